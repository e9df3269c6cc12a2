import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Where every end of the payment lets the user go back to: the Account Summary (the main action on a receipt). */
export function BackToSummary({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/account-summary" className={primary ? 'button button--primary' : 'button'}>
      <Trans>Back to Account Summary</Trans>
    </Link>
  );
}
