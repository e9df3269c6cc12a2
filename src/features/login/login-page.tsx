import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { SignInFields } from '../../domain/session';
import { useDocumentTitle } from '../../shell/use-document-title';
import { LoadedLater } from '../../shell/lazy-component';
import { SignInError } from './sign-in-error';
import type { SignInActor, SignInFlow as SignInFlowComponent } from './sign-in-flow';
import { initialSignInView, signInView, type SignInView } from './sign-in-view';

// The flow and xstate load after the form's first paint; the form is the same DOM
// before and after, so what the user types stays.
let loadedFlow: typeof SignInFlowComponent | undefined;
const loadSignInFlow = () => import('./sign-in-flow').then((m) => (loadedFlow = m.SignInFlow));

const route = getRouteApi('/open/login');

/** /login (spec platform §2): sign in with username and password; the sign-in flow (machines/session/sign-in.ts) decides. */
export function LoginPage() {
  const { t } = useLingui();
  const { targetUrl, loggedOut } = route.useSearch();
  const [actor, setActor] = useState<SignInActor | null>(null);
  const view = useSignInView(actor, loggedOut === true);
  // a submit made before the flow has loaded waits for it
  const pendingRef = useRef<SignInFields | null>(null);
  const onReady = useCallback((ready: SignInActor) => {
    setActor(ready);
    const pending = pendingRef.current;
    pendingRef.current = null;
    if (pending) ready.send({ type: 'submit', ...pending });
  }, []);
  const [showPassword, setShowPassword] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  useDocumentTitle(t`Sign in`);

  const { screen, busy, signingIn, missing: fieldErrors, failure, signedOut } = view;

  // a field the flow found empty takes the focus, so the user is where the fix is
  useEffect(() => {
    if (fieldErrors.username) usernameRef.current?.focus();
    else if (fieldErrors.password) passwordRef.current?.focus();
  }, [fieldErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    if (actor) actor.send({ type: 'submit', ...fields });
    else pendingRef.current = fields;
  }

  return (
    <div className="login">
      <LoadedLater loaded={loadedFlow} load={loadSignInFlow}>
        {(SignInFlow) => <SignInFlow targetUrl={targetUrl} signedOut={loggedOut === true} onReady={onReady} />}
      </LoadedLater>
      <section className="login__intro" aria-labelledby="login-intro-title">
        <h2 id="login-intro-title" className="login__intro-title">
          <Trans>Your business account, in one place</Trans>
        </h2>
        <p>
          <Trans>See what you owe and when it's due, and keep track of the services at each of your locations.</Trans>
        </p>
      </section>

      <section className="card login__card" aria-labelledby="login-title">
        <h1 id="login-title" className="login__title">
          <Trans>Sign in</Trans>
        </h1>

        {signedOut ? (
          <p className="notice notice--info" role="status">
            <Trans>You have been signed out.</Trans>
          </p>
        ) : null}
        {failure ? <SignInError failure={failure} /> : null}
        {screen === 'welcome' ? (
          <p className="notice notice--success" role="status">
            <Trans>Signed in. Opening your account…</Trans>
          </p>
        ) : null}

        <form className="form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={ids.username} className="field__label">
              <Trans>Username or email</Trans>
            </label>
            <input
              ref={usernameRef}
              id={ids.username}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className="field__input"
              required
              aria-invalid={fieldErrors.username || undefined}
              aria-describedby={fieldErrors.username ? ids.usernameError : undefined}
              disabled={busy}
            />
            <FieldError id={ids.usernameError} shown={fieldErrors.username}>
              <Trans>Enter your username.</Trans>
            </FieldError>
          </div>

          <div className="field">
            <label htmlFor={ids.password} className="field__label">
              <Trans>Password</Trans>
            </label>
            <div className="field__with-action">
              <input
                ref={passwordRef}
                id={ids.password}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="field__input"
                required
                aria-invalid={fieldErrors.password || undefined}
                aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
                disabled={busy}
              />
              <button
                type="button"
                className="field__action"
                aria-pressed={showPassword}
                aria-controls={ids.password}
                onClick={() => setShowPassword((v) => !v)}
              >
                {showPassword ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
                <span className="visually-hidden">
                  {' '}
                  <Trans>password</Trans>
                </span>
              </button>
            </div>
            <FieldError id={ids.passwordError} shown={fieldErrors.password}>
              <Trans>Enter your password.</Trans>
            </FieldError>
          </div>

          <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
            {signingIn ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </button>
        </form>
      </section>
    </div>
  );
}

/** The sign-in flow's snapshot as the form shows it, kept current with the flow; its first state until the flow has loaded. */
function useSignInView(actor: SignInActor | null, signedOut: boolean): SignInView {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor?.subscribe(changed);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
  return snapshot ? signInView(snapshot) : initialSignInView(signedOut);
}

/** A field's error under it, referenced by the input's aria-describedby while shown. */
function FieldError({ id, shown, children }: { id: string; shown: boolean; children: ReactNode }) {
  return shown ? (
    <p id={id} className="field__error">
      {children}
    </p>
  ) : null;
}
