import { useTranslation } from 'react-i18next';
import { PAGE_OUTDATED } from '../form/server-errors.ts';

interface FormActionsProps {
  saving: boolean;
  onCancel?: () => void;
  /** A form-level reason the server gave (not tied to one field). */
  error?: string | null;
  testId?: string;
}

/** Save and cancel at the end of an admin form, and the server's reason when it refused. */
export function FormActions({ saving, onCancel, error, testId = 'form' }: FormActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="form-actions">
      {error ? (
        <p className="form-error" role="alert" data-testid={`${testId}-error`}>
          {error === PAGE_OUTDATED ? t('rules.pageOutdated') : error}
        </p>
      ) : null}
      {onCancel ? (
        <button type="button" className="button" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('admin.cancel')}
        </button>
      ) : null}
      <button type="submit" className="button button-primary" disabled={saving} data-testid={`${testId}-save`}>
        {saving ? t('admin.saving') : t('admin.save')}
      </button>
    </div>
  );
}
