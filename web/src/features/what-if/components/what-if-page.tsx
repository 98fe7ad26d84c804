import type { WhatIfRealSettings, WhatIfResult } from '@facility/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../../components/ui/states.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { runWhatIf } from '../api/run-what-if.ts';
import { useWhatIfSettings } from '../api/use-what-if-settings.ts';
import { defaultPeriod, formOf, requestOf, type WhatIfForm } from '../model/what-if-form.ts';
import { ComparisonTable } from './comparison-table.tsx';
import { OpenedByDayChart } from './opened-by-day-chart.tsx';
import { SettingsFields } from './settings-fields.tsx';
import './what-if.css';

type Run = { state: 'idle' } | { state: 'running'; done: number } | { state: 'failed'; message: string } | { state: 'done'; result: WhatIfResult };

/** Today's date where the site is (yyyy-mm-dd): the period's days are the site's. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * What-if replays (issue 18): a site and a past period, its real call settings to edit, a
 * run with a progress bar, then what happened and what the other settings would have done,
 * side by side. The replay is the server's; nothing real changes.
 */
export default function WhatIfPage() {
  const { t } = useTranslation('whatIf');
  const current = useCurrentSite();
  const { data: companies } = useCompanies();
  const sites = useMemo(() => (companies ?? []).flatMap((company) => company.sites), [companies]);
  const [siteId, setSiteId] = useState<string | null>(null);
  const chosen = siteId ?? current?.id ?? sites[0]?.id ?? null;
  const settings = useWhatIfSettings(chosen);
  const siteFieldId = useId();

  return (
    <div className="what-if-page">
      <p className="what-if-intro">{t('intro')}</p>
      <p className="what-if-note" data-testid="what-if-arrivals-note">
        {t('arrivalsNote')}
      </p>
      <div className="field what-if-site">
        <label className="field-label" htmlFor={siteFieldId}>
          {t('field.site')}
        </label>
        <select id={siteFieldId} value={chosen ?? ''} onChange={(event) => setSiteId(event.target.value)} data-testid="what-if-site">
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </div>
      {chosen === null ? (
        <p className="muted">{t('noSite')}</p>
      ) : settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} />
      ) : (
        // A new site starts a new form from its own settings.
        <WhatIfRun key={chosen} siteId={chosen} real={settings.data} />
      )}
    </div>
  );
}

function WhatIfRun({ siteId, real }: { siteId: string; real: WhatIfRealSettings }) {
  const { t, i18n } = useTranslation('whatIf');
  const [form, setForm] = useState<WhatIfForm>(() => formOf(real, defaultPeriod(todayIn(real.timezone))));
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRun({ state: 'running', done: 0 });
    try {
      const result = await runWhatIf(requestOf(siteId, form, real), (done) => setRun({ state: 'running', done }), controller.signal);
      setRun({ state: 'done', result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setRun({ state: 'failed', message: messageOf(error, t) });
    }
  };

  return (
    <>
      <form className="card what-if-form" onSubmit={(event) => void submit(event)} data-testid="what-if-form">
        <SettingsFields form={form} real={real} onChange={setForm} />
        <div className="what-if-actions">
          <button type="submit" className="button button-primary" disabled={run.state === 'running'} data-testid="what-if-run">
            {t('run')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setForm((current) => formOf(real, { from: current.from, to: current.to }))} data-testid="what-if-reset">
            {t('reset')}
          </button>
        </div>
      </form>
      {run.state === 'running' ? (
        <div className="what-if-progress" role="status" data-testid="what-if-progress">
          <span>{t('progress.label')}</span>
          <progress max={1} value={run.done} aria-label={t('progress.label')} />
          <span className="what-if-progress-value">{formatPercent(run.done * 100, i18n.language, 0)}</span>
        </div>
      ) : null}
      {run.state === 'failed' ? (
        <p className="what-if-error" role="alert" data-testid="what-if-error">
          {run.message}
        </p>
      ) : null}
      {run.state === 'done' ? (
        <section className="what-if-results" aria-live="polite" data-testid="what-if-results">
          <ComparisonTable result={run.result} />
          <OpenedByDayChart result={run.result} />
          <p className="muted what-if-facts">{t('facts', { count: run.result.events, events: formatNumber(run.result.events, i18n.language, 0), seconds: formatSeconds(run.result.seconds, i18n.language) })}</p>
        </section>
      ) : null}
    </>
  );
}

const formatSeconds = (seconds: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(seconds);

function messageOf(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('error.failed');
  if (error.status === 503) return t('error.busy');
  if (error.status === 400) {
    const fields = error.invalidParams.map((param) => param.name);
    if (fields.some((name) => name === 'body/from' || name === 'body/to')) return t('error.period');
    return t('error.settings');
  }
  return t('error.failed');
}
