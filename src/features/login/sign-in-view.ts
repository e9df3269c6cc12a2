import type { SnapshotFrom } from 'xstate';
import type { signInMachine } from '../../../machines/session/sign-in';
import { screenMeta } from '../../../machines/parts/screen';
import type { SignInFailure } from '../../domain/session';

/** What the login form shows of the sign-in flow (machines/session/sign-in.ts), read from its snapshot. */
export interface SignInView {
  screen: string | undefined;
  busy: boolean;
  /** the login call is out: the button says so */
  signingIn: boolean;
  missing: { username: boolean; password: boolean };
  failure: SignInFailure | null;
  /** the signed-out notice (the flow's `signedOut`) */
  signedOut: boolean;
}

/** The flow's snapshot as the form renders it. */
export function signInView(snapshot: SnapshotFrom<typeof signInMachine>): SignInView {
  const meta = screenMeta(snapshot);
  const { missing, failure, signedOut } = snapshot.context;
  return { screen: meta.screen, busy: snapshot.hasTag('busy'), signingIn: meta.status === 'signingIn', missing, failure, signedOut };
}

/** The flow's first state (machines/session/sign-in.ts `form.editing` with its input), shown until the flow has loaded. */
export const initialSignInView = (signedOut: boolean): SignInView => ({
  screen: 'form',
  busy: false,
  signingIn: false,
  missing: { username: false, password: false },
  failure: null,
  signedOut,
});
