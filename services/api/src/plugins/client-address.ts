import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config.ts';

/**
 * The client's address as Fastify's `request.ip` would give it, for raw requests Fastify
 * never sees (WebSocket upgrades): the socket's peer, or, behind trusted proxies, the hop
 * of `X-Forwarded-For` just before them. Never the leftmost entry, which the client wrote.
 */
export function clientAddressOf(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trust = proxyTrust(trustProxy);
  if (trust === false) return (request) => request.socket.remoteAddress ?? 'unknown';
  const compiled = typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, compiled);
}

/** The config's proxy trust as Fastify's `trustProxy` takes it: a hop count becomes a function of the hop. */
export function proxyTrust(trustProxy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}
