import { fastifyCookie } from '@fastify/cookie';

/** The session token in a socket's `Cookie` header (parsed like the HTTP routes' cookies), or null. */
export function sessionTokenOf(header: string | undefined, name: string): string | null {
  if (!header) return null;
  return fastifyCookie.parse(header)[name] ?? null;
}
