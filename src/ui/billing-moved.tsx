import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ENTERPRISE_BILLING_URL } from '../api/config';
import { TitledCard } from './titled-card';

/** The site's name as the address bar shows it (enterprise.example.com), to say where the link goes. */
const siteOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * spec billing §1, §2: an account whose billing is suppressed sees "Billing Has Moved" in place of
 * any billing page, and is sent on to the enterprise site (src/api/config.ts), named in the words.
 * The billing home and the summary are themselves places to go back from, so they leave out the
 * way back. As tall as its words: never a large empty card beside a taller one.
 */
export function BillingMoved({ backLink = true, titleId = 'moved-title' }: { backLink?: boolean; titleId?: string }) {
  const site = siteOf(ENTERPRISE_BILLING_URL);
  return (
    <TitledCard className="billing-moved" titleId={titleId} title={<Trans>Billing Has Moved</Trans>}>
      <p className="card__text">
        <Trans>Bills for this account are now managed on our enterprise site, {site}, not in this portal.</Trans>
      </p>
      <div className="step-actions">
        <a href={ENTERPRISE_BILLING_URL} className="button button--primary">
          <Trans>Go to enterprise billing</Trans>
        </a>
        {backLink ? (
          <Link to="/account-summary" className="button">
            <Trans>Back to Account Summary</Trans>
          </Link>
        ) : null}
      </div>
    </TitledCard>
  );
}
