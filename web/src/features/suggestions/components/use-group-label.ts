import { useTranslation } from 'react-i18next';
import type { SuggestionCategory } from '../api/use-suggestions.ts';
import { VISITS_PEAK } from '../model/suggestions.ts';

/** Names of suggestion groups: problem keys through `labels:`, the visitors' peak group through our own namespace. */
export function useGroupLabel() {
  const { t } = useTranslation('suggestions');
  return {
    label: (key: string) => (key === VISITS_PEAK ? t('group.visits_peak') : t(`labels:${key}`)),
    category: (category: SuggestionCategory) => (category === 'visits' ? t('category.visits') : t(`labels:category_${category}`)),
  };
}
