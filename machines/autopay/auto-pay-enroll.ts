import { assign, setup } from 'xstate';
import type { AutoPayService } from '../../src/domain/autopay';
import type { AutoPay, PaymentMethod } from '../../src/domain/billing';
import type { FailureCode } from '../../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../../src/domain/payment';
import { autoPayChooseMethodMachine, type AutoPayChooseMethodOutput } from './auto-pay-choose-method';
import { askCvvAgain, choiceActions, choiceGuards, methodStep, payingBalance } from './auto-pay-choice';
import { balanceDue, enrollment, servicesErrors, termsErrors, type AutoPayChoice, type AutoPayInfo } from './auto-pay.checks';
import { notProvided } from '../parts/not-provided';
import { failedCall, outcomeOnScreen } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { stepsOf, type FlowTag, type ScreenMeta } from '../parts/screen';

/**
 * Enroll in Auto Pay (spec billing §2, §4): amount (the balance due, and the services covered)
 * → method with its CVV, asked once, or one added there (the chooser child flow shared with
 * Change method, machines/autopay/auto-pay-choose-method.ts) → review
 * with the required terms. With a balance due and the user agreeing, the balance is paid today
 * first (successWithPayment); if the enrollment then fails the payment stands (partial). The
 * Auto Pay page (machines/autopay/auto-pay-page.ts) loads the account and hands it over as input.
 */
export interface AutoPayEnrollInput {
  keyPrefix: string;
  info: AutoPayInfo;
}
export type EnrollOutcome = 'success' | 'successWithPayment' | 'partial' | 'failure' | 'cancelled';
export interface AutoPayEnrollOutput {
  outcome: EnrollOutcome;
  /** the balance paid today (successWithPayment, partial) */
  payment: PaymentResponse | null;
  code: FailureCode | null;
  /** what was enrolled, or tried: the method (one added on the way included) and the services */
  method: PaymentMethod | null;
  services: AutoPayService[];
}

export type AutoPayEnrollEvent =
  | { type: 'services.set'; services: AutoPayService[] }
  | { type: 'payBalance.set'; pay: boolean }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'cancel' }
  /** the flow was restored after a reload or a timeout: the CVV was not kept, the user types it again */
  | { type: 'resumed' };

export type EnrollScreen = 'amount' | 'method' | 'review' | 'outcome';
export type EnrollStep = 'amount' | 'method' | 'review';
/** the screen, step and, while a call is out, which one (the view says what is happening) */
export type EnrollMeta = ScreenMeta<EnrollScreen, EnrollStep> & { call?: 'pay' | 'enroll' };

interface Context extends AutoPayEnrollInput {
  choice: AutoPayChoice;
  payBalance: boolean;
  terms: boolean;
  tried: { amount: boolean; review: boolean };
  payment: PaymentResponse | null;
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: EnrollOutcome | null;
}
export type AutoPayEnrollContext = Context;

const clean = (errors: object) => Object.keys(errors).length === 0;
const step = (name: EnrollStep, screen: EnrollScreen = name) => ({ screen, step: name });

export const autoPayEnrollMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AutoPayEnrollEvent,
    input: {} as AutoPayEnrollInput,
    output: {} as AutoPayEnrollOutput,
    children: {} as { chooseMethod: 'autoPayChooseMethod' },
    meta: {} as EnrollMeta,
    tags: {} as FlowTag,
  },
  actors: {
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    enrollAutoPay: notProvided<AutoPay, ReturnType<typeof enrollment>>('enrollAutoPay'),
    autoPayChooseMethod: autoPayChooseMethodMachine,
  },
  guards: {
    amountInvalid: ({ context }) => !clean(servicesErrors(context.info, context.choice)),
    ...choiceGuards,
    termsMissing: ({ context }) => !clean(termsErrors(context.terms)),
    paysBalance: ({ context }) => context.payBalance && balanceDue(context.info),
    paid: ({ context }) => context.payment !== null,
  },
  actions: {
    // the step's errors are shown in full once the user has tried to leave it
    markTried: assign({ tried: ({ context }, params: { step: keyof Context['tried'] }) => ({ ...context.tried, [params.step]: true }) }),
    ...choiceActions<Context, AutoPayEnrollEvent>(),
    reach: assign({ outcome: (_, params: { outcome: EnrollOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'autoPayEnroll',
  context: ({ input }) => ({
    ...input,
    choice: { services: ['CORE'], methodId: null, cvv: '' },
    payBalance: true,
    terms: false,
    tried: { amount: false, review: false },
    payment: null,
    code: null,
    outcome: null,
  }),
  initial: 'amount',
  states: {
    amount: {
      meta: step('amount'),
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'] } },
      on: {
        'services.set': { target: '.open', actions: assign({ choice: ({ context, event }) => ({ ...context.choice, services: event.services }) }) },
        'payBalance.set': { actions: assign({ payBalance: ({ event }) => event.pay }) },
        next: [
          {
            guard: 'amountInvalid',
            target: '.refused',
            actions: { type: 'markTried', params: { step: 'amount' } },
            meta: refusedFor('services.required', 'services.unavailable'),
          },
          { target: 'method' },
        ],
        cancel: 'cancelled',
      },
    },
    method: {
      ...methodStep(step('method'), () => null, [
        {
          guard: {
            type: 'chose',
            params: ({ event }: { event: { output: AutoPayChooseMethodOutput } }) => ({ output: event.output, outcome: 'back' as const }),
          },
          target: 'amount',
        },
        { target: 'cancelled' },
      ]),
      description: 'The method step is the shared chooser (a saved method, its CVV, or one added there).',
    },
    review: {
      meta: step('review'),
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'] } },
      on: {
        'terms.set': { target: '.open', actions: assign({ terms: ({ event }) => event.accepted }) },
        submit: [
          { guard: 'termsMissing', target: '.refused', actions: { type: 'markTried', params: { step: 'review' } }, meta: refusedFor('terms.required') },
          { guard: 'paysBalance', target: 'paying' },
          { target: 'enrolling' },
        ],
        // the CVV the payment and the enrollment send was not kept: back to the method step for it
        resumed: askCvvAgain,
        back: 'method',
        cancel: 'cancelled',
      },
    },
    paying: payingBalance({ ...step('review'), call: 'pay' }, 'enrolling', 'failure'),
    enrolling: {
      meta: { ...step('review'), call: 'enroll' },
      tags: ['busy'],
      invoke: {
        id: 'enroll',
        src: 'enrollAutoPay',
        input: ({ context }) => enrollment(context.choice),
        onDone: [{ guard: 'paid', target: 'successWithPayment' }, { target: 'success' }],
        onError: [
          // the balance was paid; only the enrollment failed
          { ...failedCall, guard: 'paid', target: 'partial' },
          failedCall,
        ],
      },
    },
    success: outcomeOnScreen('success'),
    successWithPayment: outcomeOnScreen('successWithPayment'),
    partial: outcomeOnScreen('partial'),
    failure: outcomeOnScreen('failure'),
    cancelled: outcomeOnScreen('cancelled'),
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({
    outcome: context.outcome!,
    payment: context.payment,
    code: context.code,
    method: context.info.methods.find((m) => m.id === context.choice.methodId) ?? null,
    services: context.choice.services,
  }),
});

/** The step bar's steps, in order (spec billing §2: 3), as the definition lists them. */
export const enrollSteps = stepsOf(autoPayEnrollMachine.root);
