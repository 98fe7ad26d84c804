import type { LiveRoom } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomName } from '../../../components/room/room-name.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatInstant, formatNumber } from '../../../lib/format.ts';
import { formatAgo } from '../../../lib/relative-age.ts';
import { type BoardKind, type Tile } from '../model/board-view.ts';
import { CallList } from './call-list.tsx';
import { useRoomTypeLabel } from './use-room-type-label.ts';

interface RoomTileProps {
  tile: Tile;
  kind: BoardKind;
  /** Changes each time the room's state changed while shown: restarts the highlight. */
  flash: number;
  /** Changes each time the room became escalated while shown: restarts the escalation cue. */
  escalation: number;
  now: number;
  timezone: string;
  busy: boolean;
  /** Calling staff to the room; none on a past board. */
  onCall?: (room: LiveRoom) => void;
  /** On a past board, a room removed since: its English name (no list of the site's rooms holds it), and a tag. */
  removedNameEn?: string | undefined;
}

/** One room on the board: its state in words and colour, open calls, cleaning, dispensers, devices. */
export function RoomTile({ tile, kind, flash, escalation, now, timezone, busy, onCall, removedNameEn }: RoomTileProps) {
  const { t, i18n } = useTranslation('realtime');
  const lang = i18n.language;
  const { room, state, calls } = tile;
  const roomType = useRoomTypeLabel();
  const nameOf = useRoomName();
  const place = [room.floor !== null ? t('labels:floor_n', { floor: room.floor }) : null, room.roomType ? roomType(room.roomType) : null].filter(Boolean).join(' · ');
  const relative = (iso: string) => formatAgo(iso, now, lang) ?? '';
  const instant = (iso: string) => formatInstant(iso, lang, timezone, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const callAction = kind === 'maintenance' ? 'callMaintenance' : 'callCleaner';

  return (
    <article
      className={`rt-tile rt-state-${state}${state === 'escalated' ? ' rt-alert' : ''}`}
      data-testid={`realtime-tile-${room.id}`}
      data-state={state}
      data-alert={state === 'escalated' ? 'escalated' : undefined}
      aria-label={`${nameOf(room.id, room.displayName, removedNameEn)}: ${t(`labels:room_state_${state}`)}`}
    >
      {flash > 0 ? <span key={flash} className="rt-flash" aria-hidden="true" /> : null}
      {state === 'escalated' && escalation > 0 ? <span key={`alert-${escalation}`} className="rt-alert-pulse" aria-hidden="true" /> : null}
      <header className="rt-tile-head">
        <div className="rt-tile-title">
          <h3>
            <RoomName roomId={room.id} displayName={room.displayName} nameEn={removedNameEn} />
          </h3>
          {removedNameEn !== undefined ? (
            <span className="rt-removed" data-testid={`realtime-removed-${room.id}`}>
              {t('tile.removed')}
            </span>
          ) : null}
          {place ? <span className="muted rt-tile-place">{place}</span> : null}
        </div>
        <span className="rt-state" data-testid={`realtime-state-${room.id}`}>
          <span className="rt-state-dot" aria-hidden="true" />
          {t(`labels:room_state_${state}`)}
        </span>
      </header>

      <section className="rt-tile-calls">
        {calls.length > 0 ? (
          <>
            <h4 className="rt-tile-label">{t('tile.openCalls', { count: calls.length })}</h4>
            <CallList calls={calls} roomId={room.id} />
          </>
        ) : (
          <p className="muted rt-tile-none">{t(kind === 'maintenance' ? 'tile.noMaintenanceCalls' : 'tile.noCalls')}</p>
        )}
      </section>

      <dl className="rt-facts">
        <div>
          <dt>{t('tile.lastCleaned')}</dt>
          <dd data-testid={`realtime-last-cleaned-${room.id}`}>
            {room.lastCleanedAt ? (
              <time dateTime={room.lastCleanedAt} title={instant(room.lastCleanedAt)}>
                {relative(room.lastCleanedAt)}
              </time>
            ) : (
              <span className="muted">{t('tile.neverCleaned')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('tile.visitsSinceClean')}</dt>
          <dd data-testid={`realtime-visits-${room.id}`}>{formatNumber(room.visitsSinceClean, lang)}</dd>
        </div>
        {room.lastComplaint && (kind !== 'maintenance' || room.lastComplaint.category === 'maintenance') ? (
          <div className="rt-fact-wide">
            <dt>{t('tile.lastComplaint')}</dt>
            <dd>
              {t(`labels:${room.lastComplaint.problem}`)}{' '}
              <time className="muted" dateTime={room.lastComplaint.at} title={instant(room.lastComplaint.at)}>
                {relative(room.lastComplaint.at)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>

      {room.dispenserAlerts.length > 0 ? (
        <div className="rt-dispensers" data-testid={`realtime-dispensers-${room.id}`}>
          <span className="rt-tile-label">{t('tile.dispensers')}</span>
          {room.dispenserAlerts.map((alert) => (
            <span key={`${alert.item}-${alert.cell}`} className={`chip rt-chip-${alert.level}`}>
              {t('tile.dispenserAlert', { item: t(`labels:item_${alert.item}`), cell: formatNumber(alert.cell, lang), level: t(`labels:level_${alert.level}`) })}
            </span>
          ))}
        </div>
      ) : null}

      <footer className="rt-tile-foot">
        <DeviceSummary devices={room.devices} roomId={room.id} />
        {onCall ? (
          <button type="button" className="button rt-call-button" disabled={busy} onClick={() => onCall(room)} data-testid={`realtime-call-cleaner-${room.id}`}>
            {t(`${callAction}.button`)}
          </button>
        ) : null}
      </footer>
    </article>
  );
}

/** Device health in one line (spec §4): how many, and how many offline, late or low on battery. */
function DeviceSummary({ devices, roomId }: { devices: LiveRoom['devices']; roomId: string }) {
  const { t } = useTranslation('realtime');
  if (devices.total === 0) {
    return (
      <span className="muted rt-devices" data-testid={`realtime-devices-${roomId}`}>
        {t('tile.noDevices')}
      </span>
    );
  }
  const problems = [
    devices.offline > 0 ? { key: 'offline', text: t('tile.devicesOffline', { count: devices.offline }) } : null,
    devices.warning > 0 ? { key: 'warning', text: t('tile.devicesWarning', { count: devices.warning }) } : null,
    devices.lowBattery > 0 ? { key: 'battery', text: t('tile.devicesLowBattery', { count: devices.lowBattery }) } : null,
  ].filter((entry) => entry !== null);
  return (
    <span className="rt-devices" data-testid={`realtime-devices-${roomId}`} data-health={problems.length > 0 ? 'attention' : 'ok'}>
      <span className="rt-devices-count">{t('tile.devicesCount', { count: devices.total })}</span>
      {problems.length === 0 ? (
        <span className="good"> · {t('tile.devicesOk')}</span>
      ) : (
        problems.map((problem) => (
          <span key={problem.key} className={problem.key === 'offline' ? 'bad' : 'rt-warn'}>
            {' · '}
            {problem.text}
          </span>
        ))
      )}
    </span>
  );
}
