import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useSiteRoi } from '../api/use-site-roi.ts';
import { calculateRoi, DEFAULT_ROI_INPUTS, invalidRoiInputs, ROI_INPUT_MAX, type RoiInputs } from '../roi.maths.ts';
import './roi-calculator.css';

/** The form's fields in the order a manager thinks about them: team, site, schedule, money. */
const FIELDS: { group: string; fields: { key: keyof RoiInputs; step?: number }[] }[] = [
  { group: 'team', fields: [{ key: 'dailyEmployees' }, { key: 'shiftHours', step: 0.5 }, { key: 'breakMinutes', step: 5 }] },
  { group: 'site', fields: [{ key: 'rooms' }, { key: 'buildings' }, { key: 'walkingMinutesBetweenBuildings' }] },
  { group: 'cleaning', fields: [{ key: 'cleaningMinutesPerRoom' }, { key: 'roundsPerDay' }, { key: 'expectedReductionPercent' }] },
  { group: 'money', fields: [{ key: 'employerCostPerHour', step: 0.5 }, { key: 'workingDaysPerMonth' }, { key: 'investment', step: 100 }, { key: 'monthlyCost', step: 10 }] },
];

const CURRENCIES = ['ILS', 'USD', 'EUR', 'PLN', 'BRL', 'MXN'];

/**
 * The ROI calculator (spec §3): the inputs on one side, the savings on the other, updated as
 * the user types. It starts from the selected site's own figures (its rooms, time-saving
 * settings and last month's real time saved), which the user may change and restore.
 */
