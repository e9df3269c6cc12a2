import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BillingHome } from '../../api/billing';
import { TitledCard } from '../../ui/titled-card';

/**
 * spec billing §2 billing home: the settings card. How the bill comes (paper or paperless, spec
 * billing §4), the saved payment methods (the wallet) and the ways to pay, each a link.
 */
export function SettingsCard({ billing }: { billing: Pick<BillingHome, 'paperless'> }) {
  return (
    <TitledCard className="settings-card" titleId="settings-card-title" testId="billing-settings-card" title={<Trans>Settings</Trans>}>
      <ul className="settings-card__list">
        <li>
          <Link to="/billing/pay-bill" search={{ open: 'bd' }} className="settings-card__link" data-testid="settings-bill-delivery">
            <span className="settings-card__name">
              <Trans>Bill delivery</Trans>
            </span>
            <span className="settings-card__value" data-testid="settings-bill-delivery-mode">
              {billing.paperless ? <Trans>Paperless</Trans> : <Trans>Paper</Trans>}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/billing/bill-pay-options" hash="wallet" className="settings-card__link" data-testid="settings-wallet">
            <span className="settings-card__name">
              <Trans>Saved payment methods</Trans>
            </span>
          </Link>
        </li>
        <li>
          <Link to="/billing/bill-pay-options" className="settings-card__link" data-testid="settings-bill-pay-options">
            <span className="settings-card__name">
              <Trans>Ways to pay</Trans>
            </span>
          </Link>
        </li>
      </ul>
    </TitledCard>
  );
}
