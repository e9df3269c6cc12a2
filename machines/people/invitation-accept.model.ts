import { addDays } from '../../src/domain/dates';
import type { Invitation } from '../../src/domain/invitation';
import { invitationAcceptMachine } from './invitation-accept';
import type { ErrorCode, ValidationIssue } from '../../src/domain/errors';
import type { ActorOutcome, Cause } from '../model/model';
import { answered, each, flowModel, steps, unavailable } from '../model/model-helpers';

/**
 * The model of accepting an invitation (/create-sub-account). The world: nobody signed
 * in; Acme has invited Nina Park (a store patch: INVITED, her invitation's token known to the test
 * only as its SHA-256 in the store, issued the day before the model's day, good 7 days). The store
 * checks after each outcome are in tests/model/people.test.ts.
 */
export const INVITED_ID = 'usr_90';
const INVITED_EMAIL = 'nina.park@acme.example';
/** the link's token (test only); the store holds `TOKEN_HASH`, its SHA-256 */
export const INVITATION_TOKEN = 'model-invitation-token-3f9c2a7e41b85d06';
const TOKEN_HASH = 'fc6f037b1477df709f84a68d30d5e3a2d3faf9c160e453ce883a4ab85e313c5a';
/** a token of the right shape that was never issued (or was used already: the same answer) */
const UNKNOWN_TOKEN = 'model-invitation-token-no-one-was-sent';
export const GOOD_PASSWORD = 'Harbor lights 42';
/** someone else's sign-in: only the server knows it is taken */
const TAKEN = 'staff@acme.example';
/** the server's clock moved past the 7 days of the invitation, from the model's day */
const PAST_TIME: Cause = { kind: 'serverClock', advanceSeconds: 8 * 86_400 };

/** Nina, invited by Acme on the day before `today`, as a store patch (the reset's). */
export const invitedPatch = (today: string) => ({
  users: [
    {
      id: INVITED_ID,
      username: INVITED_EMAIL,
      passwordHash: 'scrypt$00$00',
      role: 'STANDARD',
      userType: 'CONSUMER',
      accountId: 'acct_1',
      firstName: 'Nina',
      lastName: 'Park',
      guid: '7d3e9c4a-90aa-4c1e-b0de-3a5f5e0c9a90',
      passwordResetRequired: false,
      status: 'INVITED',
      invitation: { tokenHash: TOKEN_HASH, issuedAt: `${addDays(today, -1)}T12:00:00.000Z`, expiresAt: `${addDays(today, 6)}T12:00:00.000Z` },
    },
  ],
});

type Ctx = { token: string; draft: { username: string; password: string; confirm: string }; issues: unknown[]; invitation: Invitation | null };
const formIs = (username: string) =>
  ((c: Ctx) => c.draft.username === username && c.draft.password === GOOD_PASSWORD && c.draft.confirm === GOOD_PASSWORD) as never;
const tokenIs = (token: string) => ((c: Ctx) => c.token === token) as never;
/** the token refused by the server (what `invitation.*` the issue names) */
const tokenIssue = (message: 'invitation.expired' | 'invitation.invalid'): ValidationIssue[] => [{ path: ['token'], code: 'custom', message }];

/** The server refuses the call `id` with `code` and `issues` (the real answer, unless `cause` says how else). */
const refused = (id: string, name: string, code: ErrorCode, issues: ValidationIssue[], extra: Partial<ActorOutcome> = {}): ActorOutcome => ({
  name,
  event: { type: `xstate.error.actor.${id}`, error: { code, issues } },
  cause: { kind: 'answer' },
  ...extra,
});

export function invitationAcceptModelOn(today: string) {
  const invitation: Invitation = {
    firstName: 'Nina',
    lastName: 'Park',
    email: INVITED_EMAIL,
    companyName: 'Acme Plumbing & Heating LLC',
    expiresAt: `${addDays(today, 6)}T12:00:00.000Z`,
  };
  return flowModel(invitationAcceptMachine, 'Accept an invitation (choose a username and password)', {
    world: { username: 'owner@acme.example', signedOut: true, patch: invitedPatch(today) },
    input: { token: INVITATION_TOKEN },
    events: [
      ...each('change', 'value', INVITED_EMAIL, 'not-an-email', TAKEN).map((e) => ({ event: { ...e.event, field: 'username' } })),
      ...each('change', 'value', GOOD_PASSWORD, 'short').map((e) => ({ event: { ...e.event, field: 'password' } })),
      ...each('change', 'value', GOOD_PASSWORD, 'different').map((e) => ({ event: { ...e.event, field: 'confirm' } })),
      ...steps('submit', 'retry'),
    ],
    actors: {
      lookupInvitation: [
        answered('lookupInvitation', 'opened', invitation, { possible: tokenIs(INVITATION_TOKEN) }),
        refused('lookupInvitation', 'expired', 'CONFLICT', tokenIssue('invitation.expired'), { cause: PAST_TIME, possible: tokenIs(INVITATION_TOKEN) }),
        refused('lookupInvitation', 'unknown', 'NOT_FOUND', tokenIssue('invitation.invalid'), { input: { token: UNKNOWN_TOKEN } }),
        { ...unavailable('lookupInvitation', 'invitation'), possible: tokenIs(INVITATION_TOKEN) },
      ],
      acceptInvitation: [
        answered('acceptInvitation', 'accepted', { username: INVITED_EMAIL }, { possible: formIs(INVITED_EMAIL) }),
        refused('acceptInvitation', 'usernameTaken', 'VALIDATION_FAILED', [{ path: ['username'], code: 'custom', message: 'username.taken' }], {
          possible: formIs(TAKEN),
        }),
        refused('acceptInvitation', 'expired', 'CONFLICT', tokenIssue('invitation.expired'), { cause: PAST_TIME, possible: formIs(INVITED_EMAIL) }),
        // used in another tab since the form opened: the server's answer then, caused here by a fault that gives it
        refused('acceptInvitation', 'usedElsewhere', 'NOT_FOUND', tokenIssue('invitation.invalid'), {
          cause: { kind: 'fault', operation: 'acceptInvitation', errorCode: 'NOT_FOUND', issues: tokenIssue('invitation.invalid') },
          possible: formIs(INVITED_EMAIL),
        }),
        { ...unavailable('acceptInvitation', 'acceptInvitation', 'failed'), possible: formIs(INVITED_EMAIL) },
      ],
    },
    project: (c: Ctx) => ({
      token: c.token === INVITATION_TOKEN,
      loaded: c.invitation !== null,
      username: c.draft.username === INVITED_EMAIL ? 'invited' : c.draft.username === TAKEN ? 'taken' : c.draft.username === '' ? 'empty' : 'bad',
      password: c.draft.password === GOOD_PASSWORD,
      confirm: c.draft.confirm === c.draft.password,
      issues: c.issues.length > 0,
    }),
  });
}
