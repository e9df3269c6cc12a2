import { balanceChoiceMachine } from '../../machines/balance-choice';
import { oneTimePaymentMachine } from '../../machines/one-time-payment';
import { payBillMachine } from '../../machines/pay-bill';
import { serviceRestorationMachine } from '../../machines/service-restoration';
import { asActors, direct } from './actors/as-actors';
import { paymentCalls } from './actors/payment';
import { restorationCalls } from './actors/restoration';
import { defineFlow } from './flow';

// the dual-balance choice the one-time payment invokes: no calls of its own (a machine of its own
// all the same, so the payment is provided with it as with its calls)
export const balanceChoice = defineFlow('balanceChoice', () => balanceChoiceMachine.provide({}));

export const oneTimePayment = defineFlow('oneTimePayment', (transport, gate = direct) =>
  oneTimePaymentMachine.provide({ actors: { ...asActors(paymentCalls(transport), gate), balanceChoice: balanceChoice(transport, gate) } }),
);

// the Pay bill page: each payment is the one-time payment flow, invoked as a child with its calls
export const payBill = defineFlow('payBill', (transport, gate = direct) =>
  payBillMachine.provide({ actors: { oneTimePayment: oneTimePayment(transport, gate) } }),
);

// the confirmation of a payment that clears a soft disconnect follows the service back
export const serviceRestoration = defineFlow('serviceRestoration', (transport, gate = direct) =>
  serviceRestorationMachine.provide({ actors: asActors(restorationCalls(transport), gate) }),
);
