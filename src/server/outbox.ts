import type { ContactMethod } from '../domain/contacts';
import type { ServerContext } from './context';

/**
 * The simulated message gateway: one-time codes are "delivered" here, by e-mail, text message or
 * voice call, and nowhere else. Only the test controls read it (`GET /__control/outbox`, test
 * mode); no page, log or answer of the API carries a code. Kept in memory beside the sessions:
 * a restart empties it, as it ends every session.
 */
export interface OutboxMessage {
  id: string;
  accountId: string;
  contactId: string;
  channel: ContactMethod;
  to: string;
  code: string;
  sentAt: string;
}

const outboxes = new WeakMap<ServerContext, OutboxMessage[]>();

export function outboxOf(ctx: ServerContext): OutboxMessage[] {
  let outbox = outboxes.get(ctx);
  if (!outbox) {
    outbox = [];
    outboxes.set(ctx, outbox);
  }
  return outbox;
}

let sent = 0;
export function deliver(ctx: ServerContext, message: Omit<OutboxMessage, 'id' | 'sentAt'>): void {
  sent += 1;
  const outbox = outboxOf(ctx);
  outbox.push({ ...message, id: `msg_${sent}`, sentAt: ctx.clock.now().toISOString() });
  // a gateway keeps a bounded history
  if (outbox.length > 200) outbox.splice(0, outbox.length - 200);
}

export const clearOutbox = (ctx: ServerContext): void => void outboxOf(ctx).splice(0);
