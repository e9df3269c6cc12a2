import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { hasBillingAccess, type Role } from '../../domain/roles';

/** The mobile pages' way to billing: pay the mobile balance, the statements (spec billing §2), for the roles that may see billing. */
export function MobileBillingLinks({ role }: { role: Role }) {
  const { t } = useLingui();
  if (!hasBillingAccess(role)) return null;
  return (
    <nav className="mobile__billing" aria-label={t`Mobile billing`}>
      <Link to="/billing/pay-bill" className="link">
        <Trans>Pay your mobile balance</Trans>
      </Link>
      <Link to="/billing/view-statements" className="link">
        <Trans>Mobile statements</Trans>
      </Link>
    </nav>
  );
}
