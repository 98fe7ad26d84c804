import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document, generated from the same TypeBox schemas that validate requests,
 * served as JSON at `/api/docs`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Facility platform API',
        version: '0.1.0',
        description:
          'Device ingest, auth, organisation and analytics for data-driven facility cleaning and maintenance. ' +
          'Errors are RFC 9457 problem details.',
      },
      components: {
        securitySchemes: {
          deviceToken: { type: 'http', scheme: 'bearer', description: 'The token a device received when it was registered' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Set by POST /api/auth/login' },
        },
      },
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
