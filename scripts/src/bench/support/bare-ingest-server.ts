// The HTTP ceiling for the ingest benchmark: a bare Fastify server whose POST /api/ingest
// only parses the same JSON (Fastify's parser, the same body limit) and answers 202, and
// whose /api/health answers 200 so the benchmark starts it like the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/ingest', async (request, reply) => {
  const events = (request.body as { events?: unknown[] }).events ?? [];
  return reply.code(202).send({ accepted: events.length, duplicates: 0 });
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
