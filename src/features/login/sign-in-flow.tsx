import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signInMachine } from '../../../machines/session/sign-in';
import { useSignIn } from './use-sign-in';

export type SignInActor = ActorRefFrom<typeof signInMachine>;

interface SignInFlowProps {
  targetUrl: string | undefined;
  /** the user came from signing out */
  signedOut: boolean;
  /** the flow is running: the page renders its snapshot and sends it the form's submits */
  onReady: (actor: SignInActor) => void;
}

/**
 * Runs the sign-in flow (machines/session/sign-in.ts) for the login page, which renders the form from the
 * flow's snapshot. Loaded after the page's first paint, so the form shows without waiting for
 * xstate; a submit made before it arrives is sent when it does (src/features/login/login-page.tsx).
 */
export function SignInFlow({ targetUrl, signedOut, onReady }: SignInFlowProps) {
  const { actor } = useSignIn(targetUrl, signedOut);
  useEffect(() => onReady(actor), [onReady, actor]);
  return null;
}
