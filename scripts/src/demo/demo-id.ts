import { createHash } from 'node:crypto';

/** A UUID-shaped id (version 5 layout) derived from `kind` and `key`: stable across runs. */
export function demoId(kind: string, key: string): string {
  const hex = createHash('sha1').update(`facility-demo/v1/${kind}/${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
