import type { LoginResponse } from '../../src/domain/session';
import { answered, faulted, flowModel } from '../model/model-helpers';
import { signInMachine } from './sign-in';

const OWNER = 'owner@acme.example';
/** the demo password of every seeded user (README) */
const PASSWORD = 'Portal-demo-1';

/**
 * The login's answers as the machine sees them. The profile is the server's real one when the
 * runner walks a path; here it only has to be a LoginResponse for the generated paths.
 */
const answer = (error: LoginResponse['error']): LoginResponse => ({
  error,
  profile: {
    username: OWNER,
    guid: '00000000-0000-4000-a000-000000000000',
    firstName: 'Ana',
    lastName: 'Owner',
    role: 'PRIMARY',
    userType: 'CONSUMER',
    // not Luhn-valid: nothing here may look like a card number
    accountNumber: '8660000000000001',
    accountName: 'Acme',
    accountType: 'COMMERCIAL',
    footprint: 'CHTR',
    zip: '00000',
    // prettier-ignore
    featureFlags: { userPreferences: true, sharedBilling: false, billingStub: false, voice: false, community: false, securitySuite: false, selfInstall: false, softDisconnectLookup: false },
    communityAgreement: null,
    hasServices: true,
    hasVoice: false,
    hasMobile: false,
    billingSuppressed: false,
    idleLimitSeconds: 900,
  },
});

const refusedWith = (name: string, errorCode: 'UNAUTHENTICATED' | 'IN_MAINTENANCE' | 'SERVICE_UNAVAILABLE' | 'INTERNAL', status: number) => ({
  name,
  event: { type: 'xstate.error.actor.login', error: { code: errorCode, status, issues: [] } },
  cause: { kind: 'fault' as const, operation: 'login', errorCode, status },
});

export const signInModel = flowModel(signInMachine, 'Sign in', {
  input: { redirectDelayMs: 100, signedOut: false },
  events: [
    { event: { type: 'submit', username: OWNER, password: PASSWORD } },
    // an empty field is named before anything is sent
    { event: { type: 'submit', username: '  ', password: PASSWORD } },
  ],
  actors: {
    login: [
      answered('login', 'signedIn', answer('SUCCESS')),
      // the owner's password was reset by an administrator
      answered('login', 'resetRequired', answer('PASSWORD_RESET_REQUIRED'), { patch: { users: [{ id: 'usr_1', passwordResetRequired: true }] } }),
      // a wrong password is the same 401 the fault gives (the server answers unknown users alike)
      refusedWith('wrongCredentials', 'UNAUTHENTICATED', 401),
      refusedWith('maintenance', 'IN_MAINTENANCE', 401),
      refusedWith('unavailable', 'SERVICE_UNAVAILABLE', 503),
      refusedWith('internal', 'INTERNAL', 500),
    ],
    endSession: [answered('endSession', 'done'), faulted('endSession', 'failed', 'logout', 'SERVICE_UNAVAILABLE', { status: 503, issues: [] })],
  },
  world: { username: OWNER, signedOut: true },
  // signed in: the session works; sent to reset the password: the session it opened is gone (or
  // idles out when it could not be ended); maintenance: no session was opened
  verify: (outcome, steps) =>
    outcome === 'signedIn' ? 'sessionAlive' : outcome === 'passwordResetRequired' && steps.includes('endSession:failed') ? 'sessionIdlesOut' : 'sessionEnded',
});
