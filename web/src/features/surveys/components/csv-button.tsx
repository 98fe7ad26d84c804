import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast.tsx';
import { downloadCsv, toCsv, type CsvCell } from '../../../lib/csv.ts';

interface CsvButtonProps {
  label: string;
  fileName: string;
  build: () => { header: string[]; rows: CsvCell[][] };
  disabled?: boolean;
  testId: string;
}

/**
 * A CSV export with its own label and test id: the results screen has two (counts and
 * texts), which the shared export button (one label, one test id) cannot tell apart. Same
 * file format and spec §8 success and failure texts.
 */
export function CsvButton({ label, fileName, build, disabled, testId }: CsvButtonProps) {
  const { t } = useTranslation('common');
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
      {label}
    </button>
  );
}
