import { useTranslation } from 'react-i18next';

/** The count of a list, or "Showing N of M" when the server's limit cut it. */
export function TruncatedNote({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation('deviceAlerts');
  return (
    <p className="muted da-count" data-testid="device-alerts-count" data-total={total}>
      {shown < total ? t('list.truncated', { shown, total }) : t('list.count', { count: total })}
    </p>
  );
}
