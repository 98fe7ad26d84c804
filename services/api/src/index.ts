// What the scripts (demo seed, simulator, benchmarks) build on; the server itself starts
// from main.ts.
export { loadConfig, type ApiConfig } from './config.ts';
export { startRuntime, type Runtime } from './runtime.ts';
export { stopOnSignals } from './shutdown.ts';
export { EXIT_CONFIG, startServer } from './server-start.ts';
export { handleCommand } from './domain/command-handler.ts';
export type { DecisionContext } from './domain/decider.ts';
export { hashPassword } from './features/auth/password.ts';
export { hashToken, newSecretToken } from './features/auth/secret-token.ts';
export { ingestBatch, type IngestingDevice } from './features/ingest/ingest.service.ts';
export type { IncomingEvent } from './features/ingest/ingest.validation.ts';
export { franchiseDecider } from './features/organisation/franchise/franchise.decider.ts';
export { companyDecider } from './features/organisation/company/company.decider.ts';
export { siteDecider } from './features/organisation/site/site.decider.ts';
export { roomDecider } from './features/organisation/room/room.decider.ts';
export { deviceDecider } from './features/organisation/device/device.decider.ts';
export { userDecider } from './features/organisation/user/user.decider.ts';
export { surveyDecider } from './features/surveys/survey.decider.ts';
export { taskDecider } from './features/tasks/task.decider.ts';
export { backtest, DEFAULT_WEEKS, type Backtest } from './features/forecast/forecast.model.ts';
export { runWhatIf, replayCalls, WARM_UP_DAYS } from './features/what-if/what-if.service.ts';
export { whatIfPeriod } from './features/what-if/what-if.request.ts';
export { readHourCounts } from './features/forecast/forecast.service.ts';
