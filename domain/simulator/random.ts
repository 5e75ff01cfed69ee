/**
 * Deterministic randomness for the simulator. Every value is a pure function of a seed and the
 * inputs, so simulating day 40 alone gives exactly what a run over days 1..40 gives on day 40.
 */

/** 32-bit hash of a string (FNV-1a), used to turn an IMO number or a name into a seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Mixes up to five integers into a well-spread 32-bit value (murmur3 finaliser over a running
 * combination). Fixed arity keeps it allocation-free; missing trailing values count as 0.
 */
export function hashInts(a: number, b = 0, c = 0, d = 0, e = 0): number {
  let h = 0x9e3779b9;
  h = mix(h ^ (a | 0));
  h = mix(h ^ (b | 0));
  h = mix(h ^ (c | 0));
  h = mix(h ^ (d | 0));
  h = mix(h ^ (e | 0));
  return h >>> 0;
}

function mix(value: number): number {
  let h = Math.imul(value, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A uniform value in [0, 1) for the given integers. */
export function uniformAt(a: number, b = 0, c = 0, d = 0, e = 0): number {
  return hashInts(a, b, c, d, e) / 4_294_967_296;
}

/**
 * An approximately standard normal value for the given integers: the sum of the four bytes of one
 * hash (Irwin-Hall), scaled to unit variance. Cheap, and its tails stop near ±3.5σ, like a real sensor.
 */
export function gaussianAt(a: number, b = 0, c = 0, d = 0): number {
  const h = hashInts(a, b, c, d, 0x5eed);
  const sum = (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24);
  return ((sum - 510) / 255) * Math.sqrt(3);
}

/**
 * Smooth noise in [-1, 1] over time: hashed values at multiples of `periodSeconds`, joined by a
 * cosine curve, plus a half-amplitude octave at half the period for texture.
 */
export function smoothNoise(seed: number, channel: number, tMs: number, periodSeconds: number): number {
  const octave = (period: number, salt: number) => {
    const x = tMs / 1000 / period;
    const i = Math.floor(x);
    const f = x - i;
    const a = uniformAt(seed, channel, salt, i) * 2 - 1;
    const b = uniformAt(seed, channel, salt, i + 1) * 2 - 1;
    const w = (1 - Math.cos(Math.PI * f)) / 2;
    return a + (b - a) * w;
  };
  return (octave(periodSeconds, 0) * 2 + octave(periodSeconds / 2, 1)) / 3;
}

/** A sequential generator (mulberry32) for planning, where order is fixed by construction. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low: number, high: number) => low + (high - low) * next(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export type Random = ReturnType<typeof createRandom>;
