import { VISITS_PEAK, type SuggestionGroup } from '@facility/contracts';
import { useTranslation } from 'react-i18next';

/** Names of suggestion groups: problem keys through `labels:`, the visitors' peak group through our own namespace. */
export function useGroupLabel() {
  const { t } = useTranslation('suggestions');
  return {
    label: (key: string) => (key === VISITS_PEAK ? t('group.visits_peak') : t(`labels:${key}`)),
    category: (category: SuggestionGroup['category']) => (category === 'visits' ? t('category.visits') : t(`labels:category_${category}`)),
  };
}
