import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TitledCard } from './titled-card';

/**
 * spec billing §2: an account whose billing is suppressed sees "Billing Has Moved" in place of any
 * billing page. The billing home is itself a place to go back from, so it leaves out the link.
 */
export function BillingMoved({ backLink = true }: { backLink?: boolean }) {
  return (
    <TitledCard titleId="moved-title" title={<Trans>Billing Has Moved</Trans>}>
      <p className="card__text">
        <Trans>Bills for this account are now managed on our enterprise site, not in this portal.</Trans>
      </p>
      {backLink ? (
        <div className="step-actions">
          <Link to="/account-summary" className="button">
            <Trans>Back to Account Summary</Trans>
          </Link>
        </div>
      ) : null}
    </TitledCard>
  );
}
