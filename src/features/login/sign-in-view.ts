import type { SignInFailure } from '../../domain/session';

/** What the login form shows of the sign-in flow (machines/sign-in.ts). */
export interface SignInView {
  screen: string | undefined;
  busy: boolean;
  missing: { username: boolean; password: boolean };
  failure: SignInFailure | null;
}

/** The flow's first state (machines/sign-in.ts `form.editing`), shown until the flow has loaded. */
export const INITIAL_SIGN_IN_VIEW: SignInView = { screen: 'form', busy: false, missing: { username: false, password: false }, failure: null };
