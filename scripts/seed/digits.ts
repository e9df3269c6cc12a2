import { createHash } from 'node:crypto';
import luhn10 from 'card-validator/dist/luhn-10.js';

// The project's pre-stop hook (and tests/unit/seed.test.ts) treat any Luhn-valid run of 13–19
// digits in a tracked file as a leaked card number. Account numbers, IMEIs, ICCIDs and serials
// are long digit runs too, so every one the seed writes is made to fail the Luhn check.

/** Maximal digit runs a card scanner would look at. */
const CARD_LIKE_RUN = /(?<!\d)\d{13,19}(?!\d)/g;

export const cardLikeRuns = (text: string): string[] => [...text.matchAll(CARD_LIKE_RUN)].map((m) => m[0]).filter((run) => luhn10(run));

/**
 * The digits unchanged when they fail Luhn, else with the last digit bumped by one: the check
 * digit has weight 1, so any change to it breaks the checksum.
 */
export function notLuhn(digitString: string): string {
  if (!luhn10(digitString)) return digitString;
  const last = Number(digitString.slice(-1));
  return digitString.slice(0, -1) + String((last + 1) % 10);
}

/**
 * Lowercase hex derived from a name. Hex can hold long digit runs by chance, so the first
 * variant (name, name#1, name#2, …) without a Luhn-valid run is taken.
 */
export function safeHex(name: string, length: number): string {
  for (let n = 0; ; n += 1) {
    const hex = createHash('sha256')
      .update(n === 0 ? name : `${name}#${n}`)
      .digest('hex')
      .slice(0, length);
    if (cardLikeRuns(hex).length === 0) return hex;
  }
}
