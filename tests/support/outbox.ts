import type { CodeMessage, OutboxMessage } from '../../src/server/outbox';

/**
 * The one-time code the simulated gateway delivered last (src/server/outbox.ts), to `contactId`
 * when given. Only code messages count: an invitation e-mailed since carries a token and no code,
 * and must not be taken for the code the user received.
 */
export function lastCode(messages: OutboxMessage[], contactId?: string): string {
  const codes = messages.filter((m): m is CodeMessage => m.kind === 'code' && (contactId === undefined || m.contactId === contactId));
  const last = codes.at(-1);
  if (!last) throw new Error(contactId ? `no code was sent to ${contactId}` : 'no code was sent');
  return last.code;
}
