import { Trans } from '@lingui/react/macro';
import type { AccessNotice } from './search';

/** Why the user was brought here instead of the page they asked for (a role guard refused it). */
export function AccessNoticeBanner({ notice }: { notice: AccessNotice }) {
  return (
    <div className="notice notice--warning" role="alert" data-testid="access-notice">
      <p>
        {notice === 'no-billing-access' ? (
          <Trans>Billing is available to the account owner and administrators. Ask one of them if you need to pay a bill or see statements.</Trans>
        ) : (
          <Trans>Only the account owner and administrators can manage users.</Trans>
        )}
      </p>
    </div>
  );
}
