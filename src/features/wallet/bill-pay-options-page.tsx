import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shell/use-document-title';
import type { Profile } from '../../domain/session';
import { BillingMoved } from '../../ui/billing-moved';
import { PageHeader } from '../../ui/page-header';
import { TitledCard } from '../../ui/titled-card';
import { PaymentCenters } from './payment-centers';
import { WayToPay } from './way-to-pay';
import { Wallet, type ChangeAutoPayView } from './wallet';
import { CUSTOMER_CARE_PHONE } from '../../domain/customer-care';
import { PhoneLink } from '../../ui/phone-link';

/**
 * /billing/bill-pay-options (spec billing §2): the ways to pay, the wallet, and the scheduled
 * payments. The page is composed by its route (src/routes/bill-pay-options-screen.tsx), which
 * gives it the Auto Pay change of method (for the roadblock) and the scheduled payments card,
 * both other features'.
 */
export function BillPayOptionsPage(props: { changeAutoPay: ChangeAutoPayView; scheduled: ReactNode }) {
  const { t } = useLingui();
  const { profile } = useRouteContext({ strict: false }) as { profile: Profile };
  useDocumentTitle(t`Bill pay options`);
  return (
    <div className="page bill-pay-options">
      <PageHeader eyebrow={<Trans>Billing</Trans>} title={<Trans>Bill pay options</Trans>} />
      {/* spec billing §2: an account whose billing has moved sees where it went, on every billing screen */}
      {profile.billingSuppressed ? <BillingMoved /> : <WaysWalletScheduled {...props} />}
    </div>
  );
}

function WaysWalletScheduled({ changeAutoPay, scheduled }: { changeAutoPay: ChangeAutoPayView; scheduled: ReactNode }) {
  return (
    <>
      <TitledCard className="ways-to-pay" titleId="ways-title" title={<Trans>Ways to pay</Trans>} testId="ways-to-pay">
        <ul className="ways">
          <WayToPay
            name={<Trans>Pay online now</Trans>}
            text={<Trans>Pay today with a card or bank account.</Trans>}
            start={{ open: 'otp', label: <Trans>Pay bill</Trans>, primary: true }}
          />
          <WayToPay
            name={<Trans>Schedule a payment</Trans>}
            text={<Trans>Choose a later date, up to 30 days ahead.</Trans>}
            start={{ open: 'fdp', label: <Trans>Schedule a payment</Trans> }}
          />
          <WayToPay
            name={<Trans>Auto Pay</Trans>}
            text={<Trans>Your bill is paid automatically every month.</Trans>}
            start={{ open: 'ap', label: <Trans>Auto Pay</Trans> }}
          />
          <WayToPay
            name={<Trans>By phone</Trans>}
            text={
              <Trans>
                Call <PhoneLink digits={CUSTOMER_CARE_PHONE} /> at any time and follow the prompts to pay.
              </Trans>
            }
          />
          <WayToPay name={<Trans>By mail</Trans>} text={<Trans>Send a check with the payment stub of your statement to the address printed on it.</Trans>} />
          <WayToPay name={<Trans>In a store</Trans>} text={<Trans>Pay with cash, check or card at a payment center.</Trans>} wide>
            <PaymentCenters titleId="ways-stores-title" />
          </WayToPay>
        </ul>
      </TitledCard>
      <TitledCard className="wallet-card" titleId="wallet-title" title={<Trans>Saved payment methods</Trans>} testId="wallet">
        <Wallet changeAutoPay={changeAutoPay} />
      </TitledCard>
      {/* the scheduled payments (list and cancel): another feature's card, given by the route */}
      <div className="bill-pay-options__scheduled" data-testid="scheduled-slot">
        {scheduled}
      </div>
    </>
  );
}
