import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { BillingHome, loadBillingHome } from '../../api/billing';
import type { Profile } from '../../domain/session';
import { useDocumentTitle } from '../../shell/use-document-title';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { AutoPayCard } from './auto-pay-card';
import { MobileDevicesCard } from './mobile-devices-card';
import { SettingsCard } from './settings-card';
import { StatementsCard } from './statements-card';
import { StatusCard } from './status-card';
import { StreamingCard } from './streaming-card';
import { TransactionsCard } from './transactions-card';
import { BillingMoved } from '../../ui/billing-moved';

/**
 * /billing, the billing home (spec billing §2), for now its status card and its Auto Pay
 * settings card; the other cards come with their areas. /billing-stub and /billing-stub-2 mount
 * it too, with the same loader, so it reads its data from whichever route matched.
 */
export interface BillingHomeSlots {
  /** Auto Pay at risk: the alert for these risks, above the cards */
  riskAlert?: (risks: BillingHome['paymentRisks'], today: string) => ReactNode;
  /** the scheduled payments card (src/features/scheduled-payments) */
  scheduledPayments?: ReactNode;
  /** the billing dialogs (src/features/billing-notices), given the account's Auto Pay discount in cents */
  notices?: (discountCents: number) => ReactNode;
}

/** Other features' cards come in as slots, put in by the route (features do not import one another). */
export function BillingHomePage({ slots = {} }: { slots?: BillingHomeSlots }) {
  const { t } = useLingui();
  const read = useLoaderData({ strict: false }) as Awaited<ReturnType<typeof loadBillingHome>> | null;
  const { profile } = useRouteContext({ strict: false }) as { profile: Profile };
  useDocumentTitle(t`Billing`);
  if (read?.status === 'sessionEnded') return null;
  return (
    <div className="page billing-home">
      <PageHeader title={<Trans>Billing</Trans>} />
      {profile.billingSuppressed ? (
        <BillingMoved backLink={false} />
      ) : read === null || read.status === 'failed' ? (
        <LoadFailed what={<Trans>Your billing information could not be loaded.</Trans>} />
      ) : (
        <>
          {slots.riskAlert?.(read.data.paymentRisks, read.data.limits.today)}
          <div className="summary__grid">
            <StatusCard billing={read.data} />
            <AutoPayCard billing={read.data} />
            {slots.scheduledPayments}
            <SettingsCard billing={read.data} />
            <TransactionsCard />
            <StreamingCard />
            <StatementsCard />
            <MobileDevicesCard autoPay={read.data.autoPay} />
          </div>
          {/* below the cards: the notices come with their flow's chunk and then their reader's
              answer, and above the cards each arrival pushed the page down (Lighthouse: CLS 0.234) */}
          {slots.notices?.(read.data.autoPay.discountCents)}
        </>
      )}
    </div>
  );
}
