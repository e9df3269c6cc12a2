import { LoginResponse, Profile, type SignInFields } from '../../domain/session';
import { SESSION_PATH } from '../early-session-probe';
import type { Transport } from '../transport';

const LOGOUT = '/api/pub/session/v1/logout';

/** The session-timeout flow's calls: the keep-alive ping (the session GET) and the sign-out. */
export function sessionCalls(transport: Transport) {
  return {
    keepAlive: async (): Promise<void> => {
      await transport.rest('GET', SESSION_PATH, Profile);
    },
    logout: async (): Promise<void> => {
      await transport.rest('POST', LOGOUT, null);
    },
  };
}

const LOGIN = '/api/pub/sbnetloginedge/login';

/**
 * The sign-in flow's calls: the login (spec platform §7: account type COMMERCIAL; the PKCE fields
 * are not needed by this backend) and the sign-out of a session that must not be used.
 */
export function signInCalls(transport: Transport) {
  return {
    login: (credentials: SignInFields): Promise<LoginResponse> =>
      transport.rest('POST', LOGIN, LoginResponse, { username: credentials.username, password: credentials.password, accountType: 'COMMERCIAL' }),
    endSession: async (): Promise<void> => {
      await transport.rest('POST', LOGOUT, null);
    },
  };
}
