import { useEffect } from 'react';
import { screenMeta } from '../../../machines/screen';
import type { SignInFields } from '../../domain/session';
import type { SignInView } from './sign-in-view';
import { useSignIn } from './use-sign-in';

interface SignInFlowProps {
  targetUrl: string | undefined;
  /** what the form shows, from the flow's snapshot */
  onView: (view: SignInView) => void;
  /** the flow is running: the form's submits go to it from now on */
  onReady: (submit: (fields: SignInFields) => void) => void;
}

/**
 * Runs the sign-in flow (machines/sign-in.ts) for the login page, which renders the form. Loaded
 * after the page's first paint, so the form shows without waiting for xstate; a
 * submit made before it arrives is sent when it does (src/features/login/login-page.tsx).
 */
export function SignInFlow({ targetUrl, onView, onReady }: SignInFlowProps) {
  const { snapshot, send } = useSignIn(targetUrl);
  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const { missing, failure } = snapshot.context;
  useEffect(() => onView({ screen, busy, missing, failure }), [onView, screen, busy, missing, failure]);
  useEffect(() => onReady((fields) => send({ type: 'submit', ...fields })), [onReady, send]);
  return null;
}
