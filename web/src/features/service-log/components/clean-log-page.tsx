import { ServiceLog } from './service-log.tsx';

/** The room's cleaning calls (/dashboard/serviceLog/cleanLog/:roomId). */
export default function CleanLogPage() {
  return <ServiceLog category="cleaning" />;
}
