import { useCurrentRoute } from '../../../hooks/use-current-route.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { FILTER_PHONE_QUERY } from '../model/phone-query.ts';
import { FilterFields, type FilterFieldsProps } from './filter-fields.tsx';
import { PhoneFilterBar } from './phone-filter-bar.tsx';
import './filters.css';

/**
 * The header's filter (spec §2 "Top filter bar"). On a desk, every field in one bar; on a
 * phone the bar would fill half the screen above the figures, so it folds to one summary line
 * that opens the fields in a sheet (issue 19).
 */
export function FilterBar(props: FilterFieldsProps) {
  const phone = useMediaQuery(FILTER_PHONE_QUERY);
  const { route } = useCurrentRoute();
  return phone ? <PhoneFilterBar {...props} extraKind={route?.extraFilter} /> : <FilterFields {...props} />;
}
