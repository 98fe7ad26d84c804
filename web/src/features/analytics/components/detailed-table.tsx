import type { Analytics } from '@facility/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatLocalDate } from '../../../lib/format.ts';
import { analyticsCsv, isNumericColumn, nextSort, sortRows, visibleColumns, type AnalyticsColumn, type SortState } from '../model/analytics-table.ts';
import { FigureCell } from './analytics-cells.tsx';
import { RoomCell } from './room-links.tsx';

/** The detailed tab: one row per room with the spec §3 columns, sortable, narrowable, exportable. */
export function DetailedTable({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const [sort, setSort] = useState<SortState | null>(null);
  const [narrow, setNarrow] = useState(false);
  const columns = visibleColumns(narrow);
  const nameOf = useRoomName(data.siteId);
  // Room names in the reader's language (issue 19): the table, its name sort and the CSV show the same name.
  const named = useMemo(() => data.rows.map((row) => ({ ...row, displayName: nameOf(row.roomId, row.displayName, row.roomNameEn) })), [data.rows, nameOf]);
  const rows = useMemo(() => sortRows(named, sort, locale), [named, sort, locale]);
  const header = (column: AnalyticsColumn) => t(`columns.${column}`);
  // Rooms removed since are listed for their activity; the count beside the site's rooms says how many.
  const removedCount = data.rows.filter((row) => row.removed).length;

  return (
    <section className="analytics-detailed" aria-labelledby="analytics-table-title">
      <div className="toolbar">
        <div>
          <h2 className="analytics-heading" id="analytics-table-title">
            {t('table.title')}
          </h2>
          <p className="analytics-subtitle muted">
            {t('table.roomCount', { count: data.rows.length - removedCount })} ·{' '}
            {removedCount > 0 && <>{t('table.removedCount', { count: removedCount })} · </>}
            {t('range', { from: formatLocalDate(data.timeFrom, locale), to: formatLocalDate(data.timeTo, locale) })}
          </p>
        </div>
        <span className="spacer" />
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={narrow}
          title={t('table.narrowHint')}
          onClick={() => setNarrow(!narrow)}
          data-testid="analytics-narrow-toggle"
        >
          <span className="switch-track" aria-hidden="true" />
          {t('table.narrow')}
        </button>
        <ReportButton />
        <ExportButton
          fileName={`${t('table.fileName')}-${data.timeFrom}-${data.timeTo}`}
          build={() => analyticsCsv(rows, data.totals, columns, { header, problem: (key) => t(`labels:${key}`), total: t('table.total'), removed: (name) => t('table.removedName', { name }) })}
        />
      </div>
      <div className="table-wrap">
        <table className={narrow ? 'data-table analytics-table is-narrow' : 'data-table analytics-table'} data-testid="analytics-table">
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column ? sort.direction : null;
                return (
                  <th key={column} scope="col" className={isNumericColumn(column) ? 'number' : undefined} aria-sort={direction ?? 'none'}>
                    <button
                      type="button"
                      className="sort-button"
                      title={t(`columns.hint.${column}`)}
                      aria-label={t('table.sortBy', { column: header(column) })}
                      onClick={() => setSort((current) => nextSort(current, column))}
                      data-testid={`analytics-sort-${column}`}
                    >
                      {header(column)}
                      <span className={direction ? 'sort-mark is-sorted' : 'sort-mark'} aria-hidden="true">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.roomId} data-testid={`analytics-row-${row.roomId}`}>
                {columns.map((column) =>
                  column === 'displayName' ? (
                    <th key={column} scope="row" data-testid={`analytics-cell-${column}-${row.roomId}`}>
                      <RoomCell roomId={row.roomId} displayName={row.displayName} siteId={data.siteId} removed={row.removed} />
                    </th>
                  ) : (
                    <td key={column} className={isNumericColumn(column) ? 'number' : undefined} data-testid={`analytics-cell-${column}-${row.roomId}`}>
                      <FigureCell source={row} column={column} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {columns.map((column) =>
                column === 'displayName' ? (
                  <th key={column} scope="row" data-testid={`analytics-total-${column}`}>
                    {t('table.total')}
                  </th>
                ) : (
                  <td key={column} className={isNumericColumn(column) ? 'number' : undefined} data-testid={`analytics-total-${column}`}>
                    <FigureCell source={data.totals} column={column} />
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
