import type { Payment } from '../src/domain/billing';
import { addDays } from '../src/domain/dates';
import type { PaymentRisk } from '../src/domain/payment-risk';
import { billDeliveryMachine } from './bill-delivery';
import { billDeliverySwitchMachine, type BillDeliverySwitchOutput } from './bill-delivery-switch';
import { cardExpiryFixMachine } from './card-expiry-fix';
import { expiryYearsAfter } from './fixtures';
import type { ActorOutcome, FlowModel } from './model';
import { scheduledPaymentCancelMachine, type ScheduledPaymentCancelOutput } from './scheduled-payment-cancel';
import { scheduledPaymentsMachine, type ScheduledList } from './scheduled-payments';

/**
 * The models of scheduled payments, bill delivery and the at-risk fix (spec billing §2, §4, §8;
 * issue 14). Brightline (paperless on, one scheduled payment, Auto Pay on its Visa) is the world.
 * A parent's child is stood in by its outcomes (cause `child`); each child is walked against the
 * backend on its own model. The store checks after each outcome are in
 * tests/model/billing-settings.test.ts (the scheduled payment cancelled or not, the paperless flag,
 * the card's expiry); here every flow makes no payment.
 */

const BRIGHTLINE = { username: 'autopay@brightline.example', time: '12:00' };
/** the seed's scheduled payment of Brightline (db.json pay_19): $150.00 from its savings account */
export const BRIGHTLINE_SCHEDULED_ID = 'pay_19';
/** Brightline's Visa, which backs its Auto Pay (db.json pm_6) */
export const BRIGHTLINE_VISA_ID = 'pm_6';

const unavailable = (id: string, operation: string): ActorOutcome => ({
  name: 'unavailable',
  event: { type: `xstate.error.actor.${id}`, error: { code: 'SERVICE_UNAVAILABLE' } },
  cause: { kind: 'fault', operation, errorCode: 'SERVICE_UNAVAILABLE' },
});
const child = <T>(id: string, name: string, output: T): ActorOutcome => ({
  name,
  event: { type: `xstate.done.actor.${id}`, output },
  cause: { kind: 'child' },
});
const steps = (...types: string[]) => types.map((type) => ({ event: { type } }));

function scheduledOn(today: string): Payment {
  return {
    id: BRIGHTLINE_SCHEDULED_ID,
    confirmationNumber: 'CNFHLRDJC396S',
    amount: 15000,
    paymentDate: addDays(today, 7),
    methodType: 'BANK',
    brand: null,
    last4: '2290',
    channel: 'ONLINE',
    status: 'SCHEDULED',
    createdAt: `${today}T12:00:00.000Z`,
  };
}

export function scheduledPaymentCancelModelOn(today: string): FlowModel<typeof scheduledPaymentCancelMachine> {
  return {
    id: 'scheduledPaymentCancel',
    title: 'Scheduled payments: cancel one',
    machine: scheduledPaymentCancelMachine,
    input: { payment: scheduledOn(today) },
    events: steps('confirm', 'keep'),
    actors: {
      cancelScheduledPayment: [
        {
          name: 'cancelled',
          event: { type: 'xstate.done.actor.cancelScheduledPayment', output: { ...scheduledOn(today), status: 'CANCELLED' } },
          cause: { kind: 'answer' },
        },
        unavailable('cancelScheduledPayment', 'cancelScheduledPayment'),
      ],
    },
    world: BRIGHTLINE,
    verify: () => 'noPayment',
  };
}

export function scheduledPaymentsModelOn(today: string): FlowModel<typeof scheduledPaymentsMachine> {
  const list: ScheduledList = {
    payments: [scheduledOn(today)],
    account: { pastDueAmount: 0, pendingPaymentAmount: 0, accountStatus: 'ACTIVE', softDisconnected: false, maxScheduled: 2 },
  };
  const ended = (outcome: ScheduledPaymentCancelOutput['outcome']): ScheduledPaymentCancelOutput => ({
    outcome,
    paymentId: BRIGHTLINE_SCHEDULED_ID,
    code: outcome === 'failure' ? 'SERVICE_UNAVAILABLE' : null,
  });
  return {
    id: 'scheduledPayments',
    title: 'Scheduled payments: the list',
    machine: scheduledPaymentsMachine,
    input: { highlight: null },
    events: [
      { event: { type: 'cancel', paymentId: BRIGHTLINE_SCHEDULED_ID } },
      // a payment that is not (or no longer) in the list: refused
      { event: { type: 'cancel', paymentId: 'pay_unknown' } },
      ...steps('retry', 'dismiss'),
    ],
    actors: {
      loadScheduledPayments: [
        { name: 'loaded', event: { type: 'xstate.done.actor.loadScheduledPayments', output: list }, cause: { kind: 'answer' } },
        unavailable('loadScheduledPayments', 'scheduledPayments'),
      ],
      cancel: [child('cancel', 'cancelled', ended('cancelled')), child('cancel', 'failure', ended('failure')), child('cancel', 'kept', ended('kept'))],
    },
    world: BRIGHTLINE,
    project: ((c: { list: ScheduledList; ended: ScheduledPaymentCancelOutput | null; cancelling: Payment | null }) => ({
      ids: c.list.payments.map((p) => p.id),
      ended: c.ended?.outcome ?? null,
      cancelling: c.cancelling?.id ?? null,
    })) as never,
    verify: () => 'noPayment',
  };
}

