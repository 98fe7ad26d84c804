import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteDependencies } from '../../route-dependencies.ts';

// Registered by app.ts; the routes of this feature arrive with their issue.
export const sensorRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async () => {};
