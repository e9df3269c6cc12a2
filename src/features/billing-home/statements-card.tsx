import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TitledCard } from '../../ui/titled-card';

/**
 * spec billing §2: the billing home leads to the statements (the list, the digital statement,
 * compare with last month, the PDF), where a customer looks for their bill.
 */
export function StatementsCard() {
  return (
    <TitledCard className="statements-card" titleId="statements-card-title" testId="billing-statements-card" title={<Trans>Statements</Trans>}>
      <p className="card__text">
        <Trans>Read your monthly statements, compare them with the month before and download them as PDF.</Trans>
      </p>
      <div className="balance__actions">
        <Link to="/billing/view-statements" className="button" data-testid="statements-link">
          <Trans>View statements</Trans>
        </Link>
      </div>
    </TitledCard>
  );
}
