import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import type { MobileOverview } from '../../api/mobile-account';
import { useDocumentTitle } from '../../shell/use-document-title';
import { Fact } from '../../ui/facts';
import { AsOf } from './as-of';
import { DataAlertsCard } from './data-alerts-card';
import { LinesTable } from './lines-table';
import { MobileBillingLinks } from './mobile-links';
import { PlanGroupFacts } from './plan-groups';
import './mobile.css';

const route = getRouteApi('/auth/services/mobile');

/**
 * /services/mobile (spec platform §3 mobile account): the lines, the plan groups with their
 * pooled allowance and forecast, the account lock and the data alerts.
 */
export function MobileOverviewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Mobile`);
  const { profile } = route.useRouteContext();
  const data = route.useLoaderData();
  return (
    <div className="page mobile">
      <h1 className="page__title">
        <Trans>Mobile</Trans>
      </h1>
      <p className="page__lead">
        <Trans>Your lines, their devices and how much data they use this cycle.</Trans>
      </p>
      <MobileBillingLinks role={profile.role} />
      <section className="card" aria-labelledby="mobile-lines">
        <h2 id="mobile-lines" className="card__title">
          <Trans>Lines</Trans>
        </h2>
        <LinesTable lines={data.mobileLines} devices={data.devices} plans={data.usageSummary?.plans ?? []} />
        {data.usageSummary ? <AsOf asOf={data.usageSummary.asOf} /> : null}
      </section>
      <div className="mobile__grid">
        {data.usageSummary?.plans.map((plan) => (
          <section key={plan.planGroupId} className="card" aria-labelledby={`plan-${plan.planGroupId}`} data-testid="plan-group">
            <h2 id={`plan-${plan.planGroupId}`} className="card__title">
              {plan.planName}
            </h2>
            <PlanGroupFacts plan={plan} />
          </section>
        ))}
        <AccountLock lock={data.accountLock} />
        {data.dataNotificationSettings ? <DataAlertsCard settings={data.dataNotificationSettings} role={profile.role} /> : null}
      </div>
    </div>
  );
}

/** spec platform §3 account lock: the numbers cannot be moved to another carrier while it is on. */
function AccountLock({ lock }: { lock: MobileOverview['accountLock'] }) {
  return (
    <section className="card" aria-labelledby="mobile-lock">
      <h2 id="mobile-lock" className="card__title">
        <Trans>Account lock</Trans>
      </h2>
      <dl className="facts">
        <Fact label={<Trans>Number transfer lock</Trans>} testId="account-lock">
          {lock?.enabled ? <Trans>On: your numbers cannot be moved to another carrier</Trans> : <Trans>Off</Trans>}
        </Fact>
      </dl>
    </section>
  );
}
