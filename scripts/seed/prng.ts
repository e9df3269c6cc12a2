// Seeded randomness for the seed generator. The committed db.json must be byte-identical on
// every run, so nothing here reads Math.random or the clock.

export type Rng = () => number;

/** mulberry32: a tiny 32-bit PRNG, plenty for demo identifiers. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One stream per name (FNV-1a of the name as seed), so adding a record to one account does
 * not reshuffle the identifiers of every other account.
 */
export function rngFor(name: string): Rng {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return mulberry32(h);
}

export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const draw = (rng: Rng, alphabet: string, length: number): string => Array.from({ length }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');

export const digits = (rng: Rng, length: number): string => draw(rng, '0123456789', length);
export const hexDigits = (rng: Rng, length: number): string => draw(rng, '0123456789ABCDEF', length);
export const alnum = (rng: Rng, length: number): string => draw(rng, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', length);
