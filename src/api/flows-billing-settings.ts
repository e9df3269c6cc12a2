import { billDeliveryMachine } from '../../machines/bill-delivery';
import { billDeliverySwitchMachine } from '../../machines/bill-delivery-switch';
import { cardExpiryFixMachine } from '../../machines/card-expiry-fix';
import { scheduledPaymentCancelMachine } from '../../machines/scheduled-payment-cancel';
import { scheduledPaymentsMachine } from '../../machines/scheduled-payments';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { billingSettingsCalls } from './actors/billing-settings';
import { defineFlow } from './flow';
import type { Transport } from './transport';

// Scheduled payments, bill delivery and the at-risk fix: each parent provided with its child,
// each child with its own call
const calls = (transport: Transport, gate: CallGate) => asActors(billingSettingsCalls(transport), gate);

export const scheduledPaymentCancel = defineFlow('scheduledPaymentCancel', (transport, gate = direct) =>
  scheduledPaymentCancelMachine.provide({ actors: { cancelScheduledPayment: calls(transport, gate).cancelScheduledPayment } }),
);

export const scheduledPayments = defineFlow('scheduledPayments', (transport, gate = direct) =>
  scheduledPaymentsMachine.provide({
    actors: { loadScheduledPayments: calls(transport, gate).loadScheduledPayments, scheduledPaymentCancel: scheduledPaymentCancel(transport, gate) },
  }),
);

export const billDeliverySwitch = defineFlow('billDeliverySwitch', (transport, gate = direct) =>
  billDeliverySwitchMachine.provide({ actors: { updatePaperless: calls(transport, gate).updatePaperless } }),
);

export const billDelivery = defineFlow('billDelivery', (transport, gate = direct) =>
  billDeliveryMachine.provide({
    actors: { loadBillDelivery: calls(transport, gate).loadBillDelivery, billDeliverySwitch: billDeliverySwitch(transport, gate) },
  }),
);

export const cardExpiryFix = defineFlow('cardExpiryFix', (transport, gate = direct) =>
  cardExpiryFixMachine.provide({ actors: { updateCardExpiry: calls(transport, gate).updateCardExpiry } }),
);
