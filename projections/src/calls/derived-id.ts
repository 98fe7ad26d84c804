import { createHash } from 'node:crypto';

/**
 * A UUID derived from the id of the event that caused an output and what the output is
 * (name-based, in the manner of RFC 9562 version 5 but with SHA-256). Reactors use it so
 * that deciding again about the same event yields the same ids, which the store keeps once.
 */
export function derivedEventId(causeId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${causeId}\u0000${purpose}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
