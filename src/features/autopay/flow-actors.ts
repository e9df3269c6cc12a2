import { asActors } from '../../api/actors/as-actors';
import { autoPayCalls } from '../../api/actors/autopay';
import { browserTransport } from '../../api/browser-transport';
import { reportSessionEnd } from '../../api/http';

/**
 * The real calls of the Auto Pay flows (src/api/actors/autopay.ts), as the promise actors their
 * machines invoke. A 401 met by a call is routed like any other (sign-out, /maintenance).
 */
export const autoPayActors = () => asActors(autoPayCalls(browserTransport(reportSessionEnd)));

/**
 * Random per flow instance: it makes the same-day payment's Idempotency-Key, so a retried
 * request is the same payment. randomUUID exists only in secure contexts (https, localhost);
 * elsewhere 16 random bytes do the same job.
 */
export function newKeyPrefix(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
