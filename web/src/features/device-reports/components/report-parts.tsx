import type { DeviceType } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatLocalDate } from '../../../lib/format.ts';
import { formatAgo } from '../../../lib/relative-age.ts';
import { daysInclusive, MAX_REPORT_DAYS, type ReportPeriod } from '../model/period.ts';
import { reportDeviceName, type ReportDevice } from '../model/report-devices.ts';

const READER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Device type names from the shared `labels` dictionary (`sensor_<type>`); an unknown type shows as it is. */
export function useTypeName(): (type: DeviceType) => string {
  const { t } = useTranslation('labels');
  return (type) => t(`sensor_${type}`, { defaultValue: type });
}

/** A report row's device: its room, and under it the code (what tells two devices of a room apart) and the type. */
export function DeviceLabel({ device }: { device: ReportDevice }) {
  const { t } = useTranslation('deviceReports');
  const typeName = useTypeName();
  const room = device.roomName ?? t('device.noRoom');
  return (
    // The room's name may read the other way (a Hebrew name on an English page): its line
    // takes the name's direction (so a cut name loses its end, not its beginning) and still
    // lines up with the page (device-reports.css).
    <span className="dr-device" title={`${room} · ${reportDeviceName(device)} · ${typeName(device.device_type)}`}>
      <span className="dr-device-room" dir="auto">
        {room}
      </span>
      <span className="dr-device-sub">
        <bdi translate="no">{reportDeviceName(device)}</bdi> · <bdi>{typeName(device.device_type)}</bdi>
      </span>
    </span>
  );
}

/** "5 minutes ago", with the exact moment as a tooltip; `never` when there is none. */
export function RelativeTime({ iso, now, never }: { iso: string | null; now: Date; never: string }) {
  const { i18n } = useTranslation();
  // Hours up to two days: "36 hours ago" tells a night's gap better than "1 day ago".
  const ago = formatAgo(iso, now, i18n.language, { hoursUpTo: 48 });
  if (iso === null || ago === null) return <span className="muted">{never}</span>;
  return (
    <time dateTime={iso} title={formatInstant(iso, i18n.language, READER_ZONE)}>
      {ago}
    </time>
  );
}

/** The period a report covers, and a note when the header's period was longer than the reports go. */
export function PeriodNote({ period, testId }: { period: ReportPeriod; testId: string }) {
  const { t, i18n } = useTranslation('deviceReports');
  const from = formatLocalDate(period.from, i18n.language);
  const to = formatLocalDate(period.to, i18n.language);
  return (
    <p className="dr-period muted" data-testid={testId}>
      <span>{t('period.range', { from, to, count: daysInclusive(period.from, period.to) })}</span>
      {period.clamped ? (
        <span className="dr-period-clamped" data-testid={`${testId}-clamped`}>
          {t('period.clamped', { count: MAX_REPORT_DAYS })}
        </span>
      ) : null}
    </p>
  );
}
