import type { SuggestionGroup, SuggestionItem } from '@facility/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatCount, formatNumber, formatPercent } from '../../../lib/format.ts';
import { suggestedAction } from '../model/suggestions.ts';
import { useGroupLabel } from './use-group-label.ts';

/** One problem (or the visitors' peaks): the rooms where it peaks and when to get there first. */
export function SuggestionGroupCard({ group }: { group: SuggestionGroup }) {
  const { t, i18n } = useTranslation('suggestions');
  const { label, category } = useGroupLabel();
  const totalKey = group.category === 'visits' ? 'group.visits' : 'group.reports';
  return (
    <section className={`card suggestion-group suggestion-${group.category}`} data-testid={`suggestion-group-${group.key}`} aria-label={label(group.key)}>
      <header className="suggestion-group-header">
        <h3>{label(group.key)}</h3>
        <span className={`chip category-chip category-${group.category}`}>{category(group.category)}</span>
        <span className="suggestion-total muted" title={formatNumber(group.total, i18n.language)}>
          {t(totalKey, { count: group.total, formatted: formatCount(group.total, i18n.language) })}
        </span>
      </header>
      <ol className="suggestion-items">
        {group.items.map((item) => (
          <SuggestionLine key={item.roomId} group={group} item={item} />
        ))}
      </ol>
    </section>
  );
}

function SuggestionLine({ group, item }: { group: SuggestionGroup; item: SuggestionItem }) {
  const { t, i18n } = useTranslation('suggestions');
  const { label } = useGroupLabel();
  const locale = i18n.language;
  const action = suggestedAction(group, item, locale);
  const reason =
    group.category === 'visits'
      ? t('item.reason.visits', { count: action.count, formatted: formatNumber(action.count, locale), total: formatNumber(action.total, locale), hour: action.peak })
      : t('item.reason.problem', {
          count: action.count,
          formatted: formatNumber(action.count, locale),
          total: formatNumber(action.total, locale),
          problem: label(group.key),
          hour: action.peak,
        });
  const share = t('item.share', { percent: formatPercent(action.share, locale, 0) });
  return (
    <li className="suggestion-item" data-testid={`suggestion-item-${item.roomId}-${group.key}`}>
      <span className="suggestion-time" aria-hidden="true">
        {action.time}
      </span>
      <div className="suggestion-text">
        <p className="suggestion-action">
          <Trans
            t={t}
            i18nKey={`item.action.${group.category}`}
            values={{ time: action.time, room: item.displayName }}
            components={{
              time: <strong />,
              room: (
                <Link
                  href={`/dashboard/roomAnalytics/${encodeURIComponent(item.roomId)}`}
                  className="suggestion-room"
                  dir="auto"
                  translate="no"
                  data-testid={`suggestion-room-${item.roomId}-${group.key}`}
                />
              ),
            }}
          />
        </p>
        <p className="suggestion-reason muted">{reason}</p>
        <div className="share-bar" role="img" aria-label={share} title={share}>
          <span style={{ inlineSize: `${Math.max(action.share, 2)}%` }} />
        </div>
      </div>
    </li>
  );
}
