import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../shell/use-document-title';

const route = getRouteApi('/open/account-recovery');

/**
 * /account-recovery (spec platform §2, with the password-reset flag). A user whose password must
 * be changed is sent here by the sign-in flow, signed out. This backend has no self-service reset
 * (spec: not shown), so the page says honestly who can reset it rather than offering a form that
 * could not work.
 */
export function AccountRecoveryPage() {
  const { t } = useLingui();
  const { passwordReset } = route.useSearch();
  useDocumentTitle(t`Account recovery`);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title">{passwordReset ? <Trans>Your password must be changed</Trans> : <Trans>Account recovery</Trans>}</h1>
      {passwordReset ? (
        <p className="status-page__text" data-testid="password-reset-required">
          <Trans>
            Your password was reset, so you can't use the portal until it is changed. For your security you have not been signed in. Ask your account
            administrator or call Business Support to set a new password, then sign in with it.
          </Trans>
        </p>
      ) : (
        <p className="status-page__text">
          <Trans>To recover your username or password, ask your account administrator or call Business Support.</Trans>
        </p>
      )}
      <Link to="/login" className="button button--primary">
        <Trans>Back to sign in</Trans>
      </Link>
    </section>
  );
}
