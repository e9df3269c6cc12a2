import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { billDeliverySwitchMachine, BillDeliverySwitchOutput } from '../../../machines/billing/bill-delivery-switch';
import { screenMeta } from '../../../machines/parts/screen';
import { billDelivery } from '../../api/flows-billing-settings';
import type { Profile } from '../../domain/session';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useFlow } from '../../shell/use-flow';
import { BillingMoved } from '../../ui/billing-moved';
import { Fact } from '../../ui/facts';
import { EndedNotice } from '../../ui/flow-notice';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { LoadedContent } from '../../ui/loaded-content';
import { PageHeader } from '../../ui/page-header';
import { SettingBadge } from '../../ui/setting-badge';
import { TitledCard } from '../../ui/titled-card';
import { DELIVERY_ERRORS } from './messages';

/** Where bill delivery is changed in Settings (spec billing §2), where a failure sends the user (§8). */
export const BILL_DELIVERY_SETTINGS = '/user-preferences/notifications/manage/bill-delivery';

/**
 * Bill delivery (spec billing §2: /billing/pay-bill?open=bd and
 * /user-preferences/notifications/manage/bill-delivery): paper or paperless, with the e-mail the
 * bill goes to; switching asks to confirm (the `billDelivery` flow and its switch child).
 */
export function BillDeliveryPage() {
  const { t } = useLingui();
  const { profile } = useRouteContext({ strict: false }) as { profile: Profile };
  useDocumentTitle(t`Bill delivery`);
  return (
    <div className="page bill-delivery">
      <PageHeader eyebrow={<Trans>Billing</Trans>} title={<Trans>Bill delivery</Trans>} />
      {profile.billingSuppressed ? <BillingMoved /> : <BillDeliveryCard />}
    </div>
  );
}

function BillDeliveryCard() {
  const { t } = useLingui();
  const { snapshot, send } = useFlow(billDelivery, undefined);
  const { screen } = screenMeta(snapshot);
  const { delivery, ended } = snapshot.context;
  const switchActor = snapshot.children.switch;
  const email = delivery.email;
  return (
    <TitledCard
      className="bill-delivery__card"
      titleId="delivery-title"
      title={<Trans>How you get your bill</Trans>}
      testId="bill-delivery"
      flowState={snapshot.value}
      busy={snapshot.hasTag('busy')}
    >
      <LoadedContent
        screen={screen}
        loading={<Trans>Loading…</Trans>}
        failure={t(DELIVERY_ERRORS.deliveryLoad)}
        failureTestId="delivery-unavailable"
        onRetry={() => send({ type: 'retry' })}
      >
        {ended ? <Ended ended={ended} onDismiss={() => send({ type: 'dismiss' })} /> : null}
        <dl className="facts">
          <Fact label={<Trans>Bill delivery</Trans>} testId="delivery-mode">
            <SettingBadge on={delivery.paperless} onLabel={<Trans>Paperless</Trans>} offLabel={<Trans>Paper</Trans>} />
          </Fact>
          {email ? (
            <Fact label={<Trans>E-mail</Trans>} testId="delivery-email">
              {email}
            </Fact>
          ) : null}
        </dl>
        <p className="card__text">
          {delivery.paperless ? (
            <Trans>Each month we e-mail you when your bill is ready to view online. No paper bill is mailed.</Trans>
          ) : (
            <Trans>Your bill is mailed to your billing address each month.</Trans>
          )}
        </p>
        <div className="balance__actions">
          <button
            type="button"
            id="delivery-switch"
            className="button button--primary"
            data-testid="delivery-switch"
            onClick={() => send({ type: 'switch' })}
            aria-disabled={!snapshot.can({ type: 'switch' }) || undefined}
          >
            {delivery.paperless ? <Trans>Switch to paper bills</Trans> : <Trans>Go paperless</Trans>}
          </button>
        </div>
        {switchActor ? <SwitchDialog actor={switchActor} /> : null}
      </LoadedContent>
    </TitledCard>
  );
}

function Ended({ ended, onDismiss }: { ended: BillDeliverySwitchOutput; onDismiss: () => void }) {
  const { t } = useLingui();
  return ended.outcome === 'switched' ? (
    <EndedNotice testId="delivery-switched" onDismiss={onDismiss}>
      {ended.paperless ? <Trans>You're now paperless. Your next bill will come by e-mail.</Trans> : <Trans>Your next bill will come by mail.</Trans>}
    </EndedNotice>
  ) : (
    // spec billing §8 "Paperless enrollment fails: go to Settings"
    <EndedNotice
      kind="error"
      testId="delivery-failure"
      onDismiss={onDismiss}
      extra={
        <Link to={BILL_DELIVERY_SETTINGS} className="button">
          <Trans>Go to Settings</Trans>
        </Link>
      }
    >
      {t(DELIVERY_ERRORS.paperless)}
    </EndedNotice>
  );
}

function SwitchDialog({ actor }: { actor: ActorRefFrom<typeof billDeliverySwitchMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  if (snapshot.status === 'done') return null;
  const { paperless, email } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <ModalDialog
      id="delivery-dialog"
      title={paperless ? <Trans>Go paperless?</Trans> : <Trans>Switch to paper bills?</Trans>}
      confirmLabel={busy ? <Trans>Saving…</Trans> : paperless ? <Trans>Go paperless</Trans> : <Trans>Switch to paper</Trans>}
      dismissLabel={<Trans>Keep it as it is</Trans>}
      onConfirm={() => send({ type: 'confirm' })}
      onDismiss={() => send({ type: 'keep' })}
      busy={busy}
      returnFocusTo="delivery-switch"
    >
      {paperless ? (
        email ? (
          <p>
            <Trans>
              We'll stop mailing your paper bill and e-mail <strong>{email}</strong> each month when your bill is ready.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>We'll stop mailing your paper bill and e-mail you each month when your bill is ready.</Trans>
          </p>
        )
      ) : (
        <p>
          <Trans>We'll mail your bill to your billing address each month instead of e-mailing you.</Trans>
        </p>
      )}
    </ModalDialog>
  );
}
