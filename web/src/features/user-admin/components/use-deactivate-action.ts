import type { AdminUser } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { confirmAction, showSaved } from '../../../components/ui/popups.tsx';
import { useDeactivateUser } from '../api/use-users.ts';
import { fullName } from '../model/user-list.ts';

/**
 * Deactivate with the spec §8 confirmation first ("Are you sure?" / Yes!), then the save
 * popup saying it is done. The server ends the user's sessions at once.
 */
export function useDeactivateAction(onDone: () => void = () => {}) {
  const { t } = useTranslation('users');
  const mutation = useDeactivateUser(() => {
    showSaved(t('deactivate.done'));
    onDone();
  });
  const deactivate = async (user: AdminUser) => {
    if (await confirmAction(t('deactivate.confirm', { name: fullName(user) || user.username }))) mutation.mutate(user.userId);
  };
  return { deactivate, pending: mutation.isPending };
}
