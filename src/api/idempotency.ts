/**
 * Random per run of a flow that pays: with the attempt it makes the payment's Idempotency-Key,
 * so a retried request (a double click, a lost answer, a resumed flow) is the same payment.
 * randomUUID exists only in secure contexts (https, localhost); elsewhere 16 random bytes do.
 */
export function newKeyPrefix(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
