/**
 * A fresh webhook signing secret: 32 random bytes as 64 hex digits (the HMAC-SHA256 key of
 * `X-Facility-Signature`). `random` fills the bytes; the browser's crypto by default.
 */
export function generateSecret(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
