import type { SiteHoliday, SiteShift } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatLocalDate } from '../../../lib/format.ts';
import { holidayShifts } from '../model/holiday-shifts.ts';
import type { ShiftWords } from './use-shift-words.ts';

interface HolidaysPanelProps {
  siteId: string;
  holidays: readonly SiteHoliday[];
  shifts: readonly SiteShift[];
  words: ShiftWords;
}

/**
 * The site's holidays, read-only: they are edited on the site page (/admin/site/{id}),
 * where the off-days are too. A holiday naming a shift number the site no longer has is
 * marked, since the site page cannot save holidays until it is fixed.
 */
export function HolidaysPanel({ siteId, holidays, shifts, words }: HolidaysPanelProps) {
  const { t } = useTranslation('shifts');
  const date = (value: string) => formatLocalDate(value, words.language);
  return (
    <section className="shift-holidays" aria-labelledby="shift-holidays-title" data-testid="shift-holidays">
      <header className="shift-holidays-head">
        <h2 id="shift-holidays-title" className="section-title">
          {t('holidays.title')}
        </h2>
        <Link href={`/admin/site/${encodeURIComponent(siteId)}`} className="button" data-testid="shift-holidays-edit">
          {t('holidays.edit')}
        </Link>
      </header>
      {holidays.length === 0 ? (
        <p className="muted" data-testid="shift-holidays-empty">
          {t('holidays.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="data-table admin-table">
            <thead>
              <tr>
                <th scope="col">{t('holidays.name')}</th>
                <th scope="col">{t('holidays.dates')}</th>
                <th scope="col">{t('holidays.shifts')}</th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((holiday) => {
                const named = holidayShifts(holiday, shifts);
                return (
                  <tr key={`${holiday.start}|${holiday.name}`} data-testid="shift-holiday">
                    <td>
                      <bdi>{holiday.name}</bdi>
                    </td>
                    <td>{holiday.start === holiday.end ? date(holiday.start) : `${date(holiday.start)} – ${date(holiday.end)}`}</td>
                    <td>
                      {named.all
                        ? t('holidays.allShifts')
                        : [
                            ...named.shifts.map((shift) => words.title(shift)),
                            ...named.missing.map((number) => t('holidays.missingShift', { number })),
                          ].join(', ')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
