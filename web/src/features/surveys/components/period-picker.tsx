import { TIME_TYPES } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { filters, selectCustomRange, selectTimeType } from '../../../stores/filter.store.ts';

/**
 * The dashboard filter's period on a screen without the header filter: the same time type
 * (and custom range) the statistics screens use, so a period chosen here is the period there.
 */
export function PeriodPicker({ timezone, testId }: { timezone: string | null; testId: string }) {
  const { t } = useTranslation('common');
  const { selection } = useSnapshot(filters);
  return (
    <div className="filter-group survey-period">
      <SelectField
        label={t('filters.timeType')}
        value={selection.timeType}
        options={TIME_TYPES.map((type) => ({ value: type, label: t(`timeTypes.${type}`) }))}
        onChange={(value) => selectTimeType(value, timezone)}
        testId={`${testId}-time-type`}
      />
      {selection.timeType === 'custom_time' ? (
        <>
          <DateField label={t('filters.from')} value={selection.time.timeFrom} max={selection.time.timeTo} onChange={(timeFrom) => selectCustomRange({ ...selection.time, timeFrom })} testId={`${testId}-from`} />
          <DateField label={t('filters.to')} value={selection.time.timeTo} min={selection.time.timeFrom} onChange={(timeTo) => selectCustomRange({ ...selection.time, timeTo })} testId={`${testId}-to`} />
        </>
      ) : null}
    </div>
  );
}
