import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { screenMeta } from '../../../machines/parts/screen';
import type { scheduledPaymentCancelMachine } from '../../../machines/billing/scheduled-payment-cancel';
import { scheduledPayments } from '../../api/flows-billing-settings';
import type { Payment } from '../../domain/billing';
import { scheduleMoreRefusal } from '../../domain/payment-date';
import { useFormat } from '../../i18n/format';
import { useFlow } from '../../shell/use-flow';
import { RefusedAction } from '../../ui/action-refusal';
import { Fact } from '../../ui/facts';
import { FlowNotice } from '../../ui/flow-notice';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { LoadedContent } from '../../ui/loaded-content';
import { TitledCard } from '../../ui/titled-card';
import { SCHEDULED_ERRORS } from './messages';
import { PaymentMethodText } from '../../ui/payment-method-text';

export interface ScheduledPaymentsCardProps {
  /** a payment to point at (the confirmation of a future-dated payment links with it), or null */
  highlight?: string | null;
  /** the card's heading level: 2 on a page of cards (default), 3 inside a section */
  headingLevel?: 2 | 3;
}

/**
 * Manage scheduled payments (spec billing §2 "list and cancel"): each future-dated payment with
 * its amount, date, method and confirmation number, and Cancel, which asks first. "Schedule a
 * payment" follows the limit of two future-dated payments (spec billing §5, §9) from the list
 * itself, so a cancelled payment makes room at once. The `scheduledPayments` flow decides; this
 * renders it. Mounted on the billing home and on /billing/bill-pay-options.
 */
export function ScheduledPaymentsCard({ highlight = null, headingLevel = 2 }: ScheduledPaymentsCardProps) {
  const { t } = useLingui();
  const { snapshot, send } = useFlow(scheduledPayments, { highlight });
  const { screen } = screenMeta(snapshot);
  const { list, ended } = snapshot.context;
  const refusal = scheduleMoreRefusal({ ...list.account, scheduledCount: list.payments.length });
  const cancelActor = snapshot.children.cancel;
  // a cancelled payment frees a place: the page's own reads (the status card's Schedule a payment,
  // the at-risk alert) are read again, as the list here already shows it
  const router = useRouter();
  const cancelled = ended?.outcome === 'cancelled' ? ended.paymentId : null;
  useEffect(() => {
    if (cancelled) void router.invalidate();
  }, [cancelled, router]);
  return (
    <TitledCard
      id="scheduled-payments"
      className="scheduled"
      titleId="scheduled-title"
      title={<Trans>Scheduled payments</Trans>}
      headingLevel={headingLevel}
      testId="scheduled-payments"
      flowState={snapshot.value}
      busy={snapshot.hasTag('busy')}
    >
      <LoadedContent
        screen={screen}
        loading={<Trans>Loading your scheduled payments…</Trans>}
        failure={t(SCHEDULED_ERRORS.scheduledLoad)}
        failureTestId="scheduled-unavailable"
        onRetry={() => send({ type: 'retry' })}
      >
        {ended ? <Ended ended={ended} onDismiss={() => send({ type: 'dismiss' })} /> : null}
        {list.payments.length === 0 ? (
          <p className="card__text" data-testid="scheduled-empty">
            <Trans>You have no scheduled payments.</Trans>
          </p>
        ) : (
          <ul className="scheduled__list" data-testid="scheduled-list">
            {list.payments.map((payment) => (
              <ScheduledItem
                key={payment.id}
                payment={payment}
                highlighted={payment.id === snapshot.context.highlight}
                canCancel={snapshot.can({ type: 'cancel', paymentId: payment.id })}
                onCancel={() => send({ type: 'cancel', paymentId: payment.id })}
              />
            ))}
          </ul>
        )}
        <div className="balance__actions">
          {refusal ? (
            <RefusedAction id="scheduled-schedule-refused" label={<Trans>Schedule a payment</Trans>} refusal={refusal} />
          ) : (
            <Link to="/billing/pay-bill" search={{ open: 'fdp' }} className="button" data-testid="scheduled-schedule">
              <Trans>Schedule a payment</Trans>
            </Link>
          )}
        </div>
        {cancelActor ? <CancelDialog actor={cancelActor} /> : null}
      </LoadedContent>
    </TitledCard>
  );
}

