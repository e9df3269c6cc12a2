import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { screenMeta } from '../../../machines/screen';
import { useDocumentTitle } from '../../shell/use-document-title';
import { SignInError } from './sign-in-error';
import { useSignIn } from './use-sign-in';

const route = getRouteApi('/open/login');

/** /login (spec platform §2): sign in with username and password; the sign-in flow (machines/sign-in.ts) decides. */
export function LoginPage() {
  const { t } = useLingui();
  const { targetUrl, loggedOut } = route.useSearch();
  const { snapshot, send } = useSignIn(targetUrl);
  const [showPassword, setShowPassword] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  useDocumentTitle(t`Sign in`);

  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const { missing: fieldErrors, failure } = snapshot.context;

  // a field the flow found empty takes the focus, so the user is where the fix is
  useEffect(() => {
    if (fieldErrors.username) usernameRef.current?.focus();
    else if (fieldErrors.password) passwordRef.current?.focus();
  }, [fieldErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({ type: 'submit', username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') });
  }

  return (
    <div className="login">
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

        {loggedOut && !failure && !busy && screen === 'form' ? (
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
            {fieldErrors.username ? (
              <p id={ids.usernameError} className="field__error">
                <Trans>Enter your username.</Trans>
              </p>
            ) : null}
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
            {fieldErrors.password ? (
              <p id={ids.passwordError} className="field__error">
                <Trans>Enter your password.</Trans>
              </p>
            ) : null}
          </div>

          <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
            {busy && screen === 'form' ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </button>
        </form>
      </section>
    </div>
  );
}
