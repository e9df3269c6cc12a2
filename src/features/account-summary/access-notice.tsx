import { Trans } from '@lingui/react/macro';

/**
 * Why the user was brought here instead of the page they asked for: the billing access guard
 * refused it (the one AccessNotice there is; spec platform §6).
 */
export function AccessNoticeBanner() {
  return (
    <div className="notice notice--warning" role="alert" data-testid="access-notice">
      <p>
        <Trans>Billing is available to the account owner and administrators. Ask one of them if you need to pay a bill or see statements.</Trans>
      </p>
    </div>
  );
}
