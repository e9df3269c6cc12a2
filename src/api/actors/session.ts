import { Profile } from '../../domain/session';
import type { Transport } from '../transport';
import { asActors } from './as-actors';

const SESSION = '/api/pub/sbnetloginedge/v1/sbnet/session';
const LOGOUT = '/api/pub/session/v1/logout';

/** The session-timeout flow's calls: the keep-alive ping (the session GET) and the sign-out. */
export function sessionCalls(transport: Transport) {
  return {
    keepAlive: async (): Promise<void> => {
      await transport.rest('GET', SESSION, Profile);
    },
    logout: async (): Promise<void> => {
      await transport.rest('POST', LOGOUT, null);
    },
  };
}

export const sessionActors = (transport: Transport) => asActors(sessionCalls(transport));
