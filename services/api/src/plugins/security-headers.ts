import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** HSTS for a year, sent only on requests that arrived over TLS (through a trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (`@fastify/helmet`). The content security policy is the
 * one the built dashboard passes: scripts and styles only from our own origin (Vite emits
 * no inline script), images also as `data:` URLs (a tablet's screenshot) and from https
 * (survey picture buttons), https pages in frames (a survey's embedded link), live updates
 * over our own origin's WebSocket, and no framing of us by anyone (clickjacking). HSTS is sent only
 * when the request came over HTTPS: on plain HTTP (the demo) it would mean nothing, and a
 * browser told so on localhost would refuse every other local plain-HTTP app for a year.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // React sets style properties through the DOM (not blocked); no inline <style> needed.
        'style-src': ["'self'"],
        // Survey image buttons show pictures the survey's author links (https only).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // A survey's embedded-link stage shows the author's page in a frame (https only).
        'frame-src': ['https:'],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin app: no cross-origin isolation needed, and it would block the map tiles a site page may show later.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