export default function RoiCalculatorPage() {
  const { t, i18n } = useTranslation('roi');
  const site = useSiteRoi();
  const [inputs, setInputs] = useState<RoiInputs>(DEFAULT_ROI_INPUTS);
  const [currency, setCurrency] = useState<string>('ILS');
  // The site whose values were last applied: a new site (or its first answer) restarts from its values, edits stay otherwise.
  const [appliedSite, setAppliedSite] = useState<string | null>(null);
  const currencyId = useId();
  const start = site.start;
  const resetToSite = () => {
    if (!start) return;
    setInputs(start.inputs);
    if (start.currency) setCurrency(start.currency);
  };
  useEffect(() => {
    if (!start || site.siteId === appliedSite) return;
    setAppliedSite(site.siteId);
    setInputs(start.inputs);
    if (start.currency) setCurrency(start.currency);
  }, [start, site.siteId, appliedSite]);
  const currencies = CURRENCIES.includes(currency) ? CURRENCIES : [currency, ...CURRENCIES];
  const fromSite = new Set<string>(start?.fromSite ?? []);
  const result = calculateRoi(inputs);
  const invalid = new Set(invalidRoiInputs(inputs));
  const money = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  const hours = (value: number) => t('result.hours', { value: formatNumber(value, i18n.language, 1) });

  return (
    <div className="roi-page">
      <p className="roi-site-note" data-testid="roi-site-note">
        {site.siteName === null
          ? t('site.none')
          : // First-strong isolation: a Latin site name inside a Hebrew sentence (or the reverse) keeps its own direction.
            t('site.intro', { site: `\u2068${site.siteName}\u2069` })}
        {start && !fromSite.has('cleaningMinutesPerRoom') ? <> {t('site.noTimeSaving')}</> : null}
        {site.timeSavedMinutes !== null && site.timeSavedMinutes > 0 ? (
          <>
            {' '}
            <span data-testid="roi-site-time-saved">{t('site.timeSaved', { value: hours(site.timeSavedMinutes / 60) })}</span>
          </>
        ) : null}
      </p>
    <div className="roi-layout">
      <form className="card roi-form" onSubmit={(event) => event.preventDefault()} data-testid="roi-form">
        {FIELDS.map(({ group, fields }) => (
          <fieldset key={group}>
            <legend>{t(`group.${group}`)}</legend>
            {fields.map(({ key, step }) => (
              <label key={key} className="field">
                <span className="field-label">
                  {t(`input.${key}`)}
                  {fromSite.has(key) ? <span className="roi-from-site"> · {t('fromSite')}</span> : null}
                </span>
                <input
                  type="number"
                  min={0}
                  max={ROI_INPUT_MAX[key]}
                  step={step ?? 1}
                  inputMode="decimal"
                  value={Number.isFinite(inputs[key]) ? inputs[key] : ''}
                  data-testid={`roi-input-${key}`}
                  aria-invalid={invalid.has(key)}
                  onChange={(event) => setInputs((current) => ({ ...current, [key]: event.target.valueAsNumber }))}
                />
                {invalid.has(key) ? (
                  <span className="field-error" data-testid={`roi-error-${key}`}>
                    {ROI_INPUT_MAX[key] === undefined ? t('check.atLeastZero') : t('check.range', { max: formatNumber(ROI_INPUT_MAX[key], i18n.language, 0) })}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="field">
          <label className="field-label" htmlFor={currencyId}>
            {t('input.currency')}
          </label>
          <select id={currencyId} value={currency} onChange={(event) => setCurrency(event.target.value)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="roi-actions">
          {start ? (
            <button type="button" className="button" onClick={resetToSite} data-testid="roi-reset-site">
              {t('resetToSite')}
            </button>
          ) : null}
          <button type="button" className="button button-ghost" onClick={() => setInputs(DEFAULT_ROI_INPUTS)} data-testid="roi-reset-example">
            {t('reset')}
          </button>
        </div>
      </form>
      <section className="roi-results" aria-live="polite">
        {invalid.size > 0 ? (
          <p className="field-error roi-invalid" data-testid="roi-invalid">
            {t('check.figures')}
          </p>
        ) : null}
        <div className="card-grid">
          <Result label={t('result.savedPerDay')} value={hours(result.savedHoursPerDay)} detail={money(result.savedMoneyPerDay)} testId="roi-day" />
          <Result label={t('result.savedPerMonth')} value={hours(result.savedHoursPerMonth)} detail={money(result.savedMoneyPerMonth)} testId="roi-month" />
          <Result
            label={t('result.annualSavings')}
            value={money(result.annualSavings)}
            detail={t('result.afterService', { value: money(result.annualNetSavings) })}
            testId="roi-year"
          />
          <Result
            label={t('result.payback')}
            value={result.paybackMonths === null ? t('result.never') : t('result.months', { value: formatNumber(result.paybackMonths, i18n.language, 1) })}
            testId="roi-payback"
          />
        </div>
        <div className="card roi-workload">
          <h3>{t('workload.title')}</h3>
          <p>
            {t('workload.planned', { planned: formatNumber(result.plannedHoursPerDay, i18n.language, 1), available: formatNumber(result.availableHoursPerDay, i18n.language, 1) })}
          </p>
          {result.workloadPercent !== null ? (
            <>
              <div className="roi-bar" role="img" aria-label={t('workload.share', { percent: formatNumber(result.workloadPercent, i18n.language, 0) })}>
                <span style={{ inlineSize: `${Math.min(100, result.workloadPercent)}%` }} className={result.workloadPercent > 100 ? 'over' : ''} />
              </div>
              <p className={result.workloadPercent > 100 ? 'bad' : 'muted'}>
                {result.workloadPercent > 100 ? t('workload.over', { percent: formatNumber(result.workloadPercent, i18n.language, 0) }) : t('workload.share', { percent: formatNumber(result.workloadPercent, i18n.language, 0) })}
              </p>
            </>
          ) : null}
          <p className="muted">{t('explanation')}</p>
        </div>
      </section>
    </div>
    </div>
  );
}

function Result({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="card roi-result" data-testid={testId}>
      <span className="muted">{label}</span>
      <strong>{value}</strong>
      {detail ? <span>{detail}</span> : null}
    </div>
  );
}
