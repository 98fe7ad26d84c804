export * from './projection.ts';
export type { ReadModelDatabase } from './read-model-database.ts';
export { migrateReadModels } from './migrations/migrate.ts';
export * from './engine/checkpoints.queries.ts';
export * from './engine/dead-letters.queries.ts';
export { ProjectionMemory, forgetUnlessCommitted } from './engine/projection-memory.ts';
export { roomHourlyProjection } from './room-hourly/room-hourly.projection.ts';
export * from './room-hourly/room-hourly.queries.ts';
export * from './room-hourly/counter-fields.ts';
export { REPEAT_WINDOW_MS, LATE_AFTER_MS } from './room-hourly/room-hourly.fold.ts';
export { organisationProjection, ORGANISATION_EVENT_TYPES } from './organisation/organisation.projection.ts';
export * from './organisation/organisation.queries.ts';
export * from './organisation/organisation.users.queries.ts';
export * from './organisation/device-code.queries.ts';
export * from './auth/sessions.queries.ts';
export * from './auth/login-throttle.queries.ts';
export { deviceStatusProjection } from './device-status/device-status.projection.ts';
export { deviceAlertReactorProjection } from './device-alerts/device-alert-reactor.projection.ts';
export { deviceAlertsProjection } from './device-alerts/device-alerts.projection.ts';
export { OFFLINE_AFTER_MS, offlineAlertOpened } from './device-alerts/device-alert-events.ts';
export { deviceReportsProjection } from './device-reports/device-reports.projection.ts';
export * from './device-reports/device-reports.queries.ts';
export { deviceFlagsProjection } from './device-flags/device-flags.projection.ts';
export * from './device-flags/device-flags.queries.ts';
export { callReactorProjection } from './calls/call-reactor.projection.ts';
export { callsProjection } from './calls/calls.projection.ts';
export { roomStatusProjection } from './room-status/room-status.projection.ts';
export { cleandexProjection } from './cleandex/cleandex.projection.ts';
export { notificationReactorProjection, createNotificationReactor } from './notifications/notification-reactor.projection.ts';
export { notificationsProjection } from './notifications/notifications.projection.ts';
export * from './notifications/notifications.queries.ts';
export { evolveNotification, type NotificationRecord } from './notifications/notifications.fold.ts';
export { decideNotifications, lateCause, notificationId, STALE_AFTER_MS, type NotifyCall, type CallProgress, type CallArrival } from './notifications/notification.rules.ts';
export type { NotifySite } from './notifications/notify-site.ts';
export { dashboardPath, withDashboardLink, type LinkTarget } from './notifications/dashboard-link.ts';
export { asTestMail, previewSubject } from './notifications/mail-preview.ts';
export { renderEmail } from './notifications/notification-render.ts';
export * from './cleandex/cleandex.queries.ts';
export { surveysProjection } from './surveys/surveys.projection.ts';
export * from './surveys/surveys.queries.ts';
export * from './cleandex/cleandex.maths.ts';
export { reactToCalls } from './calls/call-reactor.rules.ts';
export { DEFAULT_COUNTER_THRESHOLD } from './calls/call-reactor.state.ts';
export { escalationEvent } from './calls/escalation-event.ts';
export { derivedEventId } from './calls/derived-id.ts';
export * from './calendar/site-calendar.ts';
export * from './calendar/site-time.ts';
export type { SiteRules } from './calendar/site-rules.ts';
export * from './device-status/device-status.queries.ts';
export type { DeviceNote, DeviceStatus, TimeSavingParameters } from './organisation/organisation.table.ts';

import { deviceStatusProjection } from './device-status/device-status.projection.ts';
import { deviceAlertReactorProjection } from './device-alerts/device-alert-reactor.projection.ts';
import { deviceAlertsProjection } from './device-alerts/device-alerts.projection.ts';
import { deviceReportsProjection } from './device-reports/device-reports.projection.ts';
import { deviceFlagsProjection } from './device-flags/device-flags.projection.ts';
import { organisationProjection } from './organisation/organisation.projection.ts';
import { roomHourlyProjection } from './room-hourly/room-hourly.projection.ts';
import { callReactorProjection } from './calls/call-reactor.projection.ts';
import { callsProjection } from './calls/calls.projection.ts';
import { roomStatusProjection } from './room-status/room-status.projection.ts';
import { cleandexProjection } from './cleandex/cleandex.projection.ts';
import { notificationReactorProjection } from './notifications/notification-reactor.projection.ts';
import { notificationsProjection } from './notifications/notifications.projection.ts';
import { tasksProjection } from './tasks/tasks.projection.ts';
import { surveysProjection } from './surveys/surveys.projection.ts';
import type { ProjectionDefinition } from './projection.ts';

/** Every projection (and reactor) the projector runs, by name. */
export const ALL_PROJECTIONS: readonly ProjectionDefinition[] = [
  roomHourlyProjection,
  organisationProjection,
  deviceStatusProjection,
  callReactorProjection,
  callsProjection,
  roomStatusProjection,
  deviceAlertReactorProjection,
  deviceAlertsProjection,
  deviceReportsProjection,
  deviceFlagsProjection,
  cleandexProjection,
  notificationReactorProjection,
  notificationsProjection,
  tasksProjection,
  surveysProjection,
];
export * from './stats/room-filter.sql.ts';
export * from './stats/analytics.queries.ts';
export * from './stats/suggestions.queries.ts';
export * from './stats/report-calls.queries.ts';
export * from './stats/complaint-calls.queries.ts';
export * from './organisation/company-general.queries.ts';
export * from './organisation/site-details.queries.ts';
export * from './organisation/organisation.admin.queries.ts';
export * from './organisation/working-area.queries.ts';
export * from './calls/calls.queries.ts';
export * from './calls/scheduled-calls.queries.ts';
export { SCHEDULED_ROUND, scheduledCallEvent } from './calls/scheduled-calls.ts';
export * from './room-status/room-status.queries.ts';
export * from './device-alerts/device-alerts.queries.ts';
export type { DispenserReading } from './room-status/room-status.table.ts';
// The pure folds, for reading the past straight from the log (time travel).
export { foldRoomFacts, ROOM_STATUS_EVENT_TYPES, type RoomFacts } from './room-status/room-status.fold.ts';
export { foldCalls, type CallRecord } from './calls/calls.fold.ts';
export { foldDeviceStatus } from './device-status/device-status.projection.ts';
export { tasksProjection } from './tasks/tasks.projection.ts';
export * from './tasks/tasks.queries.ts';
export * from './tasks/task-schedule.ts';
export { taskDueEvent, occurrenceState, type OccurrenceFacts } from './tasks/task-occurrences.ts';
export type { TaskRecord, OccurrenceRecord } from './tasks/tasks.fold.ts';
export * from './what-if/what-if.replay.ts';
export * from './what-if/what-if.figures.ts';
export * from './what-if/what-if.queries.ts';
