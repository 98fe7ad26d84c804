import { createHash } from 'node:crypto';

// ---------------------------------------------------------------------------------------
// Randomness and ids

/** mulberry32: small, fast and seedable. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: a 32-bit seed from a text. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The id of a device's `n`-th history event: a UUID (version 5 layout) hashed from the
 * seed key, the device and `n`. Unique across devices and runs with another seed key;
 * the same on every run with this one.
 */
export function historyEventId(seedKey: string, deviceId: string, n: number): string {
  const hex = createHash('sha1').update(`${seedKey}|${deviceId}|${n}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A Poisson draw (normal approximation above 30). */
export function poisson(mean: number, random: () => number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const gauss = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

export const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
