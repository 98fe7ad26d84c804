import { ServiceLog } from './service-log.tsx';

/** The room's maintenance calls (/dashboard/serviceLog/maintenanceLog/:roomId). */
export default function MaintenanceLogPage() {
  return <ServiceLog category="maintenance" />;
}
