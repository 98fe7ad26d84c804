import { useTranslation } from 'react-i18next';

/** Active or deactivated, as the admin kit's pill. */
export function StatusPill({ active }: { active: boolean }) {
  const { t } = useTranslation('users');
  return <span className={active ? 'status-pill is-active' : 'status-pill is-deactivated'}>{active ? t('status.active') : t('status.deactivated')}</span>;
}
