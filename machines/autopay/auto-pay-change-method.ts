import { assign, setup } from 'xstate';
import type { AutoPay, PaymentMethod } from '../../src/domain/billing';
import type { FailureCode } from '../../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../../src/domain/payment';
import { autoPayChooseMethodMachine } from './auto-pay-choose-method';
import { askCvvAgain, choiceActions, choiceGuards, methodStep, payingBalance, type ChoiceContext } from './auto-pay-choice';
import { balanceDue, enrollment, termsErrors, type AutoPayChoice, type AutoPayInfo } from './auto-pay.checks';
import { notProvided } from '../parts/not-provided';
import { failedCall, outcomeOnScreen } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import type { FlowTag, ScreenMeta } from '../parts/screen';

/**
 * Change the Auto Pay method (spec billing §2 Manage Auto Pay, §4): a new method with its CVV,
 * or one added there (the chooser child flow shared with Enroll) → review. Invoked by Manage Auto Pay from its
 * summary, with the account it loaded. It is one call, `replaceAutoPay`: the server checks every
 * enrollment rule (and that a required mobile Auto Pay stays) and writes the cancel and the new
 * enrollment together, or neither, so the change either happens (success) or changes nothing
 * (failure). With a balance due the user first accepts a same-day
 * payment; if that payment fails, nothing changes (paymentFailed); if the payment went through
 * and the replace did not, the payment stands and Auto Pay is as it was (failure). Back or
 * Cancel: cancelled, and Manage shows its summary again.
 */
export interface AutoPayChangeMethodInput {
  keyPrefix: string;
  info: AutoPayInfo;
}
export type ChangeMethodOutcome = 'success' | 'paymentFailed' | 'failure' | 'cancelled';
export interface AutoPayChangeMethodOutput {
  outcome: ChangeMethodOutcome;
  code: FailureCode | null;
  payment: PaymentResponse | null;
  /** the method Auto Pay used, and the one chosen (an added one included) */
  previous: PaymentMethod | null;
  method: PaymentMethod | null;
}

export type AutoPayChangeMethodEvent =
  | { type: 'payment.accept'; accepted: boolean }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'cancel' }
  /** the flow was restored after a reload or a timeout: the CVV was not kept, the user types it again */
  | { type: 'resumed' };

export type ChangeMethodScreen = 'method' | 'review' | 'outcome';
export type ChangeMethodStep = 'method' | 'review';
/** the screen, step and, while a call is out, which one (the view says what is happening) */
export type ChangeMethodMeta = ScreenMeta<ChangeMethodScreen, ChangeMethodStep> & { call?: 'pay' | 'replace' };

interface Context extends AutoPayChangeMethodInput {
  choice: AutoPayChoice;
  paymentAccepted: boolean;
  terms: boolean;
  tried: { review: boolean };
  payment: PaymentResponse | null;
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: ChangeMethodOutcome | null;
}
export type AutoPayChangeMethodContext = Context;

const current = (context: ChoiceContext) => context.info.billing.autoPay.methodId;
const methodOf = (info: AutoPayInfo, id: string | null) => info.methods.find((m) => m.id === id) ?? null;
const step = (name: ChangeMethodStep, screen: ChangeMethodScreen = name) => ({ screen, step: name });

export const autoPayChangeMethodMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AutoPayChangeMethodEvent,
    input: {} as AutoPayChangeMethodInput,
    output: {} as AutoPayChangeMethodOutput,
    children: {} as { chooseMethod: 'autoPayChooseMethod' },
    meta: {} as ChangeMethodMeta,
    tags: {} as FlowTag,
  },
  actors: {
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    replaceAutoPay: notProvided<AutoPay, ReturnType<typeof enrollment>>('replaceAutoPay'),
    autoPayChooseMethod: autoPayChooseMethodMachine,
  },
  guards: {
    ...choiceGuards,
    // spec billing §4: with a balance due, the same-day payment must be accepted first
    reviewIncomplete: ({ context }) => Object.keys(termsErrors(context.terms)).length > 0 || (balanceDue(context.info) && !context.paymentAccepted),
    paysBalance: ({ context }) => balanceDue(context.info),
  },
  actions: {
    markTried: assign({ tried: ({ context }, params: { step: keyof Context['tried'] }) => ({ ...context.tried, [params.step]: true }) }),
    ...choiceActions<Context, AutoPayChangeMethodEvent>(),
    reach: assign({ outcome: (_, params: { outcome: ChangeMethodOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'autoPayChangeMethod',
  context: ({ input }) => ({
    ...input,
    // the services stay as enrolled; only the method changes
    choice: { services: input.info.billing.autoPay.services, methodId: null, cvv: '' },
    paymentAccepted: false,
    terms: false,
    tried: { review: false },
    payment: null,
    code: null,
    outcome: null,
  }),
  initial: 'method',
  states: {
    method: {
      ...methodStep(step('method'), current, [{ target: 'cancelled' }]),
      description:
        'The new method: the shared chooser (a saved method other than the one in use, its CVV, or one added there). Back from this first step of the change leaves it, as Cancel does.',
    },
    review: {
      meta: step('review'),
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'] } },
      on: {
        'payment.accept': { target: '.open', actions: assign({ paymentAccepted: ({ event }) => event.accepted }) },
        'terms.set': { target: '.open', actions: assign({ terms: ({ event }) => event.accepted }) },
        submit: [
          {
            guard: 'reviewIncomplete',
            target: '.refused',
            actions: { type: 'markTried', params: { step: 'review' } },
            meta: refusedFor('terms.required', 'payment.notAccepted'),
          },
          { guard: 'paysBalance', target: 'paying' },
          { target: 'replacing' },
        ],
        // the CVV the payment and the enrollment send was not kept: back to the method step for it
        resumed: askCvvAgain,
        back: 'method',
        cancel: 'cancelled',
      },
    },
    paying: payingBalance({ ...step('review'), call: 'pay' }, 'replacing', 'paymentFailed'),
    replacing: {
      description: 'One write on the server: the old enrollment cancelled and the new one enrolled, or neither.',
      meta: { ...step('review'), call: 'replace' },
      tags: ['busy'],
      invoke: {
        id: 'replace',
        src: 'replaceAutoPay',
        input: ({ context }) => enrollment(context.choice),
        onDone: 'success',
        onError: failedCall,
      },
    },
    success: outcomeOnScreen('success'),
    failure: outcomeOnScreen('failure'),
    paymentFailed: outcomeOnScreen('paymentFailed'),
    cancelled: outcomeOnScreen('cancelled'),
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({
    outcome: context.outcome!,
    code: context.code,
    payment: context.payment,
    previous: methodOf(context.info, current(context)),
    method: methodOf(context.info, context.choice.methodId),
  }),
});
