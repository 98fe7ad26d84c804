import type { SiteShift } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-fields.tsx';
import { MAX_CALENDAR_NAME } from '../../../components/form/field-rules.ts';
import { newHoliday, type HolidayRow } from '../model/site-calendar.ts';
import type { RowMessages } from './site-calendar-section.tsx';

interface HolidayRowsProps {
  rows: readonly HolidayRow[];
  shifts: readonly SiteShift[];
  /** The site's today: a new row starts on it. */
  today: string;
  onChange: (rows: HolidayRow[]) => void;
  messages: RowMessages;
}

/** The holidays as editable rows: name, first and last day, the shifts it stops (none ticked: every shift). */
export function HolidayRows({ rows, shifts, today, onChange, messages }: HolidayRowsProps) {
  const { t } = useTranslation('organisation');
  /** Changes a row; every field the change touches shows its rule from now on. */
  const change = (index: number, patch: Partial<Pick<HolidayRow, 'name' | 'start' | 'end' | 'shiftIds'>>) => {
    const row = rows[index];
    if (!row) return;
    for (const field of Object.keys(patch)) messages.markEdited(row.key, field);
    onChange(rows.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  };

  return (
    <div className="org-rows" data-testid="holiday-rows">
      <div className="org-rows-head">
        <h3>{t('calendar.holidays')}</h3>
        <button type="button" className="button" onClick={() => onChange([...rows, newHoliday(today)])} data-testid="holiday-add">
          + {t('calendar.addHoliday')}
        </button>
      </div>
      {rows.length === 0 ? <p className="muted">{t('calendar.noHolidays')}</p> : null}
      {rows.map((row, index) => {
        const path = `holidays/${index}`;
        return (
          <div key={row.key} className={row.imported ? 'org-row org-holiday is-imported' : 'org-row org-holiday'} data-testid="holiday-row">
            <TextField
              label={t('calendar.name')}
              value={row.name}
              onChange={(name) => change(index, { name })}
              error={messages.message(`${path}/name`, row.key, 'name')}
              maxLength={MAX_CALENDAR_NAME + 10}
              {...(row.imported ? { hint: t('calendar.importedHint') } : {})}
              testId="holiday-name"
            />
            <TextField
              label={t('calendar.start')}
              type="date"
              value={row.start}
              onChange={(start) => change(index, row.end < start || row.end === row.start ? { start, end: start } : { start })}
              error={messages.message(`${path}/start`, row.key, 'start')}
              testId="holiday-start"
            />
            <TextField
              label={t('calendar.end')}
              type="date"
              value={row.end}
              min={row.start}
              onChange={(end) => change(index, { end })}
              error={messages.message(`${path}/end`, row.key, 'end')}
              testId="holiday-end"
            />
            <fieldset className="org-shift-picks" data-testid="holiday-shifts">
              <legend className="field-label">{t('calendar.shifts')}</legend>
              {shifts.length === 0 ? <span className="muted">{t('calendar.allShifts')}</span> : null}
              {shifts.map((shift) => (
                <label key={shift.shiftNumber} className="check-field">
                  <input
                    type="checkbox"
                    checked={row.shiftIds.includes(shift.shiftNumber)}
                    onChange={(event) =>
                      change(index, {
                        shiftIds: event.target.checked ? [...row.shiftIds, shift.shiftNumber] : row.shiftIds.filter((id) => id !== shift.shiftNumber),
                      })
                    }
                    data-testid={`holiday-shift-${shift.shiftNumber}`}
                  />
                  <span>{t(`common:shiftNames.${shift.shiftName}`, { defaultValue: shift.shiftName })}</span>
                </label>
              ))}
              {shifts.length > 0 && row.shiftIds.length === 0 ? <span className="field-hint">{t('calendar.allShifts')}</span> : null}
              <RowError text={messages.message(`${path}/shiftIds`, row.key, 'shiftIds')} />
            </fieldset>
            <button
              type="button"
              className="button button-ghost org-danger org-row-remove"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={t('calendar.removeNamed', { name: row.name || t('calendar.holiday') })}
              data-testid="holiday-remove"
            >
              {t('calendar.remove')}
            </button>
          </div>
        );
      })}
    </div>
  );
}

/** A refusal the row's inputs do not show themselves. */
export const RowError = ({ text }: { text: string | null }) =>
  text ? (
    <span className="field-error" role="alert">
      {text}
    </span>
  ) : null;
