import { expect } from 'vitest';
import { storeOnDisk, type Backend } from './backend';
import { testCards } from './cards';
import { signedIn } from './client';

/**
 * What a card-secrets test sends and then looks for everywhere: the owner's client, two new card
 * numbers, the CVV, and the store as it was before (expectCardSecretsNowhere's `storeBefore`).
 */
export async function cardSecrets(backend: Backend, cvv: string) {
  return {
    client: await signedIn(backend.url, 'owner@acme.example'),
    amex: testCards.amex(),
    visa: testCards.visa(),
    cvv,
    storeBefore: storeOnDisk(backend.dbFile),
  };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

/**
 * The text without its instants (ISO times, as the store, the replies and the log write them):
 * their milliseconds are any three digits, the CVV's among them, at the clock's whim.
 */
export const untimed = (text: string) => text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');

/**
 * After requests that carried card numbers and a CVV: no number is in the store on disk, the
 * server's output or any reply; the CVV is in none of the replies or the output, and in the store
 * no more often than before (its digits may occur in the seed by chance); and the store has no
 * field that could hold a number or a CVV.
 */
export function expectCardSecretsNowhere(
  backend: Backend,
  { numbers, cvv, storeBefore, replies }: { numbers: string[]; cvv: string; storeBefore: string; replies: { text: string }[] },
): void {
  const store = storeOnDisk(backend.dbFile);
  const logs = backend.output();
  for (const number of numbers) {
    expect(store).not.toContain(number);
    expect(logs).not.toContain(number);
    for (const reply of replies) expect(reply.text).not.toContain(number);
  }
  expect(count(untimed(store), cvv)).toBe(count(untimed(storeBefore), cvv));
  expect(untimed(logs)).not.toContain(cvv);
  for (const reply of replies) expect(untimed(reply.text)).not.toContain(cvv);
  expect(store).not.toMatch(/"(cvv|cardNumber|number|pan)"\s*:/);
}
