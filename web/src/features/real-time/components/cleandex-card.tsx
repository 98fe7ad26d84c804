import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { formatInstant, formatNumber } from '../../../lib/format.ts';
import { formatAgo } from '../../../lib/relative-age.ts';
import { FALLBACK_THRESHOLD, type CleandexCard as Card } from '../model/cleandex-view.ts';

interface CleandexCardProps {
  card: Card;
  /** The site's Cleandex threshold; null: the site opens no Cleandex calls. */
  threshold: number | null;
  now: number;
  timezone: string;
}

/** One room on the Cleandex board: its score as a gauge against the threshold, in words and colour, and what it comes from. */
export function CleandexCard({ card, threshold, now, timezone }: CleandexCardProps) {
  const { t, i18n } = useTranslation('cleandex');
  const lang = i18n.language;
  const { room, band, callOpenedAt } = card;
  const { inputs } = room;
  const mark = threshold ?? FALLBACK_THRESHOLD;
  const place = [room.building, room.floor !== null ? t('labels:floor_n', { floor: room.floor }) : null].filter(Boolean).join(' · ');
  const relative = (iso: string) => formatAgo(iso, now, lang) ?? '';
  const instant = (iso: string) => formatInstant(iso, lang, timezone, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const score = formatNumber(room.score, lang);

  return (
    <article
      className={`cx-card cx-band-${band}${callOpenedAt ? ' cx-has-call' : ''}`}
      data-testid={`cleandex-room-${room.roomId}`}
      data-band={band}
      data-call={callOpenedAt ? 'open' : 'none'}
    >
      <header className="cx-card-head">
        <div className="rt-tile-title">
          <h3>
            <RoomName roomId={room.roomId} displayName={room.displayName} />
          </h3>
          {place ? <span className="muted rt-tile-place" translate="no">{place}</span> : null}
        </div>
        <div className="cx-score" data-testid={`cleandex-score-${room.roomId}`}>
          <strong>{score}</strong>
          <span className="cx-band-name">{t(`band.${band}`)}</span>
        </div>
      </header>

      <div
        className="cx-gauge"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={room.score}
        aria-label={t('gauge', { score, threshold: formatNumber(mark, lang) })}
      >
        <span className="cx-gauge-fill" style={{ inlineSize: `${room.score}%` }} />
        <span className="cx-gauge-mark" style={{ insetInlineStart: `${mark}%` }} title={t('summary.threshold', { threshold: formatNumber(mark, lang) })} />
      </div>

      {callOpenedAt ? (
        <p className="cx-call" data-testid={`cleandex-call-${room.roomId}`}>
          <span className="rt-state-dot" aria-hidden="true" />
          {t('callOpen')}{' '}
          <time dateTime={callOpenedAt} title={instant(callOpenedAt)}>
            {relative(callOpenedAt)}
          </time>
        </p>
      ) : null}

      <dl className="cx-inputs">
        <div>
          <dt>{t('inputs.visits')}</dt>
          <dd>{t('inputs.visitsValue', { visits: formatNumber(inputs.visits, lang), threshold: formatNumber(inputs.counterThreshold, lang) })}</dd>
        </div>
        <div>
          <dt>{t('inputs.complaints')}</dt>
          <dd>{formatNumber(inputs.complaints, lang)}</dd>
        </div>
        <div>
          <dt>{t('inputs.ratings')}</dt>
          <dd>
            {inputs.ratingsMean === null ? (
              <span className="muted">{t('inputs.noRatings')}</span>
            ) : (
              t('inputs.ratingsValue', { count: inputs.ratingCount, mean: formatNumber(inputs.ratingsMean, lang, 0) })
            )}
          </dd>
        </div>
        <div>
          <dt>{t('inputs.lastCleaned')}</dt>
          <dd>
            {room.lastCleanedAt ? (
              <time dateTime={room.lastCleanedAt} title={instant(room.lastCleanedAt)}>
                {relative(room.lastCleanedAt)}
              </time>
            ) : (
              <span className="muted">{t('inputs.neverCleaned')}</span>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
