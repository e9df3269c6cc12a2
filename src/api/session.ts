import { XSRF_COOKIE, type Profile } from '../domain/session';
import { fetchSession, login, logout, type Credentials } from './auth';
import { isSessionEnding } from './errors';
import { readCookie } from './http';

export type SessionState = { status: 'unknown' } | { status: 'signedOut'; reason: 'loggedOut' | 'ended' | 'none' } | { status: 'signedIn'; profile: Profile };

type Listener = () => void;

/**
 * One navigation asks "who is signed in?" from several guards (layout, page). A "nobody" answer
 * is reused for this long so they share one call; a later navigation (Back after logout) asks again.
 */
const SIGNED_OUT_ANSWER_MS = 1500;

/**
 * spec platform §4: "after login the session marker is set". The marker is the XSRF-TOKEN cookie:
 * the server sets it with the session and clears it at logout and whenever it refuses a session,
 * and the page can read it. With no marker nobody can be signed in, so a signed-out visitor costs
 * no request (and no 401 in the console); with one, the server still decides.
 */
const hasXsrfMarker = (): boolean => readCookie(XSRF_COOKIE) !== undefined;

/**
 * The client's view of the session: who is signed in, from the backend's own answer. Guards read
 * it, the shell renders from it (useSyncExternalStore), sign-in and logout change it.
 */
export class SessionStore {
  #state: SessionState = { status: 'unknown' };
  #listeners = new Set<Listener>();
  #probe: Promise<Profile | null> | null = null;
  #refreshing: Promise<Profile | null> | null = null;
  #signedOutAnsweredAt = 0;

  constructor(private readonly hasSessionMarker: () => boolean = hasXsrfMarker) {}

  getSnapshot = (): SessionState => this.#state;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  get profile(): Profile | null {
    return this.#state.status === 'signedIn' ? this.#state.profile : null;
  }

  /**
   * The signed-in profile, or null. Anything but a known sign-in asks the backend, so Back after
   * logout, or a sign-in in another tab, is judged by the server and not by a stale memory.
   * IN_MAINTENANCE and an unreachable backend are thrown for the guard to route. Without the
   * session marker the answer is "nobody" at once.
   */
  current(): Promise<Profile | null> {
    if (this.#state.status === 'signedIn') return Promise.resolve(this.#state.profile);
    if (!this.hasSessionMarker()) {
      if (this.#state.status === 'unknown') this.#set({ status: 'signedOut', reason: 'none' });
      return Promise.resolve(null);
    }
    if (this.#state.status === 'signedOut' && Date.now() - this.#signedOutAnsweredAt < SIGNED_OUT_ANSWER_MS) return Promise.resolve(null);
    this.#probe ??= fetchSession()
      .then((profile) => {
        this.#set({ status: 'signedIn', profile });
        return profile;
      })
      .catch((e: unknown) => {
        if (isSessionEnding(e) && e.code !== 'IN_MAINTENANCE') {
          if (this.#state.status === 'unknown') this.#set({ status: 'signedOut', reason: 'none' });
          this.#signedOutAnsweredAt = Date.now();
          return null;
        }
        throw e;
      })
      .finally(() => {
        this.#probe = null;
      });
    return this.#probe;
  }

  async signIn(credentials: Credentials): Promise<Profile> {
    const answer = await login(credentials);
    this.#signedOutAnsweredAt = 0;
    this.#set({ status: 'signedIn', profile: answer.profile });
    return answer.profile;
  }

  /** The sign-in flow opened a session for this profile (machines/session/sign-in.ts): remember it without another call. */
  accept(profile: Profile): void {
    this.#signedOutAnsweredAt = 0;
    this.#set({ status: 'signedIn', profile });
  }

  /** Ends the session on the server; the client forgets it even when the server cannot be told. */
  async signOut(): Promise<void> {
    try {
      await logout();
    } catch {
      // Already ended (401) or unreachable: either way nothing of the session is kept here.
    } finally {
      this.#set({ status: 'signedOut', reason: 'loggedOut' });
    }
  }

  /**
   * An answer was served with a role other than the one held here, or refused a write
   * (403): the session is read again, once however many answers said so, and its profile replaces
   * the one held (the shell's tabs render from it). Answers whether the role is now another.
   */
  async refresh(): Promise<boolean> {
    if (this.#state.status !== 'signedIn') return false;
    const before = this.#state.profile.role;
    this.#refreshing ??= fetchSession()
      .then((profile) => {
        if (this.#state.status === 'signedIn') this.#set({ status: 'signedIn', profile });
        return profile;
      })
      .catch(() => null)
      .finally(() => {
        this.#refreshing = null;
      });
    const profile = await this.#refreshing;
    return profile !== null && profile.role.toUpperCase() !== before.toUpperCase();
  }

  /** The backend said the session is gone (any 401): forget it without another call. */
  end(): void {
    this.#set({ status: 'signedOut', reason: 'ended' });
  }

  #set(next: SessionState): void {
    if (next.status !== 'signedOut') this.#signedOutAnsweredAt = 0;
    this.#state = next;
    for (const l of this.#listeners) l();
  }
}
