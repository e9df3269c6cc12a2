import { LoginResponse, Profile } from '../domain/session';
import { SESSION_PATH, takeEarlyProbe } from './early-session-probe';
import { apiFetch, apiJson } from './http';

export interface Credentials {
  username: string;
  password: string;
}

/** POST login: 200 with the profile, 401 UNAUTHENTICATED for wrong credentials (the caller shows it). */
export function login(credentials: Credentials): Promise<LoginResponse> {
  return apiJson(
    '/api/pub/sbnetloginedge/login',
    LoginResponse,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: credentials.username, password: credentials.password, accountType: 'COMMERCIAL' }),
    },
    { ownsUnauthorized: true },
  );
}

/** GET session: the signed-in profile; 401 when there is none (the caller decides what that means). */
export function fetchSession(): Promise<Profile> {
  return apiJson(SESSION_PATH, Profile, {}, { ownsUnauthorized: true, sent: takeEarlyProbe() });
}

/** POST logout → 204. A session that is already gone is as good as logged out. */
export async function logout(): Promise<void> {
  await apiFetch('/api/pub/session/v1/logout', { method: 'POST' }, { ownsUnauthorized: true });
}
