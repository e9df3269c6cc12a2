import { Trans } from '@lingui/react/macro';
import type { SignInFailure } from '../../domain/session';

/** Why sign-in failed, in words the user can act on; announced as it appears. */
export function SignInError({ failure }: { failure: SignInFailure }) {
  return (
    <div className="notice notice--error" role="alert" data-testid="sign-in-error">
      {failure === 'credentials' ? (
        <p>
          <Trans>The username or password you entered is incorrect. Check them and try again.</Trans>
        </p>
      ) : failure === 'unreachable' ? (
        <p>
          <Trans>We can't reach the portal right now. Check your internet connection and try again in a few minutes.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Sorry, something didn't work as it should. Please try again later.</Trans>
        </p>
      )}
    </div>
  );
}
