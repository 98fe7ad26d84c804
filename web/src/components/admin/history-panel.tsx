import type { EntityHistory } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { getQueryOptions } from '../../lib/api-query.ts';
import { formatInstant } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { QueryView } from '../ui/states.tsx';
import { rawFieldNames, type HistoryDetails } from './history-details.ts';

/**
 * Who changed an entity, what and when (INTERFACES.md "Admin API" history paths), newest
 * first. `path` is the API path without `/api/`, e.g. `admin/rooms/{id}/history`.
 * `details` says what an entry changed, in the reader's words (`changedFieldLabels` names
 * the fields as the entity's form does); without it the event's own field names show.
 * `titled={false}` leaves out the "History" heading where a disclosure already says it.
 */
export function HistoryPanel({ path, details = rawFieldNames, titled = true }: { path: string; details?: HistoryDetails; titled?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(getQueryOptions<EntityHistory>(queryKeys.history(path), `/api/${path}`));
  return (
    <section className="history-panel" aria-label={t('history.title')} data-testid="history-panel">
      {titled ? <h3 className="section-title">{t('history.title')}</h3> : null}
      <QueryView query={query} isEmpty={(data) => data.entries.length === 0} emptyMessage={t('history.empty')}>
        {(data) => (
          <ol className="history-list">
            {[...data.entries].reverse().map((entry) => (
              <li key={entry.version} data-testid="history-entry">
                <time dateTime={entry.occurredAt}>{formatInstant(entry.occurredAt, i18n.language, READER_ZONE)}</time>
                <span className="history-who">{entry.actor?.username ?? entry.actor?.email ?? t('history.system')}</span>
                <span className="history-what">{t(`history.event.${entry.type}`, { defaultValue: humanEventType(entry.type) })}</span>
                <HistoryDetailsText parts={details(entry)} />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

/**
 * The parts in the page's direction, each isolated: a note typed in English keeps its own
 * order on a Hebrew page without pulling the date and the name beside it into its direction.
 */
function HistoryDetailsText({ parts }: { parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return (
    <span className="history-fields muted">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}

/** Changes show in the reader's own zone: the history is about when they happened to the reader. */
const READER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `RoomDetailsUpdated` → `Room details updated`: the fallback for an event type the `admin`
 * dictionary has no `history.event.*` key for yet (a newer server), so it still reads.
 */
const humanEventType = (type: string): string => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^(\w)(.*)$/, (_, first: string, rest: string) => first + rest.toLowerCase());
