import type { Payment } from '../../src/domain/billing';
import { addDays } from '../../src/domain/dates';
import type { PaymentRisk } from '../../src/domain/payment-risk';
import { billDeliveryMachine } from './bill-delivery';
import { billDeliverySwitchMachine, type BillDeliverySwitchOutput } from './bill-delivery-switch';
import { cardExpiryFixMachine } from './card-expiry-fix';
import { BRIGHTLINE_AT_NOON as BRIGHTLINE, expiryYearsAfter } from '../model/fixtures';
import { answered, childEndings, each, flowModel, steps, unavailable } from '../model/model-helpers';
import { scheduledPaymentCancelMachine, type ScheduledPaymentCancelOutput } from './scheduled-payment-cancel';
import { scheduledPaymentsMachine, type ScheduledList } from './scheduled-payments';

/**
 * The models of scheduled payments, bill delivery and the at-risk fix (spec billing §2, §4, §8).
 * Brightline (paperless on, one scheduled payment, Auto Pay on its Visa) is the world.
 * A parent's child is stood in by its outcomes (cause `child`); each child is walked against the
 * backend on its own model. The store checks after each outcome are in
 * tests/model/billing-settings.test.ts (the scheduled payment cancelled or not, the paperless flag,
 * the card's expiry); here every flow makes no payment.
 */

/** the seed's scheduled payment of Brightline (db.json pay_19): $150.00 from its savings account */
export const BRIGHTLINE_SCHEDULED_ID = 'pay_19';
/** Brightline's Visa, which backs its Auto Pay (db.json pm_6) */
export const BRIGHTLINE_VISA_ID = 'pm_6';

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

export function scheduledPaymentCancelModelOn(today: string) {
  return flowModel(scheduledPaymentCancelMachine, 'Scheduled payments: cancel one', {
    input: { payment: scheduledOn(today) },
    events: steps('confirm', 'keep'),
    actors: {
      cancelScheduledPayment: [
        answered('cancelScheduledPayment', 'cancelled', { ...scheduledOn(today), status: 'CANCELLED' }),
        unavailable('cancelScheduledPayment', 'cancelScheduledPayment'),
      ],
    },
    world: BRIGHTLINE,
  });
}

export function scheduledPaymentsModelOn(today: string) {
  const list: ScheduledList = {
    payments: [scheduledOn(today)],
    account: { pastDueAmount: 0, pendingPaymentAmount: 0, accountStatus: 'ACTIVE', softDisconnected: false, maxScheduled: 2 },
  };
  return flowModel(scheduledPaymentsMachine, 'Scheduled payments: the list', {
    input: { highlight: null },
    events: [
      // the scheduled payment, and one that is not (or no longer) in the list: refused
      ...each('cancel', 'paymentId', BRIGHTLINE_SCHEDULED_ID, 'pay_unknown'),
      ...steps('retry', 'dismiss'),
    ],
    actors: {
      loadScheduledPayments: [answered('loadScheduledPayments', 'loaded', list), unavailable('loadScheduledPayments', 'scheduledPayments')],
      cancel: childEndings<ScheduledPaymentCancelOutput>('cancel', ['cancelled', 'failure', 'kept'], { paymentId: BRIGHTLINE_SCHEDULED_ID }),
    },
    world: BRIGHTLINE,
    project: (c: { list: ScheduledList; ended: ScheduledPaymentCancelOutput | null; cancelling: Payment | null }) => ({
      ids: c.list.payments.map((p) => p.id),
      ended: c.ended?.outcome ?? null,
      cancelling: c.cancelling?.id ?? null,
    }),
  });
}

export function billDeliverySwitchModelOn() {
  return flowModel(billDeliverySwitchMachine, 'Bill delivery: switch to paper', {
    // Brightline is paperless: the switch asks for paper
    input: { paperless: false, email: BRIGHTLINE.username },
    events: steps('confirm', 'keep'),
    actors: {
      updatePaperless: [answered('updatePaperless', 'switched', { enrolled: false }), unavailable('updatePaperless', 'updatePaperless')],
    },
    world: BRIGHTLINE,
  });
}

export function billDeliveryModelOn() {
  return flowModel(billDeliveryMachine, 'Bill delivery: paper or paperless', {
    input: {},
    events: steps('switch', 'retry', 'dismiss'),
    actors: {
      loadBillDelivery: [
        answered('loadBillDelivery', 'loaded', { paperless: true, email: BRIGHTLINE.username }),
        unavailable('loadBillDelivery', 'billDelivery'),
      ],
      switch: childEndings<BillDeliverySwitchOutput>('switch', ['switched', 'failure', 'kept'], { paperless: false }),
    },
    world: BRIGHTLINE,
  });
}

export function cardExpiryFixModelOn(today: string) {
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
  return flowModel(cardExpiryFixMachine, 'Auto Pay at risk: update the card’s expiry', {
    input: { risk, today },
    events: [
      ...steps('edit'),
      // a new expiry that covers the draft, one that does not (already past), and a malformed one
      ...each('expiry.change', 'expiry', expiryYearsAfter(today, 3), '0120', '13/2'),
      ...steps('save', 'cancel'),
    ],
    actors: {
      updateCardExpiry: [answered('updateCardExpiry', 'updated', null), unavailable('updateCardExpiry', 'updatePaymentMethod')],
    },
    world: BRIGHTLINE,
    project: (c: { expiry: string; today: string; risk: PaymentRisk; issue: string | null }) => ({
      valid: c.expiry === expiryYearsAfter(c.today, 3),
      empty: c.expiry === '',
      issue: c.issue,
    }),
  });
}
