import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The dashboard's own routes (history mode): which unknown requests are pages, and how to answer them. */
export interface PageFallback {
  wantsPage(request: FastifyRequest): boolean;
  /** Answers a browser's page request with the app, or returns null for the 404 problem. */
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply | null;
}

/**
 * Serves the built dashboard (web/dist) from the API's own origin, so the session cookie
 * and socket.io need no CORS. The app routes in the browser (history mode), so `/` and any
 * other GET that is not an API path or a file get index.html; API paths keep their
 * problem-details 404.
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
  const page = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The static wildcard would answer `/` as a directory listing refused (403): the root is the app.
  app.get('/', { schema: { hide: true } }, (_request, reply) => page(reply));
  const wantsPage = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    const upgrade = request.headers.upgrade !== undefined;
    return request.method === 'GET' && !upgrade && !path.startsWith('/api/') && !path.startsWith('/socket.io') && !/\.[a-z0-9]+$/i.test(path);
  };
  return { wantsPage, serve: (request, reply) => (wantsPage(request) ? page(reply) : null) };
}
