import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast.tsx';
import { refusalOf } from './server-errors.ts';
import { serverReasonText } from './server-reason.ts';

/**
 * An `onError` for forms with no place under a field for the server's 400 (the device
 * drawer's one-field forms): an error toast in the reader's language, so a refused save
 * never passes in silence. Other failures are already shown by the admin write.
 */
export function useRefusalToast(): (error: unknown) => void {
  const { t } = useTranslation('admin');
  return (error) => {
    const refusal = refusalOf(error);
    if (refusal) showToast('error', 'outdated' in refusal ? t('rules.pageOutdated') : serverReasonText(t, refusal.reason));
  };
}