function ScheduledItem({ payment, highlighted, canCancel, onCancel }: { payment: Payment; highlighted: boolean; canCancel: boolean; onCancel: () => void }) {
  const format = useFormat();
  // the payment the page was opened for (a future-dated payment's confirmation) is brought into view
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) item.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const amount = format.money(payment.amount);
  const date = format.date(payment.paymentDate, 'medium');
  return (
    <li
      ref={item}
      className={`scheduled__item${highlighted ? ' scheduled__item--new' : ''}`}
      data-testid={`scheduled-${payment.id}`}
      aria-current={highlighted || undefined}
    >
      <dl className="facts facts--compact">
        <Fact label={<Trans>Amount</Trans>} testId="scheduled-amount">
          {amount}
        </Fact>
        <Fact label={<Trans>Date</Trans>} testId="scheduled-date">
          {date}
        </Fact>
        <Fact label={<Trans>Method</Trans>}>
          <PaymentMethodText payment={payment} />
        </Fact>
        <Fact label={<Trans>Confirmation number</Trans>} testId="scheduled-confirmation" mono>
          {payment.confirmationNumber}
        </Fact>
      </dl>
      {canCancel ? (
        <button type="button" className="button" id={`scheduled-cancel-${payment.id}`} data-testid="scheduled-cancel" onClick={onCancel}>
          <Trans>
            Cancel this payment
            <span className="visually-hidden">
              {' '}
              of {amount} on {date}
            </span>
          </Trans>
        </button>
      ) : null}
    </li>
  );
}

function Ended({
  ended,
  onDismiss,
}: {
  ended: NonNullable<ReturnType<typeof useFlow<typeof scheduledPayments>>['snapshot']['context']['ended']>;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  return ended.outcome === 'cancelled' ? (
    <FlowNotice kind="success" testId="scheduled-cancelled" actionLabel={<Trans>OK</Trans>} onAction={onDismiss}>
      <Trans>Your scheduled payment is cancelled. It will not be made.</Trans>
    </FlowNotice>
  ) : (
    // spec billing §8 "Scheduled payment cancel fails", dismissed with OK
    <FlowNotice kind="error" testId="scheduled-cancel-failure" actionLabel={<Trans>OK</Trans>} onAction={onDismiss}>
      {t(SCHEDULED_ERRORS.scheduledCancel)}
    </FlowNotice>
  );
}

/** The confirmation over the list: the cancel flow the list invokes. */
function CancelDialog({ actor }: { actor: ActorRefFrom<typeof scheduledPaymentCancelMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  const format = useFormat();
  if (snapshot.status === 'done') return null;
  const { payment } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const amount = format.money(payment.amount);
  const date = format.date(payment.paymentDate, 'medium');
  return (
    <ModalDialog
      id="scheduled-cancel-dialog"
      title={<Trans>Cancel this scheduled payment?</Trans>}
      confirmLabel={busy ? <Trans>Cancelling…</Trans> : <Trans>Cancel payment</Trans>}
      dismissLabel={<Trans>Keep payment</Trans>}
      onConfirm={() => send({ type: 'confirm' })}
      onDismiss={() => send({ type: 'keep' })}
      destructive
      busy={busy}
      returnFocusTo={`scheduled-cancel-${payment.id}`}
    >
      <p>
        <Trans>
          The payment of {amount} scheduled for {date} will not be made. If you still owe this amount, please pay it by its due date.
        </Trans>
      </p>
    </ModalDialog>
  );
}
