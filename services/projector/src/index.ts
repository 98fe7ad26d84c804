export * from './change-set.ts';
export { applyBatch, ProjectionHaltedError, type PoisonPolicy } from './apply-batch.ts';
export { ProjectionRunner, ownerLockName, type RunnerState, type RunnerStatus } from './projection-runner.ts';
export { Projector, type ProjectorOptions, type ProjectionHealth } from './projector.ts';
export { rebuildProjection, rebuildProjections, ProjectionBusyError, type RebuildOptions, type RebuildProgress, type RebuildResult } from './rebuild.ts';
export { EscalationTimer, type EscalationTimerOptions } from './reactors/escalation-timer.ts';
export { DeviceAlertTimer, type DeviceAlertTimerOptions } from './reactors/device-alert-timer.ts';
