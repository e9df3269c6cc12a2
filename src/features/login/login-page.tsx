import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../shell/use-document-title';
import { SignInError } from './sign-in-error';
import { useSignIn } from './use-sign-in';

const route = getRouteApi('/open/login');

type FieldErrors = { username?: boolean; password?: boolean };

/** /login (spec platform §2): sign in with username and password. */
export function LoginPage() {
  const { t } = useLingui();
  const { targetUrl, loggedOut } = route.useSearch();
  const { state, signIn } = useSignIn(targetUrl);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  useDocumentTitle(t`Sign in`);

  const busy = state.status === 'submitting' || state.status === 'signedIn';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = { username: !username, password: !password };
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    void signIn(username, password);
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

        {loggedOut && state.status === 'idle' ? (
          <p className="notice notice--info" role="status">
            <Trans>You have been signed out.</Trans>
          </p>
        ) : null}
        {state.status === 'failed' ? <SignInError failure={state.failure} /> : null}
        {state.status === 'signedIn' ? (
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
            {state.status === 'submitting' ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </button>
        </form>
      </section>
    </div>
  );
}
