import { flowModel } from '../model/model-helpers';
import { paymentAnswerOn } from '../model/fixtures';
import type { ActorOutcome } from '../model/model';
import type { OneTimePaymentOutput } from './one-time-payment';
import { payBillMachine, redactPayBill } from './pay-bill';

/** Each way a payment can end, as the one-time payment's output (that flow is walked on its own model). */
const ended = (name: string, output: OneTimePaymentOutput): ActorOutcome => ({
  name,
  event: { type: 'xstate.done.actor.payment', output },
  cause: { kind: 'child' },
});

export function payBillModelOn(today: string) {
  const payment = paymentAnswerOn(today, { methodType: 'BANK', brand: null, last4: '6789' });
  return flowModel(payBillMachine, 'Pay bill: one payment at a time, and another after one not made', {
    input: { mode: 'otp', keyPrefix: 'model' },
    // which run this is does not steer the page
    project: (context: { last: OneTimePaymentOutput | null }) => ({ last: context.last?.outcome ?? null }),
    events: [{ event: { type: 'again' } }],
    actors: {
      payment: [
        ended('success', { outcome: 'success', payment, failed: [] }),
        ended('partial', { outcome: 'partial', payment, failed: ['paperless'] }),
        ended('failure', { outcome: 'failure', reason: 'declined' }),
        ended('cancelled', { outcome: 'cancelled' }),
      ],
    },
    redact: redactPayBill,
    world: { username: 'owner@acme.example' },
    // the page makes no call of its own: its payments are walked on their own model
  });
}
