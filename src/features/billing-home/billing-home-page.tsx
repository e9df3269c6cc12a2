import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, useRouteContext } from '@tanstack/react-router';
import type { loadBillingHome } from '../../api/billing';
import type { Profile } from '../../domain/session';
import { useDocumentTitle } from '../../shell/use-document-title';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { AutoPayCard } from './auto-pay-card';
import { StatusCard } from './status-card';
import { BillingMoved } from '../../ui/billing-moved';

/**
 * /billing, the billing home (spec billing §2), for now its status card and its Auto Pay
 * settings card; the other cards come with their areas. /billing-stub and /billing-stub-2 mount
 * it too, with the same loader, so it reads its data from whichever route matched.
 */
export function BillingHomePage() {
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
        <div className="summary__grid">
          <StatusCard billing={read.data} />
          <AutoPayCard billing={read.data} />
        </div>
      )}
    </div>
  );
}
