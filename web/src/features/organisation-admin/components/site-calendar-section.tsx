import type { OffDays, Site } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { QueryView } from '../../../components/ui/states.tsx';
import { todayIn } from '../../../stores/time-range.ts';
import { siteCalendarQuery, useSaveSiteCalendar } from '../api/site-calendar-api.ts';
import { calendarBody, calendarRules, calendarToForm, mergePublicHolidays, type CalendarValues, type MergeResult, type PublicHoliday } from '../model/site-calendar.ts';
import { HolidayImport } from './holiday-import.tsx';
import { HolidayRows } from './holiday-rows.tsx';
import { OffDayRows } from './off-day-rows.tsx';
import { keepFieldErrors } from './server-refusal.ts';

/** "Holidays and off-days" (spec §3): the site's lists from `GET /api/site/offdays/{id}`, edited as rows. */
export function SiteCalendarSection({ site }: { site: Site }) {
  const { t } = useTranslation('organisation');
  const query = useQuery({ ...siteCalendarQuery(site.siteId), placeholderData: undefined });
  return (
    <section className="card org-section" aria-labelledby="site-calendar-title">
      <h2 id="site-calendar-title" className="org-section-title">{t('calendar.title')}</h2>
      <p className="muted org-section-intro">{t('calendar.intro')}</p>
      {/* The form starts from the first answer; a later refetch (after a save elsewhere) must not wipe edits. */}
      <QueryView query={query}>{(calendar) => <CalendarForm site={site} calendar={calendar} />}</QueryView>
    </section>
  );
}

/** What a row's message needs: the edited marks are per row key, so removing a row never moves them. */
export interface RowMessages {
  message: (pointer: string, rowKey: string, field: string) => string | null;
  markEdited: (rowKey: string, field: string) => void;
}

function CalendarForm({ site, calendar }: { site: Site; calendar: OffDays }) {
  const { t } = useTranslation('admin');
  const today = todayIn(site.timezone);
  const rules = useMemo(() => calendarRules(today), [today]);
  const form = useForm(calendarToForm(calendar), rules);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [imported, setImported] = useState<Omit<MergeResult, 'values'> | null>(null);
  const latest = useRef(form.values);
  latest.current = form.values;
  const save = useSaveSiteCalendar(site.siteId, (saved) => {
    form.reset(calendarToForm(saved));
    setEdited(new Set());
    setImported(null);
  });

  // A row's rule shows as soon as the admin edits that field (useForm tracks whole fields,
  // and here the field is the list); after a submit, or for the server's reason, useForm says it.
  const failing = rules(form.values);
  const markEdited = useCallback(
    (rowKey: string, field: string) => setEdited((current) => (current.has(`${rowKey}/${field}`) ? current : new Set(current).add(`${rowKey}/${field}`))),
    [],
  );
  const rowMessages: RowMessages = {
    message: (pointer, rowKey, field) => {
      const rule = failing[pointer];
      if (rule && edited.has(`${rowKey}/${field}`)) return t(rule);
      return form.fieldError(pointer);
    },
    markEdited,
  };

  const setList = <K extends keyof CalendarValues>(list: K, rows: CalendarValues[K]) => form.set(list, rows);

  const onImported = (holidays: readonly PublicHoliday[]) => {
    const { values, ...counts } = mergePublicHolidays(latest.current, holidays, today);
    form.setValues(values);
    setImported(counts);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) save.mutate(calendarBody(form.values), { onError: keepFieldErrors(form.refused) });
  };

  return (
    <form className="org-calendar" noValidate onSubmit={onSubmit} data-testid="site-calendar-form">
      <HolidayImport site={site} today={today} result={imported} onImported={onImported} />
      <HolidayRows rows={form.values.holidays} shifts={site.shifts} today={today} onChange={(rows) => setList('holidays', rows)} messages={rowMessages} />
      <OffDayRows rows={form.values.offDays} today={today} onChange={(rows) => setList('offDays', rows)} messages={rowMessages} />
      <FormActions saving={save.isPending} error={form.formError} testId="site-calendar-form" />
    </form>
  );
}
