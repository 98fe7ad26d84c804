/**
 * Where the filter folds into one summary line (issue 19): a phone held upright. The same
 * width is the breakpoint of filters.css and of the analytics table's narrow room column.
 */
export const FILTER_PHONE_QUERY = '(max-width: 560px)';
