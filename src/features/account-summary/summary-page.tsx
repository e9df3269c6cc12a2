import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { PaymentRisks } from '../../api/payment-risks';
import { useDocumentTitle } from '../../shell/use-document-title';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { AccessNoticeBanner } from './access-notice';
import { AccountCard } from './account-card';
import { billingRefusal } from '../../domain/roles';
import { quickPayShown } from '../../domain/quick-pay-shown';
import { BalanceCard } from './balance-card';
import { QuickPayCard } from './quick-pay-card';
import { RecentPaymentsCard } from './recent-payments-card';
import { ServicesCard } from './services-card';

const route = getRouteApi('/auth/account-summary');

/** /account-summary: the landing page after sign-in (spec platform §2). */
export function SummaryPage({ riskAlert }: { riskAlert?: (risks: PaymentRisks) => ReactNode }) {
  const { t } = useLingui();
  const data = route.useLoaderData();
  const { notice } = route.useSearch();
  const { profile } = route.useRouteContext();
  useDocumentTitle(t`Account Summary`);
  const firstName = profile.firstName;
  // spec platform §6: only the billing group pays (the others see why); billing that has moved is not paid here
  const payRefusal = billingRefusal(profile.role);
  const canPay = payRefusal === null && !profile.billingSuppressed;
  // src/domain/quick-pay-shown.ts `quickPayShown`: the page only remembers that the card was shown
  const [quickPayWasShown, setQuickPayWasShown] = useState(false);
  const quickPay =
    data.status === 'ready' &&
    quickPayShown({ canPay, billingSuppressed: data.account.billingSuppressed, totalAmountDue: data.account.totalAmountDue }, quickPayWasShown);
  if (quickPay && !quickPayWasShown) setQuickPayWasShown(true);

  if (data.status === 'sessionEnded') return null;

  return (
    <div className="page summary">
      <PageHeader eyebrow={<Trans>Hello, {firstName}</Trans>} title={<Trans>Account Summary</Trans>} />

      {notice ? <AccessNoticeBanner /> : null}

      {data.status === 'failed' ? (
        <LoadFailed what={<Trans>Your account details could not be loaded.</Trans>} />
      ) : (
        <>
          {/* Auto Pay at risk: the alert comes from its feature, put in by the route */}
          {data.risks && riskAlert ? riskAlert(data.risks) : null}
          <div className="summary__grid">
            <BalanceCard account={data.account} payRefusal={payRefusal} scheduled={data.risks?.scheduled ?? null} notice={data.notice} />
            <AccountCard account={data.account} />
            {quickPay ? <QuickPayCard account={data.account} /> : null}
            <ServicesCard services={data.services} />
            {data.payments !== null || data.paymentsFailed ? <RecentPaymentsCard payments={data.payments} failed={data.paymentsFailed} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
