import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvCell } from '../../lib/csv.ts';
import { showToast } from './toast.tsx';

interface ExportButtonProps {
  fileName: string;
  /** Builds the table when clicked, so it always exports what is on screen. */
  build: () => { header: string[]; rows: CsvCell[][] };
  disabled?: boolean;
  /** For a screen with more than one export (the survey results' counts and texts): its own words and test id. */
  label?: string;
  testId?: string;
}

/** Exports a screen's table as CSV, with the spec §8 success and failure texts. */
export function ExportButton({ fileName, build, disabled, label, testId = 'export-csv' }: ExportButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button"
      disabled={disabled}
      data-testid={testId}
      onClick={() => {
        try {
          const { header, rows } = build();
          downloadCsv(fileName, toCsv(header, rows));
          showToast('success', t('actions.exportSuccess'));
        } catch (error) {
          console.error(error);
          showToast('error', t('actions.exportFailure'));
        }
      }}
    >
      {label ?? t('actions.export')}
    </button>
  );
}
