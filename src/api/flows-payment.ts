import { oneTimePaymentMachine } from '../../machines/one-time-payment';
import { payBillMachine } from '../../machines/pay-bill';
import { asActors, direct } from './actors/as-actors';
import { paymentCalls } from './actors/payment';
import { defineFlow } from './flow';

export const oneTimePayment = defineFlow('oneTimePayment', (transport, gate = direct) =>
  oneTimePaymentMachine.provide({ actors: asActors(paymentCalls(transport), gate) }),
);

// the Pay bill page: each payment is the one-time payment flow, invoked as a child with its calls
export const payBill = defineFlow('payBill', (transport, gate = direct) =>
  payBillMachine.provide({ actors: { oneTimePayment: oneTimePayment(transport, gate) } }),
);
