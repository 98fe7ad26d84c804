import type { SeriesName } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { OVERVIEW_SERIES } from '../../../components/charts/overview-series.ts';
import { MAX_COMPARED_METRICS } from '../../../config/constants.ts';

interface MetricPickerProps {
  selected: readonly SeriesName[];
  /** The colour each selected metric has in the chart. */
  colourOf: (name: SeriesName) => string;
  onToggle: (name: SeriesName) => void;
  /** The last toggle tried to add one too many. */
  refused: boolean;
}

/** Toggle chips of the 15 series; at most {@link MAX_COMPARED_METRICS} at once (spec §5). */
export function MetricPicker({ selected, colourOf, onToggle, refused }: MetricPickerProps) {
  const { t } = useTranslation('performance');
  return (
    <div className="metric-picker" role="group" aria-labelledby="metric-picker-label">
      <div className="metric-picker-head">
        <span id="metric-picker-label" className="field-label">
          {t('performance.metrics.label', { count: selected.length, max: MAX_COMPARED_METRICS })}
        </span>
        {refused ? (
          <span className="metric-limit-hint" role="status" data-testid="performance-metric-limit-hint">
            {t('performance.metrics.limit', { max: MAX_COMPARED_METRICS })}
          </span>
        ) : null}
      </div>
      <div className="metric-chips">
        {OVERVIEW_SERIES.map((name) => {
          const on = selected.includes(name);
          return (
            <button
              key={name}
              type="button"
              className={on ? 'metric-chip is-on' : 'metric-chip'}
              aria-pressed={on}
              style={on ? { borderColor: colourOf(name), background: `color-mix(in srgb, ${colourOf(name)} 12%, white)` } : undefined}
              onClick={() => onToggle(name)}
              data-testid={`performance-metric-${name}`}
            >
              <span className="metric-chip-dot" style={{ background: on ? colourOf(name) : undefined }} aria-hidden="true" />
              {t(`common:metrics.${name}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
