import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TitledCard } from './titled-card';

/**
 * The provider's enterprise billing site (spec billing §2: "sends them to the provider's enterprise
 * site"): not known to this codebase, so configured per deployment (VITE_ENTERPRISE_BILLING_URL);
 * without one the page says where bills went without inventing an address.
 */
const ENTERPRISE_BILLING_URL: string | undefined = import.meta.env.VITE_ENTERPRISE_BILLING_URL || undefined;

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
      {backLink || ENTERPRISE_BILLING_URL ? (
        <div className="step-actions">
          {ENTERPRISE_BILLING_URL ? (
            <a href={ENTERPRISE_BILLING_URL} className="button button--primary" data-testid="enterprise-billing-link">
              <Trans>Go to enterprise billing</Trans>
            </a>
          ) : null}
          {backLink ? (
            <Link to="/account-summary" className="button">
              <Trans>Back to Account Summary</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
    </TitledCard>
  );
}
