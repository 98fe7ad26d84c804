import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { todayIn } from '../../../stores/time-range.ts';

/** The selected site as the alert views need it: its id, its time zone (the reader's when unknown) and today there. */
export function useAlertSite(): { siteId: string | null; timeZone: string; today: string } {
  const site = useCurrentSite();
  const timeZone = site?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { siteId: site?.id ?? null, timeZone, today: todayIn(timeZone) };
}
