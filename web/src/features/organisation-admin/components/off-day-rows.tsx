import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-fields.tsx';
import { MAX_CALENDAR_NAME } from '../../../components/form/field-rules.ts';
import { newOffDay, type OffDayRow } from '../model/site-calendar.ts';
import type { RowMessages } from './site-calendar-section.tsx';

interface OffDayRowsProps {
  rows: readonly OffDayRow[];
  today: string;
  onChange: (rows: OffDayRow[]) => void;
  messages: RowMessages;
}

/**
 * The off-days as editable rows: a name and one date. The server names a refused date by
 * its parts (`offDays/2/day`, `/month`, `/year`); all show under the date.
 */
export function OffDayRows({ rows, today, onChange, messages }: OffDayRowsProps) {
  const { t } = useTranslation('organisation');
  /** Changes a row; every field the change touches shows its rule from now on. */
  const change = (index: number, patch: Partial<Pick<OffDayRow, 'name' | 'date'>>) => {
    const row = rows[index];
    if (!row) return;
    for (const field of Object.keys(patch)) messages.markEdited(row.key, field);
    onChange(rows.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  };

  return (
    <div className="org-rows" data-testid="offday-rows">
      <div className="org-rows-head">
        <h3>{t('calendar.offDays')}</h3>
        <button type="button" className="button" onClick={() => onChange([...rows, newOffDay(today)])} data-testid="offday-add">
          + {t('calendar.addOffDay')}
        </button>
      </div>
      {rows.length === 0 ? <p className="muted">{t('calendar.noOffDays')}</p> : null}
      {rows.map((row, index) => {
        const path = `offDays/${index}`;
        const dateError =
          messages.message(`${path}/day`, row.key, 'date') ?? messages.message(`${path}/month`, row.key, 'date') ?? messages.message(`${path}/year`, row.key, 'date');
        return (
          <div key={row.key} className="org-row org-offday" data-testid="offday-row">
            <TextField
              label={t('calendar.name')}
              value={row.name}
              onChange={(name) => change(index, { name })}
              error={messages.message(`${path}/name`, row.key, 'name')}
              maxLength={MAX_CALENDAR_NAME + 10}
              testId="offday-name"
            />
            <TextField label={t('calendar.date')} type="date" value={row.date} onChange={(date) => change(index, { date })} error={dateError} testId="offday-date" />
            <button
              type="button"
              className="button button-ghost org-danger org-row-remove"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={t('calendar.removeNamed', { name: row.name || t('calendar.offDay') })}
              data-testid="offday-remove"
            >
              {t('calendar.remove')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
