import type { EventStore } from '@facility/event-store';
import type { ReadModelDatabase } from '@facility/projections';
import type { ProjectionMonitor } from '@facility/projector';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import rateLimit from '@fastify/rate-limit';
import type { TrustProxy } from './config.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import type { LoginThrottlePolicies } from './features/auth/login-throttle.ts';
import { companyRoutes } from './features/organisation/company/company.routes.ts';
import { companyAdminRoutes } from './features/organisation/company/company-admin.routes.ts';
import { franchiseRoutes } from './features/organisation/franchise/franchise.routes.ts';
import { siteUserRoutes } from './features/organisation/user/site-users.routes.ts';
import { userRoutes } from './features/organisation/user/user.routes.ts';
import { deviceRoutes } from './features/organisation/device/device.routes.ts';
import { deviceAdminRoutes } from './features/organisation/device/device-admin.routes.ts';
import { roomAdminRoutes } from './features/organisation/room/room-admin.routes.ts';
import { cleanerRoutes } from './features/organisation/working-area/cleaner.routes.ts';
import { workingAreaRoutes } from './features/organisation/working-area/working-area.routes.ts';
import { deviceChannelRoutes } from './features/device-channel/device-channel.routes.ts';
import { filterRoutes } from './features/filters/filters.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { ingestRoutes } from './features/ingest/ingest.routes.ts';
import { deviceFlagAdminRoutes, deviceFlagRoutes } from './features/device-flags/device-flags.routes.ts';
import { devicePageRoutes } from './features/device-page/device-page.routes.ts';
import type { PubSub } from './features/live/live-bus.ts';
import { registerLiveHub } from './features/live/live-hub.ts';
import { roomStatsRoutes } from './features/room-stats/room-stats.routes.ts';
import { roomStatusRoutes } from './features/room-status/room-status.routes.ts';
import { cleandexRoutes } from './features/cleandex/cleandex.routes.ts';
import { sensorRoutes } from './features/sensors/sensors.routes.ts';
import { deviceAlertRoutes } from './features/device-alerts/device-alerts.routes.ts';
import { NO_MAIL_DELIVERY, notificationRoutes, type MailDelivery } from './features/notifications/notifications.routes.ts';
import { sensorReportRoutes } from './features/sensors/sensor-reports.routes.ts';
import { serviceLogRoutes } from './features/service-log/service-log.routes.ts';
import { siteRoutes } from './features/organisation/site/site.routes.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { forecastRoutes } from './features/forecast/forecast.routes.ts';
import { whatIfRoutes } from './features/what-if/what-if.routes.ts';
import { timeTravelRoutes } from './features/time-travel/time-travel.routes.ts';
import { suggestionRoutes } from './features/suggestions/suggestions.routes.ts';
import { surveyRoutes } from './features/surveys/surveys.routes.ts';
import { taskRoutes } from './features/tasks/tasks.routes.ts';
import { registerAuth, requireUser } from './plugins/auth.ts';
import { clientAddressOf, proxyTrust } from './plugins/client-address.ts';
import { clock } from './plugins/clock.ts';
import { dependencies } from './plugins/dependencies.ts';
import { registerDeviceSocket } from './plugins/device-socket.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { answerClientError, registerProblemDetails, sendProblem } from './plugins/problem-details.ts';
import { rewriteSecretQuery } from './plugins/secret-query.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUpgradeRouter } from './plugins/upgrade-router.ts';
import { registerWebBundle } from './plugins/web-bundle.ts';
import { registerWellFormedStrings } from './plugins/well-formed-strings.ts';
import { registerReadCaches } from './plugins/read-caches.ts';

export interface AppDependencies {
  projector: ProjectionMonitor;
  /** False while the process is still loading data; health answers 503 meanwhile. */
  isServing?: () => boolean;
  store: EventStore;
  db: Kysely<ReadModelDatabase>;
  /** LISTEN/NOTIFY on the database (the `Database` itself): with it, the live hub pushes projector commits to browsers. */
  pubSub?: PubSub;
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Which proxies' forwarded hops to believe (config `TRUST_PROXY`); none by default. */
  trustProxy?: TrustProxy;
  /** How failed logins slow a guesser down (default `DEFAULT_LOGIN_THROTTLE`). */
  loginThrottle?: LoginThrottlePolicies;
  /** WebSocket and socket.io connections one client address may hold (default 200). */
  maxSocketsPerAddress?: number;
  /** Ingest requests one device may make per minute (default 3000). */
  ingestRateLimit?: number;
  /** Memory for the answer cache in MB (default 64; 0 turns it off). Kept only with `pubSub`, which tells it what changed. */
  answerCacheMegabytes?: number;
  /** The server's clock (default the system's); tests set it. */
  clock?: () => Date;
  /** The built dashboard (web/dist) to serve; null or missing serves the API alone. */
  webDir?: string | null;
  /** How notification mails leave this server, for the settings' preview (default: no SMTP, no link). */
  mailDelivery?: MailDelivery;
  /** How long an admin's device command waits for the tablet's acknowledgement (default 10 s). */
  deviceCommandTimeoutMs?: number;
  /** How long a command for a tablet not connected here waits for another API node to hold it (default 500 ms). */
  deviceCommandAcceptMs?: number;
}

