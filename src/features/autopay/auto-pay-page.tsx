import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { PageRead } from '../../api/billing';
import { useDocumentTitle } from '../../shell/use-document-title';
import { GenericError } from '../../ui/generic-error';
import { EnrollFlowView } from './enroll-flow';
import { ManageAutoPay } from './manage-auto-pay';

const route = getRouteApi('/auth/billing/pay-bill');

/**
 * /billing/pay-bill?open=ap (spec billing §2): Enroll in Auto Pay when the account is not
 * enrolled, Manage Auto Pay when it is (the route's loader asks). When an outcome changes that
 * (enrolled, or Auto Pay now off), the page asks again and shows the other one.
 */
export function AutoPayPage() {
  const { t } = useLingui();
  const router = useRouter();
  const read = route.useLoaderData();
  const { profile } = route.useRouteContext();
  const [run, setRun] = useState(0);
  const enrolled = read?.status === 'ready' ? read.data : null;
  const title = enrolled ? t`Manage Auto Pay` : t`Enroll in Auto Pay`;
  useDocumentTitle(title);

  const again = useCallback(() => setRun((n) => n + 1), []);
  const reload = useCallback(() => {
    setRun((n) => n + 1);
    void router.invalidate();
  }, [router]);

  if (read?.status === 'sessionEnded') return null;
  return (
    <div className="page autopay-page">
      <header className="page__header">
        <p className="page__eyebrow">
          <Trans>Billing</Trans>
        </p>
        <h1 className="page__title">{title}</h1>
      </header>
      {profile.billingSuppressed ? (
        <section className="card" aria-labelledby="moved-title">
          <h2 id="moved-title" className="card__title">
            <Trans>Billing Has Moved</Trans>
          </h2>
          <p className="card__text">
            <Trans>Bills for this account are now managed on our enterprise site, not in this portal.</Trans>
          </p>
          <div className="step-actions">
            <Link to="/account-summary" className="button">
              <Trans>Back to Account Summary</Trans>
            </Link>
          </div>
        </section>
      ) : read === null || read.status === 'failed' ? (
        <Unavailable onRetry={() => void router.invalidate()} />
      ) : enrolled ? (
        <ManageAutoPay key={`manage-${run}`} onEnroll={reload} />
      ) : (
        <EnrollFlowView key={`enroll-${run}`} onAgain={again} onManage={reload} />
      )}
    </div>
  );
}

/** spec billing §8 "billing info fails to load": the generic message with OK, then a retry. */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  const [acknowledged, setAcknowledged] = useState(false);
  if (!acknowledged) return <GenericError onOk={() => setAcknowledged(true)} autoFocus />;
  return (
    <div className="card card--empty">
      <p>
        <Trans>Your Auto Pay details could not be loaded.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
