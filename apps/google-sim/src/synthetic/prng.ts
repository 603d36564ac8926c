/**
 * Deterministic, order-independent randomness: every value is a pure function of
 * (seed, keys), so any property/day can be generated lazily in any order and the
 * answer never depends on which requests came first or on a restart.
 */

const mix = (h: number, k: number): number => {
  let x = Math.imul(k | 0, 0xcc9e2d51);
  x = (x << 15) | (x >>> 17);
  x = Math.imul(x, 0x1b873593);
  let y = h ^ x;
  y = (y << 13) | (y >>> 19);
  return (Math.imul(y, 5) + 0xe6546b64) | 0;
};

const finalize = (h: number): number => {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
};

/** 32-bit hash of a string (FNV-1a), used to turn seeds and ids into numbers. */
export const hashString = (value: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/** Uniform number in [0, 1) for the given seed and integer keys. */
export const unit = (seed: number, a: number, b = 0, c = 0, d = 0): number => {
  let h = seed | 0;
  h = mix(h, a);
  h = mix(h, b);
  h = mix(h, c);
  h = mix(h, d);
  return finalize(h) / 4294967296;
};

/** Standard normal deviate (Box–Muller) for the given keys. */
export const gaussian = (seed: number, a: number, b = 0, c = 0, d = 0): number => {
  const u1 = Math.max(unit(seed, a, b, c, d * 2 + 1), 1e-12);
  const u2 = unit(seed, a, b, c, d * 2 + 2);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
};

/** Multiplicative log-normal noise around 1 with the given spread. */
export const noise = (spread: number, seed: number, a: number, b = 0, c = 0, d = 0): number =>
  Math.exp(spread * gaussian(seed, a, b, c, d) - (spread * spread) / 2);

/** Unbiased stochastic rounding: 2.3 becomes 3 with probability 0.3. */
export const roundStochastic = (
  value: number,
  seed: number,
  a: number,
  b = 0,
  c = 0,
  d = 0,
): number => {
  if (value <= 0) return 0;
  const base = Math.floor(value);
  return base + (unit(seed, a, b, c, d) < value - base ? 1 : 0);
};