export function billDeliverySwitchModelOn(): FlowModel<typeof billDeliverySwitchMachine> {
  return {
    id: 'billDeliverySwitch',
    title: 'Bill delivery: switch to paper',
    machine: billDeliverySwitchMachine,
    // Brightline is paperless: the switch asks for paper
    input: { paperless: false, email: 'autopay@brightline.example' },
    events: steps('confirm', 'keep'),
    actors: {
      updatePaperless: [
        { name: 'switched', event: { type: 'xstate.done.actor.updatePaperless', output: { enrolled: false } }, cause: { kind: 'answer' } },
        unavailable('updatePaperless', 'updatePaperless'),
      ],
    },
    world: BRIGHTLINE,
    verify: () => 'noPayment',
  };
}

export function billDeliveryModelOn(): FlowModel<typeof billDeliveryMachine> {
  const ended = (outcome: BillDeliverySwitchOutput['outcome']): BillDeliverySwitchOutput => ({
    outcome,
    paperless: false,
    code: outcome === 'failure' ? 'SERVICE_UNAVAILABLE' : null,
  });
  return {
    id: 'billDelivery',
    title: 'Bill delivery: paper or paperless',
    machine: billDeliveryMachine,
    input: {},
    events: steps('switch', 'retry', 'dismiss'),
    actors: {
      loadBillDelivery: [
        {
          name: 'loaded',
          event: { type: 'xstate.done.actor.loadBillDelivery', output: { paperless: true, email: 'autopay@brightline.example' } },
          cause: { kind: 'answer' },
        },
        unavailable('loadBillDelivery', 'billDelivery'),
      ],
      switch: [child('switch', 'switched', ended('switched')), child('switch', 'failure', ended('failure')), child('switch', 'kept', ended('kept'))],
    },
    world: BRIGHTLINE,
    verify: () => 'noPayment',
  };
}

export function cardExpiryFixModelOn(today: string): FlowModel<typeof cardExpiryFixMachine> {
  // Brightline's Visa as if it expired before the next draft (its real expiry does not matter to the call)
  const risk: PaymentRisk = {
    kind: 'AUTO_PAY',
    methodId: BRIGHTLINE_VISA_ID,
    brand: 'VISA',
    last4: '1881',
    expiry: '0120',
    date: addDays(today, 20),
    paymentId: null,
    amount: null,
  };
  return {
    id: 'cardExpiryFix',
    title: 'Auto Pay at risk: update the card’s expiry',
    machine: cardExpiryFixMachine,
    input: { risk, today },
    events: [
      { event: { type: 'edit' } },
      // a new expiry that covers the draft, one that does not (already past), and a malformed one
      { event: { type: 'expiry.change', expiry: expiryYearsAfter(today, 3) } },
      { event: { type: 'expiry.change', expiry: '0120' } },
      { event: { type: 'expiry.change', expiry: '13/2' } },
      ...steps('save', 'cancel'),
    ],
    actors: {
      updateCardExpiry: [
        { name: 'updated', event: { type: 'xstate.done.actor.updateCardExpiry', output: null }, cause: { kind: 'answer' } },
        unavailable('updateCardExpiry', 'updatePaymentMethod'),
      ],
    },
    world: BRIGHTLINE,
    project: ((c: { expiry: string; today: string; risk: PaymentRisk; issue: string | null }) => ({
      valid: c.expiry === expiryYearsAfter(c.today, 3),
      empty: c.expiry === '',
      issue: c.issue,
    })) as never,
    verify: () => 'noPayment',
  };
}
