import { useTranslation } from 'react-i18next';
import { formatMinutes, roundSlaMinutes } from '../../../lib/format.ts';
import type { TileCall } from '../model/board-view.ts';

/** At most this many problems per call on a tile; the rest are counted. */
const MAX_PROBLEMS = 3;

/** A tile's open calls: state, what was reported, and the age against the shift's SLA. */
export function CallList({ calls, roomId }: { calls: readonly TileCall[]; roomId: string }) {
  return (
    <ul className="rt-calls" data-testid={`realtime-calls-${roomId}`}>
      {calls.map((entry) => (
        <CallItem key={entry.call.callId} entry={entry} />
      ))}
    </ul>
  );
}

function CallItem({ entry }: { entry: TileCall }) {
  const { t, i18n } = useTranslation('realtime');
  const lang = i18n.language;
  const units = { minutes: t('common:units.minutes'), hours: t('common:units.hours') };
  const minutes = (value: number) => formatMinutes(roundSlaMinutes(value), lang, units);
  const { call, state, sla, progress, minMark } = entry;
  const age = minutes(entry.ageMinutes);
  const shown = call.problems.slice(0, MAX_PROBLEMS);
  const hidden = call.problems.length - shown.length;
  return (
    <li className={`rt-call rt-call-${state}`} data-testid={`realtime-call-${call.callId}`} data-state={state}>
      <div className="rt-call-head">
        <span className="rt-call-state">{t(`labels:call_state_${state}`)}</span>
        <span className="rt-call-kind">
          {t(`labels:category_${call.category}`)} · {t(`labels:source_${call.source}`)}
        </span>
        <span className="rt-call-age" data-testid={`realtime-call-age-${call.callId}`}>
          {age}
        </span>
      </div>
      {shown.length > 0 ? (
        <div className="rt-call-problems">
          {shown.map((problem, index) => (
            <span key={`${problem}-${index}`} className="chip">
              {t(`labels:${problem}`)}
            </span>
          ))}
          {hidden > 0 ? <span className="chip">+{hidden}</span> : null}
          {call.complaintCount > 1 ? <span className="muted rt-call-reports">{t('tile.reports', { count: call.complaintCount })}</span> : null}
        </div>
      ) : null}
      {progress !== null ? (
        <div
          className="rt-sla"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={sla.maxSla ?? sla.minSla ?? 0}
          aria-valuenow={Math.round(entry.ageMinutes)}
          aria-label={t('tile.slaBar', { age, min: minutes(sla.minSla ?? 0), max: minutes(sla.maxSla ?? sla.minSla ?? 0) })}
          title={t('tile.slaBar', { age, min: minutes(sla.minSla ?? 0), max: minutes(sla.maxSla ?? sla.minSla ?? 0) })}
        >
          <span className="rt-sla-fill" style={{ inlineSize: `${progress * 100}%` }} />
          {minMark !== null ? <span className="rt-sla-min" style={{ insetInlineStart: `${minMark * 100}%` }} /> : null}
        </div>
      ) : null}
    </li>
  );
}
