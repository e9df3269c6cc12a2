import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { loadBillingHome } from '../../api/billing';
import type { Profile } from '../../domain/session';
import { useDocumentTitle } from '../../shell/use-document-title';
import { GenericError } from '../../ui/generic-error';
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
      <header className="page__header">
        <h1 className="page__title">
          <Trans>Billing</Trans>
        </h1>
      </header>
      {profile.billingSuppressed ? (
        <BillingMoved backLink={false} />
      ) : read === null || read.status === 'failed' ? (
        <Unavailable />
      ) : (
        <div className="summary__grid">
          <StatusCard billing={read.data} />
          <AutoPayCard billing={read.data} />
        </div>
      )}
    </div>
  );
}

/** spec billing §8 "billing info fails to load": the generic message with OK, then a retry. */
function Unavailable() {
  const router = useRouter();
  const [acknowledged, setAcknowledged] = useState(false);
  if (!acknowledged) return <GenericError onOk={() => setAcknowledged(true)} takeFocus />;
  return (
    <div className="card card--empty">
      <p>
        <Trans>Your billing information could not be loaded.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
