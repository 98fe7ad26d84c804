import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../stores/time-range.ts';
import { siteQuery } from '../api/tasks-api.ts';
import { weekStartOf } from '../model/calendar-grid.ts';
import { shiftDisplayName, type SummaryContext } from '../model/schedule-summary.ts';

/**
 * What the task screens need to word schedules and dates: the reader's language, the site's
 * today, the week's first day, and the names of the site's shifts.
 */
export function useSummaryContext(siteId: string | null, timeZone: string): SummaryContext & { weekStart: number } {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const site = useQuery(siteQuery(siteId));
  const shifts = site.data?.shifts;
  const shiftName = useCallback(
    (shiftNumber: number) => {
      const name = shifts?.find((shift) => shift.shiftNumber === shiftNumber)?.shiftName;
      return name === undefined ? null : shiftDisplayName(name, (key) => t(key));
    },
    [shifts, t],
  );
  const today = todayIn(timeZone);
  return useMemo(
    () => ({ language, today, shiftName, weekStart: weekStartOf(language), t: (key: string, options?: Record<string, string | number>) => t(key, options ?? {}) }),
    [language, today, shiftName, t],
  );
}
