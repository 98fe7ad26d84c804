import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a browser's page request with the app, or returns null for the 404 problem. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/**
 * Serves the built dashboard (web/dist) from the API's own origin, so the session cookie
 * and socket.io need no CORS. The app routes in the browser (history mode), so any other
 * GET that asks for HTML gets index.html; API paths keep their problem-details 404.
 */
export async function registerWebBundle(app: FastifyInstance, webDir: string | null): Promise<PageFallback | null> {
  if (!webDir || !existsSync(join(webDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDir,
    // Files are looked up per request, so a rebuilt bundle (new hashed names) is served without a restart.
    wildcard: true,
    index: false,
    // Hashed asset names never change content: cache them for a year; index.html never.
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/socket.io') && !/\.[a-z0-9]+$/i.test(path);
    return wantsPage ? reply.header('cache-control', 'no-cache').sendFile('index.html') : null;
  };
}
