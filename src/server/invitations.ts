import { personName } from '../domain/person-name';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';
import { credentialsIssues } from '../domain/credentials';
import { AcceptInvitationInput, INVITATION_VALID_MS, invitationOpen, InvitationToken, type Invitation, type InvitationRefusal } from '../domain/invitation';
import { z } from 'zod';
import { recordedAs, sessionRefOf } from './audit';
import { hashPassword } from './auth/password';
import type { ServerContext } from './context';
import { ApiError } from './errors';
import { deliver } from './outbox';
import { parseInput } from './rest/parse';
import { UserRecord as UserSchema, type UserRecord } from './store/records';

/**
 * Invitations (src/domain/invitation.ts): issued by `invitePerson`
 * (src/server/graphql/resolvers/people.ts), opened and accepted at /create-sub-account through two
 * routes that need no session (spec platform §2: a path allowed without authentication):
 * - `POST /api/pub/invitations/v1/lookup` `{ token }` → the invitation (who, to which company,
 *   until when);
 * - `POST /api/pub/invitations/v1/accept` `{ token, username, password }` → `{ username }`: the
 *   person is ACTIVE with that sign-in, and the token is spent.
 * Both answer 404 NOT_FOUND `invitation.invalid` for a token unknown, used, or of a person no
 * longer invited, and 409 CONFLICT `invitation.expired` past its time (server clock); a refused
 * username or password is 400 VALIDATION_FAILED with the fields' issues. Nothing is written
 * unless everything holds. The token travels in the request body, never in a URL the server logs.
 */

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new token and what the store keeps of it. */
export function newInvitation(ctx: ServerContext): { token: string; record: NonNullable<UserRecord['invitation']> } {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  return { token, record: { tokenHash: hashOf(token), issuedAt: now.toISOString(), expiresAt: new Date(now.getTime() + INVITATION_VALID_MS).toISOString() } };
}

/** E-mails the invitation to the invited address (the simulated outbox; test mode reads it at /__control/outbox). */
export function sendInvitation(ctx: ServerContext, message: { accountId: string; personId: string; to: string; token: string }): void {
  const link = `/create-sub-account?token=${encodeURIComponent(message.token)}`;
  deliver(ctx, { kind: 'invitation', channel: 'EMAIL', ...message, link });
}

const refusal = (why: InvitationRefusal) =>
  why === 'invitation.expired'
    ? new ApiError('CONFLICT', 'This invitation has expired', [{ path: ['token'], code: 'custom', message: why }])
    : new ApiError('NOT_FOUND', 'This invitation is not valid', [{ path: ['token'], code: 'custom', message: why }]);

/** The invited person the token opens, or the refusal. */
function invitedBy(ctx: ServerContext, token: string): UserRecord {
  const wanted = Buffer.from(hashOf(token), 'hex');
  const user = ctx.store.state.users.find(
    (u) => u.status === 'INVITED' && u.invitation !== undefined && timingSafeEqual(Buffer.from(u.invitation.tokenHash, 'hex'), wanted),
  );
  if (!user?.invitation) throw refusal('invitation.invalid');
  if (!invitationOpen(user.invitation.expiresAt, ctx.clock.now())) throw refusal('invitation.expired');
  return user;
}

const LookupInput = z.object({ token: InvitationToken }).strict();

export function mountInvitationRoutes(router: Router, ctx: ServerContext): void {
  router.post('/api/pub/invitations/v1/lookup', (req, res) => {
    ctx.faults.failIfArmed('invitation');
    if (ctx.store.state.config.maintenance) throw new ApiError('IN_MAINTENANCE', 'The portal is down for maintenance');
    const { token } = parseInput(LookupInput, req.body);
    const user = invitedBy(ctx, token);
    const account = ctx.store.state.accounts.find((a) => a.id === user.accountId);
    const answer: Invitation = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.username,
      companyName: account?.companyName ?? '',
      expiresAt: user.invitation!.expiresAt,
    };
    res.json(answer);
  });

  router.post('/api/pub/invitations/v1/accept', (req, res) => {
    ctx.faults.failIfArmed('acceptInvitation');
    if (ctx.store.state.config.maintenance) throw new ApiError('IN_MAINTENANCE', 'The portal is down for maintenance');
    const input = parseInput(AcceptInvitationInput, req.body);
    const invited = invitedBy(ctx, input.token);
    const username = input.username.trim();
    const issues = credentialsIssues({ username, password: input.password, confirm: input.password }, invited);
    if (!issues.some((i) => i.path[0] === 'username')) {
      // a username signs in to one account: anyone else's, in any case, is taken
      const taken = ctx.store.state.users.some((u) => u.id !== invited.id && u.username.toLowerCase() === username.toLowerCase());
      if (taken) issues.push({ path: ['username'], code: 'custom', message: 'username.taken' });
      else if (!UserSchema.shape.username.safeParse(username).success) issues.push({ path: ['username'], code: 'custom', message: 'email.format' });
    }
    if (issues.length) throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', issues);
    const passwordHash = hashPassword(input.password);
    // recorded as the person's own change; no session yet, so the reference is the invitation's (never its token)
    const actor = {
      accountId: invited.accountId,
      userId: invited.id,
      userName: personName(invited),
      sessionRef: sessionRefOf(`invitation:${invited.id}:${invited.invitation!.issuedAt}`),
    };
    recordedAs(actor, () =>
      ctx.store.transact((draft) => {
        const user = draft.users.find((u) => u.id === invited.id)!;
        user.username = username;
        user.passwordHash = passwordHash;
        user.status = 'ACTIVE';
        user.passwordResetRequired = false;
        delete user.invitation;
      }),
    );
    res.json({ username });
  });
}
