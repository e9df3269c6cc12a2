import { z } from 'zod/mini';
import { InvitationToken } from './invitation-token';
import { PASSWORD_MAX, USERNAME_MAX } from './credentials';

/**
 * Accepting an invitation (spec platform §2 /create-sub-account, a path allowed without
 * authentication). An administrator invites a person (src/domain/people.ts, INVITED); the server
 * sends them a link with a one-time token; at /create-sub-account they choose their username and
 * password (src/domain/credentials.ts) and become ACTIVE, then sign in as anyone does.
 *
 * Decided here: the token is 32 random bytes (base64url), kept by the server only as its SHA-256
 * (a token that random needs no slow hash), delivered only to the invited address (in test mode,
 * the simulated outbox), never in an answer to the inviter. It is good for
 * `INVITATION_VALID_DAYS` days on the server clock and for one acceptance: accepting clears it, so
 * a second use is the same answer as a token never issued. An expired invitation is replaced by
 * the administrator (remove the person and invite again).
 */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 86_400_000;

// the token's shape has a file of its own: the route's search check reads it on every first visit
export { InvitationToken };

/**
 * What the invited person is shown before they choose: who is invited (the address invited is the
 * username offered), to which company, and the server clock's instant the token stops working.
 */
export const Invitation = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), companyName: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof Invitation>;

/** The acceptance as the server takes it; the rules of each field are src/domain/credentials.ts. */
export const AcceptInvitationInput = z.strictObject({
  token: InvitationToken,
  username: z.string().check(z.maxLength(USERNAME_MAX + 64)),
  password: z.string().check(z.maxLength(PASSWORD_MAX * 4)),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;

/**
 * Why a token does not open the form (the `issues[0].message` of the error): expired (409
 * CONFLICT), or unknown, already used, or the person no longer invited (404 NOT_FOUND).
 */
export type InvitationRefusal = 'invitation.expired' | 'invitation.invalid';

/** Whether an invitation issued to expire at `expiresAt` still opens at `now` (the server clock). */
export const invitationOpen = (expiresAt: string, now: Date): boolean => now.getTime() < Date.parse(expiresAt);