/**
 * The Fastify app with every plugin and route, but not listening: tests drive it with
 * `app.inject`, `main.ts` listens. Plugins first (errors, OpenAPI, sessions), then routes
 * by feature.
 */
export async function buildApp(deps: AppDependencies, options: AppOptions = {}) {
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: proxyTrust(trustProxy),
    // An ingest batch of 1000 events is well under 1 MiB; twice that leaves room.
    bodyLimit: 2 * 1024 * 1024,
    // A device token in the query of an ordinary request is dropped before routing and logging.
    rewriteUrl: rewriteSecretQuery,
    // Malformed URLs and oversized headers are answered as problem details like every other error.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request'),
    clientErrorHandler: answerClientError,
    // On close, idle keep-alive connections are cut at once; upgraded sockets by the upgrade router.
    forceCloseConnections: true,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(clock, { clock: options.clock });
  await app.register(dependencies, { db: deps.db, store: deps.store });
  await registerReadCaches(app, deps, { answerCacheMegabytes: options.answerCacheMegabytes ?? 64 });
  // Per route only (`config.rateLimit`), kept in each process's memory: these limits bound a
  // flood, they are not an account's allowance (login attempts are counted in PostgreSQL).
  await app.register(rateLimit, { global: false });
  await registerSecurityHeaders(app);
  registerWellFormedStrings(app);
  registerProblemDetails(app, { pageFallback: await registerWebBundle(app, options.webDir ?? null), notFoundPerMinute: 300 });
  await registerOpenApi(app);
  await registerAuth(app);
  registerUpgradeRouter(app, { maxSocketsPerAddress: options.maxSocketsPerAddress ?? 200, clientAddress: clientAddressOf(trustProxy) });
  await registerDeviceSocket(app);
  await app.register(healthRoutes, { projector: deps.projector, isServing: deps.isServing });
  await app.register(authRoutes, { loginThrottle: options.loginThrottle });
  await app.register(ingestRoutes, { ratePerMinute: options.ingestRateLimit ?? 3_000 });
  // Pads and counters read and acknowledge their update/restart flags with their token, like the ingest.
  await app.register(deviceFlagRoutes, { ratePerMinute: options.ingestRateLimit ?? 3_000 });
  // Kiosk tablets and QR pages read what to show with their token (public: per device and address).
  await app.register(devicePageRoutes);
  // Devices authenticate with their token; the channel's admin commands check the session themselves.
  // Embedded PGlite is one process: no other node to relay device commands to.
  const relayPubSub = deps.pubSub && deps.pubSub.kind !== 'pglite' ? deps.pubSub : undefined;
  await app.register(deviceChannelRoutes, { commandTimeoutMs: options.deviceCommandTimeoutMs, relayAcceptMs: options.deviceCommandAcceptMs, pubSub: relayPubSub });
  // Everything else is for signed-in users: one check for the whole encapsulated scope, so
  // a feature cannot forget it.
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', requireUser);
    await signedIn.register(deviceRoutes);
    await signedIn.register(deviceAdminRoutes);
    await signedIn.register(deviceFlagAdminRoutes);
    await signedIn.register(roomAdminRoutes);
    await signedIn.register(workingAreaRoutes);
    await signedIn.register(cleanerRoutes);
    await signedIn.register(filterRoutes);
    await signedIn.register(siteRoutes);
    await signedIn.register(statsRoutes);
    await signedIn.register(analyticsRoutes);
    await signedIn.register(suggestionRoutes);
    await signedIn.register(forecastRoutes);
    await signedIn.register(whatIfRoutes);
    await signedIn.register(companyRoutes);
    await signedIn.register(franchiseRoutes);
    await signedIn.register(companyAdminRoutes);
    await signedIn.register(userRoutes);
    await signedIn.register(siteUserRoutes);
    await signedIn.register(roomStatsRoutes);
    await signedIn.register(serviceLogRoutes);
    await signedIn.register(sensorRoutes);
    await signedIn.register(deviceAlertRoutes);
    await signedIn.register(sensorReportRoutes);
    await signedIn.register(roomStatusRoutes);
    await signedIn.register(timeTravelRoutes);
    await signedIn.register(cleandexRoutes);
    await signedIn.register(notificationRoutes, { delivery: options.mailDelivery ?? NO_MAIL_DELIVERY });
    await signedIn.register(surveyRoutes);
    await signedIn.register(taskRoutes);
  });
  if (deps.pubSub) await registerLiveHub(app, { projector: deps.projector, pubSub: deps.pubSub });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
