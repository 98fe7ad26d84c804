import type { SessionsTable } from './auth/sessions.table.ts';
import type { DeviceStatusTable } from './device-status/device-status.table.ts';
import type { ProjectionCheckpointsTable, ProjectionDeadLettersTable } from './engine/checkpoints.table.ts';
import type {
  CompaniesTable,
  DevicesTable,
  FranchisesTable,
  RoomsTable,
  SitesTable,
  UsersTable,
} from './organisation/organisation.table.ts';
import type { ComplaintPressesTable, RoomHourlyCountersTable } from './room-hourly/room-hourly.table.ts';

/** Every read-model table, for typed Kysely queries (one `*.table.ts` per concept). */
export interface ReadModelDatabase {
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_dead_letters: ProjectionDeadLettersTable;
  room_hourly_counters: RoomHourlyCountersTable;
  complaint_presses: ComplaintPressesTable;
  franchises: FranchisesTable;
  companies: CompaniesTable;
  sites: SitesTable;
  rooms: RoomsTable;
  devices: DevicesTable;
  users: UsersTable;
  sessions: SessionsTable;
  device_status: DeviceStatusTable;
}
