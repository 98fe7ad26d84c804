import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the PostgreSQL server that a fault test can take down and bring
 * back on the same port: to the process behind it, exactly what an outage of the database
 * server looks like (every connection reset, new ones refused), without touching the
 * server the other suites share.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the relay's. */
  urlFor(url: string): string;
  /** Closes the listener and resets every relayed connection. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const [socket, peer] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => peer.destroy());
          socket.pipe(peer);
        }
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = null;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    urlFor(url) {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(port);
      return relayed.toString();
    },
    down,
    up: listen,
    close: down,
  };
}
