import type { Projector } from '@facility/projector';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { healthRoutes } from './features/health/health.routes.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProblemDetails } from './plugins/problem-details.ts';

export interface AppDependencies {
  projector: Projector;
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/**
 * The Fastify app with every plugin and route, but not listening: tests drive it with
 * `app.inject`, `main.ts` listens. Plugins first (errors, OpenAPI), then routes by feature.
 */
export async function buildApp(deps: AppDependencies, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // The largest legitimate body is an ingest batch of 1000 events.
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  registerProblemDetails(app);
  await registerOpenApi(app);
  await app.register(healthRoutes, { projector: deps.projector });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
