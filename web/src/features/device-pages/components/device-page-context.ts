import type { DevicePage, UserLanguage } from '@facility/contracts';

/** What a device page's screens get from the shell around them. */
export interface DevicePageContext {
  page: DevicePage;
  language: UserLanguage;
  /** Queues an ingest event stamped now; `thanks: false` skips the "Thank you" flash (the survey moves on instead). */
  report: (type: string, fields?: Record<string, unknown>, options?: { thanks?: boolean }) => void;
}
