import { autoPay } from '../../api/flows-auto-pay';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { redactAutoPay } from '../../../machines/autopay/auto-pay-persisted';
import { screenMeta } from '../../../machines/parts/screen';
import { newKeyPrefix } from '../../api/idempotency';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useFlow } from '../../shell/use-flow';
import { LoadFailed } from '../../ui/load-failed';
import { PageHeader } from '../../ui/page-header';
import { EnrollBlocked } from './enroll/enroll-blocked';
import { EnrollFlowView } from './enroll/enroll-flow';
import { EnrollOutcome } from './enroll/enroll-outcomes';
import { useAutoPayErrorText } from './parts/error-text';
import { ManageAutoPay } from './manage/manage-auto-pay';
import { UnavailableCard } from './manage/unavailable-card';
import { useHeadingFocus } from './parts/use-heading-focus';
import { BillingMoved } from '../../ui/billing-moved';

const route = getRouteApi('/auth/billing/pay-bill');

/**
 * /billing/pay-bill?open=ap (spec billing §2): the Auto Pay page flow (machines/autopay/auto-pay-page.ts)
 * shows Enroll when the account is not enrolled, Manage Auto Pay when it is, and goes from one to
 * the other when an outcome changes that. The route's loader only says which title to show
 * before the flow has loaded, and whether the page can be shown at all.
 */
export function AutoPayPage({ notices }: { notices?: AutoPayNotices } = {}) {
  const read = route.useLoaderData();
  const { profile } = route.useRouteContext();
  if (read?.status === 'sessionEnded') return null;
  if (profile.billingSuppressed) return <Shell manage={false} body={<BillingMoved />} />;
  if (read === null || read.status === 'failed')
    return <Shell manage={false} body={<LoadFailed what={<Trans>Your Auto Pay details could not be loaded.</Trans>} />} />;
  return <AutoPayFlow enrolled={read.data} user={profile.username} notices={notices} />;
}

/** The billing disclosures (src/features/billing-notices, put in by the route), given the account's Auto Pay discount in cents. */
export type AutoPayNotices = (discountCents: number) => ReactNode;

function AutoPayFlow({ enrolled, user, notices }: { enrolled: boolean; user: string; notices: AutoPayNotices | undefined }) {
  const [keyPrefix] = useState(newKeyPrefix);
  // kept for this user while an enrollment or a change is in progress (flows survive the session)
  const { snapshot, send } = useFlow(autoPay, { keyPrefix }, { persist: { user, redact: redactAutoPay } });
  const navigate = useNavigate();
  const meta = screenMeta(snapshot);
  const { info, enrolled: ended, code } = snapshot.context;
  const heading = useHeadingFocus(meta.screen ?? 'left');
  const errorText = useAutoPayErrorText(info?.billing.restrictions.type ?? 'NONE');
  const left = snapshot.status === 'done';
  const { enroll, manage } = snapshot.children;

  // leaving (Cancel, Back to Billing) is an outcome; going there is the app's
  useEffect(() => {
    if (left) void navigate({ to: '/billing' });
  }, [left, navigate]);

  let body = null;
  switch (meta.screen) {
    case 'loading':
      body = (
        <p className="busy-note card" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading your Auto Pay options…</Trans>
        </p>
      );
      break;
    case 'unavailable':
      body = <UnavailableCard code={code} headingRef={heading} onRetry={() => send({ type: 'again' })} />;
      break;
    case 'blocked':
      body = info ? (
        <section className="card step" aria-labelledby="step-title">
          <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
            <Trans>Auto Pay can't be set up for this account</Trans>
          </h2>
          <EnrollBlocked info={info} errorText={errorText} onLeave={() => send({ type: 'leave' })} />
        </section>
      ) : null;
      break;
    case 'enroll':
      body = enroll ? <EnrollFlowView actor={enroll} /> : null;
      break;
    case 'enrollOutcome':
      body =
        info && ended ? (
          <EnrollOutcome info={info} output={ended} headingRef={heading} onAgain={() => send({ type: 'again' })} onManage={() => send({ type: 'manage' })} />
        ) : null;
      break;
    case 'manage':
      body = manage ? <ManageAutoPay actor={manage} /> : null;
      break;
  }
  // the Auto Pay discount terms are among the billing disclosures, offered here too
  return (
    <Shell
      manage={meta.title ? meta.title === 'manage' : enrolled}
      body={
        <>
          <div className="autopay">{body}</div>
          {/* after the flow: arriving above it (their chunk, then their reader's answer), the
              notices pushed the step down under the user's pointer, as on the billing home */}
          {info ? notices?.(info.billing.autoPay.discountCents) : null}
        </>
      }
    />
  );
}

function Shell({ manage, body }: { manage: boolean; body: ReactNode }) {
  const { t } = useLingui();
  const title = manage ? t`Manage Auto Pay` : t`Enroll in Auto Pay`;
  useDocumentTitle(title);
  return (
    <div className="page autopay-page">
      <PageHeader eyebrow={<Trans>Billing</Trans>} title={title} />
      {body}
    </div>
  );
}
