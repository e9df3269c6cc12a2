import { balanceChoiceMachine } from '../../machines/payment/balance-choice';
import { oneTimePaymentMachine } from '../../machines/payment/one-time-payment';
import { payBillMachine } from '../../machines/payment/pay-bill';
import { serviceRestorationMachine } from '../../machines/equipment/service-restoration';
import { paymentCalls } from './actors/payment';
import { restorationCalls } from './actors/restoration';
import { callActors, flowOf, noCalls, withChildren } from './flow';

// the dual-balance choice the one-time payment invokes: no calls of its own (a machine of its own
// all the same, so the payment is provided with it as with its calls)
export const balanceChoice = flowOf('balanceChoice', balanceChoiceMachine, noCalls);

export const oneTimePayment = flowOf('oneTimePayment', oneTimePaymentMachine, withChildren(callActors(paymentCalls), balanceChoice));

// the Pay bill page: each payment is the one-time payment flow, invoked as a child with its calls
export const payBill = flowOf('payBill', payBillMachine, withChildren(noCalls, oneTimePayment));

// the confirmation of a payment that clears a soft disconnect follows the service back
export const serviceRestoration = flowOf('serviceRestoration', serviceRestorationMachine, callActors(restorationCalls));
