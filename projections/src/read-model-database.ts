import type { LoginThrottleTable } from './auth/login-throttle.table.ts';
import type { SessionsTable } from './auth/sessions.table.ts';
import type { DeviceStatusTable } from './device-status/device-status.table.ts';
import type { DeviceSignalHoursTable } from './device-reports/device-signal-hours.table.ts';
import type { DeviceFlagsTable } from './device-flags/device-flags.table.ts';
import type { NotificationCallProgressTable, NotificationReactorCallsTable, NotificationReactorSitesTable, NotificationsTable } from './notifications/notifications.table.ts';
import type { DeviceAlertReactorDevicesTable, DeviceAlertReactorSitesTable, DeviceAlertsTable } from './device-alerts/device-alerts.table.ts';
import type { ProjectionCheckpointsTable, ProjectionDeadLettersTable } from './engine/checkpoints.table.ts';
import type {
  CompaniesTable,
  DevicesTable,
  FranchisesTable,
  RoomsTable,
  SitesTable,
  UsersTable,
} from './organisation/organisation.table.ts';
import type { WorkingAreasTable } from './organisation/working-area.table.ts';
import type { CallReactorPressesTable, CallReactorRoomsTable, CallReactorSitesTable, CallsTable } from './calls/calls.table.ts';
import type { RoomStatusTable } from './room-status/room-status.table.ts';
import type { TaskOccurrencesTable, TasksTable } from './tasks/tasks.table.ts';
import type { SurveyAnswersTable, SurveyDevicesTable, SurveySubmissionsTable, SurveysTable } from './surveys/surveys.table.ts';
import type { CleandexHourlyTable, CleandexPressesTable, CleandexRoomsTable, CleandexSitesTable } from './cleandex/cleandex.table.ts';
import type {
  ComplaintPressesTable,
  RoomHourlyCountersTable,
  RoomHourlyProblemsTable,
  RoomShiftCountersTable,
  ShiftBucketSitesTable,
  SiteHourlyCountersTable,
  SiteShiftCountersTable,
} from './room-hourly/room-hourly.table.ts';

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
  working_areas: WorkingAreasTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  device_status: DeviceStatusTable;
  device_signal_hours: DeviceSignalHoursTable;
  device_flags: DeviceFlagsTable;
  device_alerts: DeviceAlertsTable;
  device_alert_reactor_sites: DeviceAlertReactorSitesTable;
  device_alert_reactor_devices: DeviceAlertReactorDevicesTable;
  room_shift_counters: RoomShiftCountersTable;
  site_hourly_counters: SiteHourlyCountersTable;
  site_shift_counters: SiteShiftCountersTable;
  room_hourly_problems: RoomHourlyProblemsTable;
  shift_bucket_sites: ShiftBucketSitesTable;
  calls: CallsTable;
  call_reactor_sites: CallReactorSitesTable;
  call_reactor_rooms: CallReactorRoomsTable;
  call_reactor_presses: CallReactorPressesTable;
  room_status: RoomStatusTable;
  tasks: TasksTable;
  task_occurrences: TaskOccurrencesTable;
  cleandex_rooms: CleandexRoomsTable;
  cleandex_sites: CleandexSitesTable;
  cleandex_presses: CleandexPressesTable;
  cleandex_hourly: CleandexHourlyTable;
  notifications: NotificationsTable;
  notification_reactor_sites: NotificationReactorSitesTable;
  notification_reactor_calls: NotificationReactorCallsTable;
  notification_call_progress: NotificationCallProgressTable;
  surveys: SurveysTable;
  survey_devices: SurveyDevicesTable;
  survey_submissions: SurveySubmissionsTable;
  survey_answers: SurveyAnswersTable;
}
