import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCompanies } from '../../../hooks/use-companies.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { isRtl } from '../../../i18n/languages.ts';
import { formatInstant, formatLocalDate, formatNumber } from '../../../lib/format.ts';
import { OVERVIEW_SERIES } from '../../../components/charts/overview-series.ts';
import { useSeriesFormat } from '../../../components/charts/use-series-format.ts';
import { useAnalysisReport } from '../api/use-analysis-report.ts';
import { reportFilterOf } from '../../../lib/report-link.ts';
import { reportWorkbook, workbookFileName } from '../model/report-workbook.ts';
import { ReportCharts } from './report-charts.tsx';
import { ReportCallsTable, ReportComplaintsTable, ReportRoomsTable } from './report-tables.tsx';
import './report.css';

/**
 * The analysis report an analyst sends (issue 18): the filter's summary, charts, rooms,
 * complaints and calls on one page that prints one section per sheet of paper, a workbook of
 * the same figures, and a link that reopens the same filter (the page reads only its address).
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation(['reports', 'common', 'analytics']);
  const filter = reportFilterOf(useSearch());
  const report = useAnalysisReport(filter);
  const { data: companies = [] } = useCompanies();
  const site = companies.flatMap((company) => company.sites).find((entry) => entry.id === filter?.siteId);
  const siteName = site?.name ?? '';
  const nameOf = useRoomName(filter?.siteId ?? null);
  const format = useSeriesFormat(report.data?.overview.currency ?? null);
  const [busy, setBusy] = useState(false);
  const locale = i18n.language;

  if (!filter) return <p className="empty-state" data-testid="report-no-site">{t('reports:noSite')}</p>;
  if (report.isError) return <p className="empty-state" role="alert">{t('reports:loadFailed')}</p>;
  const data = report.data;
  if (!data) return <p className="muted" aria-busy="true">{t('common:states.loading')}</p>;

  const download = async () => {
    setBusy(true);
    try {
      const { writeWorkbook, XLSX_TYPE } = await import('../model/xlsx-writer.ts');
      const model = reportWorkbook(data, { t: (key, options) => String(t(key, options ?? {})), roomName: (roomId, name, nameEn) => nameOf(roomId, name, nameEn), siteName, rightToLeft: isRtl(locale) });
      const blob = new Blob([await writeWorkbook(model)], { type: XLSX_TYPE });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = workbookFileName(siteName, data);
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      showToast('error', t('reports:actions.excelFailed'));
    } finally {
      setBusy(false);
    }
  };
  const copyLink = async () => {
    try {
      // Undefined outside a secure context (plain http on another host): say so, never "copied".
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(window.location.href);
      showToast('success', t('reports:actions.copied'));
    } catch {
      showToast('error', t('reports:actions.copyFailed'));
    }
  };

  const period = t('analytics:range', { from: formatLocalDate(data.timeFrom, locale), to: formatLocalDate(data.timeTo, locale) });
  return (
    <article className="report-page" data-testid="analysis-report" data-period={`${data.timeFrom}/${data.timeTo}`}>
      <header className="report-head">
        <div>
          <h2 className="report-title print-only">{t('reports:heading')}</h2>
          <p className="report-subtitle">
            <bdi>{siteName}</bdi> · {t(`common:timeTypes.${data.timeType}`)} · {period} · {t(`common:viewBy.${data.viewTimeBy}`)}
          </p>
          <p className="muted">{t('reports:generated', { at: formatInstant(data.generatedAt, locale, data.timezone) })}</p>
        </div>
        <div className="report-actions no-print">
          <button type="button" className="button" onClick={() => window.print()} data-testid="report-print">
            {t('reports:actions.print')}
          </button>
          <button type="button" className="button button-primary" onClick={download} disabled={busy} data-testid="report-excel">
            {busy ? t('reports:actions.excelBusy') : t('reports:actions.excel')}
          </button>
          <button type="button" className="button button-ghost" onClick={copyLink} data-testid="report-copy-link">
            {t('reports:actions.copyLink')}
          </button>
        </div>
      </header>
      <p className="muted no-print">{t('reports:linkNote')}</p>

      <section className="report-section" aria-labelledby="report-summary" data-testid="report-summary">
        <h3 id="report-summary">{t('reports:sections.summary')}</h3>
        <dl className="report-figures">
          {OVERVIEW_SERIES.map((series) => (
            <div key={series} className="report-figure" data-testid={`report-figure-${series}`}>
              <dt>{t(`common:metrics.${series}`)}</dt>
              {/* Exact counts (a printed report is read), minutes above 999 as hours (spec §9). */}
              <dd>{format.summary(series, data.overview.totals[series])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="report-section" aria-labelledby="report-overview" data-testid="report-overview">
        <h3 id="report-overview">{t('reports:sections.overview')}</h3>
        <ReportCharts report={data} />
      </section>

      <section className="report-section" aria-labelledby="report-rooms" data-testid="report-rooms">
        <h3 id="report-rooms">
          {t('reports:sections.rooms')} <span className="muted">({formatNumber(data.analytics.rows.length, locale)})</span>
        </h3>
        <ReportRoomsTable report={data} />
      </section>

      <section className="report-section" aria-labelledby="report-complaints" data-testid="report-complaints">
        <h3 id="report-complaints">{t('reports:sections.complaints')}</h3>
        <ReportComplaintsTable report={data} />
      </section>

      <section className="report-section" aria-labelledby="report-calls" data-testid="report-calls">
        <h3 id="report-calls">{t('reports:sections.calls')}</h3>
        <ReportCallsTable report={data} />
      </section>
    </article>
  );
}
