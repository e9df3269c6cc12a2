import type { ContactMethod } from '../domain/contacts';
import type { ServerContext } from './context';

/**
 * The simulated message gateway: one-time codes and invitations are "delivered" here, by e-mail, text message or
 * voice call, and nowhere else. Only the test controls read it (`GET /__control/outbox`, test
 * mode); no page, log or answer of the API carries a code or an invitation's token. Kept in memory beside the sessions:
 * a restart empties it, as it ends every session.
 */
/** A one-time code sent to a contact on file (src/server/graphql/resolvers/verification.ts). */
export interface CodeMessage {
  kind: 'code';
  id: string;
  accountId: string;
  contactId: string;
  channel: ContactMethod;
  to: string;
  code: string;
  sentAt: string;
}
/**
 * An invitation to join an account, e-mailed to the invited address
 * (src/domain/invitation.ts): the link to /create-sub-account carries its one-time token, which
 * the inviter's answer never does and the store keeps only as a hash.
 */
export interface InvitationMessage {
  kind: 'invitation';
  id: string;
  accountId: string;
  personId: string;
  channel: 'EMAIL';
  to: string;
  token: string;
  link: string;
  sentAt: string;
}
export type OutboxMessage = CodeMessage | InvitationMessage;
type Unsent<M> = M extends OutboxMessage ? Omit<M, 'id' | 'sentAt'> : never;

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
export function deliver(ctx: ServerContext, message: Unsent<OutboxMessage>): void {
  sent += 1;
  const outbox = outboxOf(ctx);
  outbox.push({ ...message, id: `msg_${sent}`, sentAt: ctx.clock.now().toISOString() });
  // a gateway keeps a bounded history
  if (outbox.length > 200) outbox.splice(0, outbox.length - 200);
}

export const clearOutbox = (ctx: ServerContext): void => void outboxOf(ctx).splice(0);
