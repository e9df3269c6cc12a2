import { assertEvent, assign, setup } from 'xstate';
import { callFailure } from '../../src/domain/errors';
import { missingSignInFields, signInFailure, type LoginResponse, type Profile, type SignInFailure, type SignInFields } from '../../src/domain/session';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { flowTypes, type ScreenMeta } from '../parts/screen';

/** What the login form shows beside the screen: `signingIn` while the login call is out. */
export type SignInMeta = ScreenMeta<'form' | 'welcome' | 'leaving'> & { status?: 'signingIn' };

/**
 * Signing in (spec platform §2, §4, §7). The form is sent only when both fields are filled; the
 * login call then ends in one of the outcomes below, or back on the form with why (wrong
 * credentials, no connection, anything else), where the user can try again.
 *
 * PASSWORD_RESET_REQUIRED (spec §7 names it without saying what the product does): the server
 * has opened a session, but this user must not use the portal before changing the password, so
 * the flow ends that session at once and the page sends the user to /account-recovery with the
 * password-reset flag. A failed sign-out there leaves the session to the server's idle limit;
 * the user is sent away all the same.
 */
export interface SignInInput {
  /** spec platform §4/§9: the landing page opens 100 ms after the sign-in */
  redirectDelayMs: number;
  /** the user came from signing out (/login?loggedOut=true): the form says so until a sign-in is tried */
  signedOut: boolean;
}

export type SignInOutcome = 'signedIn' | 'passwordResetRequired' | 'maintenance';
export interface SignInOutput {
  outcome: SignInOutcome;
  /** who signed in, for `signedIn` */
  profile: Profile | null;
}

export type SignInEvent = { type: 'submit' } & SignInFields;

interface Context extends SignInInput {
  /** the fields found empty at the last submit (the password itself is never kept) */
  missing: { username: boolean; password: boolean };
  /** why the last attempt was refused, shown above the form */
  failure: SignInFailure | null;
  profile: Profile | null;
  outcome: SignInOutcome | null;
}

export const signInMachine = setup({
  types: flowTypes<{ context: Context; events: SignInEvent; input: SignInInput; output: SignInOutput; meta: SignInMeta }>(),
  actors: {
    login: notProvided<LoginResponse, SignInFields>('login'),
    /** ends the session the login opened (for a user who must reset the password first) */
    endSession: notProvided<void>('endSession'),
  },
  delays: {
    redirect: ({ context }) => context.redirectDelayMs,
  },
  guards: {
    fieldsFilled: (_, fields: SignInFields) => !Object.values(missingSignInFields(fields)).some(Boolean),
    resetRequired: (_, { answer }: { answer: LoginResponse }) => answer.error === 'PASSWORD_RESET_REQUIRED',
    inMaintenance: (_, { error }: { error: unknown }) => callFailure(error).code === 'IN_MAINTENANCE',
    refusedAs: (_, { error, failure }: { error: unknown; failure: SignInFailure }) => signInFailure(callFailure(error).code) === failure,
  },
  actions: {
    noteMissing: assign((_, fields: SignInFields) => ({ missing: missingSignInFields(fields), failure: null })),
    // a sign-in is tried: the signed-out notice has said what it had to
    clearErrors: assign({ missing: { username: false, password: false }, failure: null, signedOut: false }),
    noteFailure: assign((_, { error }: { error: unknown }) => ({ failure: signInFailure(callFailure(error).code) })),
    keepProfile: assign((_, { answer }: { answer: LoginResponse }) => ({ profile: answer.profile })),
    noteOutcome: assign((_, { outcome }: { outcome: SignInOutcome }) => ({ outcome })),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ ...input, missing: { username: false, password: false }, failure: null, profile: null, outcome: null }),
  initial: 'form',
  states: {
    form: {
      meta: { screen: 'form' },
      initial: 'editing',
      on: {
        submit: [
          {
            guard: { type: 'fieldsFilled', params: ({ event }) => event },
            target: 'signingIn',
            actions: 'clearErrors',
            // what the user meets when the guard says no (missingSignInFields), for the explorer's edge
            meta: refusedFor('signIn.fieldRequired'),
          },
          { target: '.incomplete', actions: { type: 'noteMissing', params: ({ event }) => event } },
        ],
      },
      states: {
        editing: {},
        /** a field was empty: named beside it, nothing was sent */
        incomplete: { tags: ['refused'] },
        /** wrong username or password: the form again with the error; try again */
        refused: { tags: ['refused'] },
        /** no answer, or the portal unavailable: the form again, try later */
        unreachable: { tags: ['refused'] },
        /** anything else: the generic message */
        failed: { tags: ['refused'] },
      },
    },
    signingIn: {
      meta: { screen: 'form', status: 'signingIn' },
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        // the credentials go from the submit to the call and nowhere else
        input: ({ event }) => {
          assertEvent(event, 'submit');
          return { username: event.username.trim(), password: event.password };
        },
        onDone: [
          { guard: { type: 'resetRequired', params: ({ event }) => ({ answer: event.output }) }, target: 'endingSession' },
          { target: 'welcome', actions: { type: 'keepProfile', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: [
          { guard: { type: 'inMaintenance', params: ({ event }) => ({ error: event.error }) }, target: 'maintenance' },
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, failure: 'credentials' as const }) },
            target: 'form.refused',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, failure: 'unreachable' as const }) },
            target: 'form.unreachable',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'form.failed', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** signed in: "Opening your account…" for the spec's 100 ms, then the landing page */
    welcome: {
      meta: { screen: 'welcome' },
      tags: ['busy'],
      after: { redirect: 'signedIn' },
    },
    /** must reset the password: the session just opened is closed before the user is sent on */
    endingSession: {
      meta: { screen: 'leaving' },
      tags: ['busy'],
      invoke: { id: 'endSession', src: 'endSession', onDone: 'passwordResetRequired', onError: 'passwordResetRequired' },
    },
    signedIn: {
      description: 'The page stays as it is until the app has gone where the outcome says.',
      type: 'final',
      meta: { screen: 'welcome' },
      entry: { type: 'noteOutcome', params: { outcome: 'signedIn' } },
    },
    passwordResetRequired: { type: 'final', meta: { screen: 'leaving' }, entry: { type: 'noteOutcome', params: { outcome: 'passwordResetRequired' } } },
    maintenance: { type: 'final', meta: { screen: 'leaving' }, entry: { type: 'noteOutcome', params: { outcome: 'maintenance' } } },
  },
  // xstate types a final state's output as unknown at the root, so each outcome notes its name
  // on entry and the machine's output is read from the context
  output: ({ context }) => ({ outcome: context.outcome!, profile: context.profile }),
});
