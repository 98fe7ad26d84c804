import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format.ts';
import { dayMinutes, dayOf, instantAt, instantOfLocal, lastMinuteOf, minuteOf, SPEEDS, STEP_MINUTES, timeOfDay, type Speed } from '../model/time-travel.ts';

interface TimeScrubberProps {
  at: number;
  timeZone: string;
  now: number;
  playing: boolean;
  speed: Speed;
  loading: boolean;
  onMoment: (at: number) => void;
  onPlaying: (playing: boolean) => void;
  onSpeed: (speed: Speed) => void;
}

/** Hour marks under the track: every six hours of the day. */
const MARKS = [0, 6, 12, 18];

/**
 * Picks the moment time travel shows: a date and a time of day in the site's time, and a
 * scrubber over that day with playback. Like a media player's, the track and its buttons
 * run left to right in every language (time moves on to the right).
 */
export function TimeScrubber({ at, timeZone, now, playing, speed, loading, onMoment, onPlaying, onSpeed }: TimeScrubberProps) {
  const { t, i18n } = useTranslation('realtime');
  const lang = i18n.language;
  const day = dayOf(at, timeZone);
  const today = dayOf(now, timeZone);
  const last = lastMinuteOf(day, timeZone, now);
  const minute = Math.min(minuteOf(at, timeZone), last);
  const moment = formatInstant(new Date(at).toISOString(), lang, timeZone, { dateStyle: 'full', timeStyle: 'short' });
  const clock = (value: number) => formatInstant(new Date(value).toISOString(), lang, timeZone, { hour: 'numeric', minute: '2-digit' });
  const go = (value: number | null) => {
    if (value !== null) onMoment(Math.min(value, now));
  };

  return (
    <section className="tt-scrubber" aria-label={t('history.label')} data-testid="history-scrubber">
      <div className="tt-when">
        <label className="field">
          <span>{t('history.date')}</span>
          <input
            type="date"
            value={day}
            max={today}
            required
            onChange={(event) => go(event.target.value ? instantOfLocal(event.target.value, timeOfDay(at, timeZone), timeZone) : null)}
            data-testid="history-date"
          />
        </label>
        <label className="field">
          <span>{t('history.time')}</span>
          <input type="time" value={timeOfDay(at, timeZone)} required onChange={(event) => go(instantOfLocal(day, event.target.value, timeZone))} data-testid="history-time" />
        </label>
        <output className="tt-moment" aria-live="polite" data-testid="history-moment">
          {moment}
          {loading ? <span className="tt-loading muted">{t('history.loading')}</span> : null}
        </output>
      </div>
      <div className="tt-player" dir="ltr">
        <button type="button" className="button" onClick={() => go(at - STEP_MINUTES * 60_000)} aria-label={t('history.stepBack')} title={t('history.stepBack')} data-testid="history-back">
          <span aria-hidden="true">−5′</span>
        </button>
        <button
          type="button"
          className="button button-primary tt-play"
          onClick={() => onPlaying(!playing)}
          aria-pressed={playing}
          disabled={!playing && minute >= last}
          data-testid="history-play"
        >
          {playing ? t('history.pause') : t('history.play')}
        </button>
        <button type="button" className="button" onClick={() => go(at + STEP_MINUTES * 60_000)} disabled={minute >= last} aria-label={t('history.stepForward')} title={t('history.stepForward')} data-testid="history-forward">
          <span aria-hidden="true">+5′</span>
        </button>
        <div className="tt-track">
          <input
            type="range"
            min={0}
            // The whole day, so the hour marks line up; a moment past now is held at now.
            max={dayMinutes(day, timeZone) - 1}
            step={1}
            value={minute}
            onChange={(event) => go(instantAt(day, Number(event.target.value), timeZone))}
            aria-label={t('history.scrubber')}
            aria-valuetext={clock(at)}
            data-testid="history-range"
          />
          <div className="tt-marks" aria-hidden="true">
            {MARKS.map((hour) => (
              <span key={hour} style={{ insetInlineStart: `${(hour / 24) * 100}%` }}>
                {clock(instantAt(day, hour * 60, timeZone))}
              </span>
            ))}
          </div>
        </div>
        <label className="field tt-speed">
          <span>{t('history.speed')}</span>
          <select value={speed} onChange={(event) => onSpeed(Number(event.target.value) as Speed)} data-testid="history-speed">
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value === 60 ? t('history.speedHour') : t('history.speedMinutes', { minutes: value })}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
