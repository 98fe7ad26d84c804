import type { HourData } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { RoomComboChart } from '../../../components/room/room-combo-chart.tsx';
import { formatCount, formatNumber } from '../../../lib/format.ts';
import { fullDay, hourLabel, hourSpanLabel, peakHour } from '../utils/hour-profile.ts';

const COLOURS = { visits: '#5eb8ad', complaints: '#dc2626', arrivals: '#1d4ed8' };

/** When the room is busy, and whether complaints and cleaners follow the visitors through the day. */
export function HourProfileChart({ data }: { data: HourData }) {
  const { t, i18n } = useTranslation('rooms');
  const lang = i18n.language;
  const hours = fullDay(data.hourData);
  const peak = peakHour(hours);
  return (
    <section className="card room-section">
      <div className="room-section-head">
        <h3>{t('hours.title')}</h3>
        <p>{t('hours.subtitle')}</p>
        {peak ? (
          <p className="room-peak" data-testid="room-analytics-peak-hour">
            {t('hours.peak', { hour: hourSpanLabel(peak.hour, lang), visits: formatNumber(peak.visits, lang) })}
          </p>
        ) : null}
      </div>
      <RoomComboChart
        testId="room-analytics-hour-chart"
        ariaLabel={t('hours.title')}
        categories={hours.map((point) => ({ key: String(point.hour), short: hourLabel(point.hour, lang), long: hourSpanLabel(point.hour, lang) }))}
        bars={[{ key: 'visits', label: t('common:metrics.visits'), color: COLOURS.visits, values: hours.map((point) => point.visits) }]}
        lines={[
          { key: 'complaints', label: t('common:metrics.complaints'), color: COLOURS.complaints, values: hours.map((point) => point.complaints) },
          { key: 'arrivals', label: t('common:metrics.arrivals'), color: COLOURS.arrivals, values: hours.map((point) => point.arrivals) },
        ]}
        lineAxisLabel={t('hours.rightAxis')}
        formatValue={(value) => formatCount(value, lang)}
        formatTooltipValue={(value) => formatNumber(value, lang)}
      />
    </section>
  );
}
