import type { SiteType } from '@facility/contracts';
import type { TFunction } from 'i18next';

/** A site type's name; Cleandex is a product name, the same in every language (the shell's route name says it). */
export const siteTypeLabel = (t: TFunction, type: SiteType): string => (type === 'cleandex' ? t('common:routes.cleanDex') : t(`organisation:site.types.${type}`));
