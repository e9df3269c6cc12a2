import { ROLE_HEADER, XSRF_COOKIE, XSRF_HEADER } from '../domain/session';
import { apiUrl } from './config';
import { ApiRequestError, errorFromResponse, isSessionEnding, type SessionEndingCode } from './errors';

type SessionEndedListener = (code: SessionEndingCode) => void;
let onSessionEnded: SessionEndedListener | null = null;
type RoleSeenListener = (role: string | null) => void;
let onRoleSeen: RoleSeenListener | null = null;

/**
 * The app registers what a signed-in answer's role means (routes/session-events): the
 * role the server served it with (ROLE_HEADER), or null for a 403, after which the role is in doubt.
 */
export function setRoleSeenListener(listener: RoleSeenListener | null): void {
  onRoleSeen = listener;
}

/** Tells the app the role a backend answer was served with (every fetch of the page calls this). */
export function noteAnswer(res: Response): void {
  const role = res.headers.get(ROLE_HEADER);
  if (role) onRoleSeen?.(role);
  else if (res.status === 403) onRoleSeen?.(null);
}

/** The app registers what a 401 means (sign out, go to /maintenance or /login); see routes/session-events. */
export function setSessionEndedListener(listener: SessionEndedListener | null): void {
  onSessionEnded = listener;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export interface ApiFetchOptions {
  /**
   * Leave every 401 to the caller instead of the app-wide handler: the sign-in form (a wrong
   * password is a 401) and the session probe (a 401 there just means "not signed in"); both
   * still send the user to /maintenance on IN_MAINTENANCE, themselves.
   */
  ownsUnauthorized?: boolean;
  /** The same request, already sent (the session probe index.html starts: early-session-probe.ts). */
  sent?: Promise<Response>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * fetch for the backend: same credentials everywhere, the XSRF header on every non-GET
 * (the contract refuses them with 403 otherwise), and every failure as an ApiRequestError.
 */
export function apiFetch(path: string, init: RequestInit = {}, options: ApiFetchOptions = {}): Promise<Response> {
  return apiFetchUrl(apiUrl(path), init, options);
}

/** apiFetch for a URL already resolved against the base (the GraphQL client builds its own). */
async function apiFetchUrl(url: string, init: RequestInit = {}, options: ApiFetchOptions = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  let res: Response;
  try {
    res = await (options.sent ?? fetch(url, { ...init, method, headers, credentials: 'include' }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError('UNREACHABLE', 0, 'The backend could not be reached');
  }
  noteAnswer(res);
  if (res.ok) return res;
  const error = await errorFromResponse(res);
  if (isSessionEnding(error) && !options.ownsUnauthorized) {
    onSessionEnded?.(error.code);
  }
  throw error;
}

/** A JSON call whose answer is checked against a zod schema before anyone uses it. */
export async function apiJson<T>(
  path: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  init: RequestInit = {},
  options: ApiFetchOptions = {},
): Promise<T> {
  const res = await apiFetch(path, init, options);
  const body: unknown = await res.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError('BAD_RESPONSE', res.status, `Unexpected answer from ${path}`);
  return parsed.data;
}

/** For calls made outside apiFetch (flow actors): a 401 they meet is routed like any other. */
export function reportSessionEnd(error: ApiRequestError): void {
  if (isSessionEnding(error)) onSessionEnded?.(error.code);
}
