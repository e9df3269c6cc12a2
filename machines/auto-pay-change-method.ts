import { assign, setup } from 'xstate';
import type { AutoPay, PaymentMethod } from '../src/domain/billing';
import { callFailure, type FailureCode } from '../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../src/domain/payment';
import { autoPayAddMethodMachine, type AutoPayAddMethodOutput } from './auto-pay-add-method';
import {
  balanceDue,
  balancePayment,
  enrollment,
  isExpiringSoon,
  methodErrors,
  termsErrors,
  withMethod,
  type AutoPayChoice,
  type AutoPayInfo,
  type NewMethodDraft,
} from './auto-pay.checks';
import { notProvided } from './not-provided';
import { refusedFor } from './refusal';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Change the Auto Pay method (spec billing §2 Manage Auto Pay, §4): a new method with its CVV,
 * or one added there (the add-method child flow) → review. Invoked by Manage Auto Pay from its
 * summary, with the account it loaded. It is not one call: the current enrollment is cancelled,
 * then the new method enrolled. With a balance due the user first accepts a same-day payment; if
 * that payment fails, nothing changes (paymentFailed). If the cancel works and the new
 * enrollment does not, the old one is gone: partial, said plainly. Back or Cancel: cancelled,
 * and Manage shows its summary again.
 */
export interface AutoPayChangeMethodInput {
  keyPrefix: string;
  info: AutoPayInfo;
}
export type ChangeMethodOutcome = 'success' | 'paymentFailed' | 'failure' | 'partial' | 'cancelled';
export interface AutoPayChangeMethodOutput {
  outcome: ChangeMethodOutcome;
  code: FailureCode | null;
  payment: PaymentResponse | null;
  /** the method Auto Pay used, and the one chosen (an added one included) */
  previous: PaymentMethod | null;
  method: PaymentMethod | null;
}

export type AutoPayChangeMethodEvent =
  | { type: 'method.saved'; id: string }
  | { type: 'method.add'; kind: NewMethodDraft['kind'] }
  | { type: 'cvv.set'; cvv: string }
  | { type: 'payment.accept'; accepted: boolean }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'reconsider' }
  | { type: 'submit' }
  | { type: 'cancel' }
  /** the flow was restored after a reload or a timeout: the CVV was not kept, the user types it again */
  | { type: 'resumed' };

export type ChangeMethodScreen = 'method' | 'add' | 'review' | 'outcome';
export type ChangeMethodStep = 'method' | 'review';
/** the screen, step and, while a call is out, which one (the view says what is happening) */
export type ChangeMethodMeta = ScreenMeta<ChangeMethodScreen, ChangeMethodStep> & { call?: 'pay' | 'cancelOld' | 'enrollNew' };

interface Context extends AutoPayChangeMethodInput {
  choice: AutoPayChoice;
  paymentAccepted: boolean;
  terms: boolean;
  tried: { method: boolean; review: boolean };
  payment: PaymentResponse | null;
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: ChangeMethodOutcome | null;
}
export type AutoPayChangeMethodContext = Context;

const current = (context: Context) => context.info.billing.autoPay.methodId;
const methodOf = (info: AutoPayInfo, id: string | null) => info.methods.find((m) => m.id === id) ?? null;
const step = (name: ChangeMethodStep, screen: ChangeMethodScreen = name) => ({ screen, step: name });
const outcome = (name: ChangeMethodOutcome) => ({
  type: 'final' as const,
  meta: { screen: 'outcome' as const },
  entry: { type: 'reach' as const, params: { outcome: name } },
});

export const autoPayChangeMethodMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AutoPayChangeMethodEvent,
    input: {} as AutoPayChangeMethodInput,
    output: {} as AutoPayChangeMethodOutput,
    children: {} as { addMethod: 'autoPayAddMethod' },
    meta: {} as ChangeMethodMeta,
    tags: {} as FlowTag,
  },
  actors: {
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    cancelAutoPay: notProvided<AutoPay>('cancelAutoPay'),
    enrollAutoPay: notProvided<AutoPay, ReturnType<typeof enrollment>>('enrollAutoPay'),
    autoPayAddMethod: autoPayAddMethodMachine,
  },
  guards: {
    methodInvalid: ({ context }) => Object.keys(methodErrors(context.info, context.choice, current(context))).length > 0,
    expiringSoon: ({ context }) => isExpiringSoon(context.info, context.choice),
    // a card's CVV is never kept (src/shell/flow-persistence.ts): a resumed flow asks for it again
    cardChosen: ({ context }) => context.info.methods.find((m) => m.id === context.choice.methodId)?.type === 'CARD',
    // spec billing §4: with a balance due, the same-day payment must be accepted first
    reviewIncomplete: ({ context }) => Object.keys(termsErrors(context.terms)).length > 0 || (balanceDue(context.info) && !context.paymentAccepted),
    paysBalance: ({ context }) => balanceDue(context.info),
    /** how the add-method child ended: saved (expiring soon or not), back or cancelled */
    added: (_, params: { output: AutoPayAddMethodOutput; as: AutoPayAddMethodOutput['outcome'] | 'savedExpiring' }) =>
      params.as === 'savedExpiring' ? params.output.outcome === 'saved' && params.output.expiringSoon : params.output.outcome === params.as,
  },
  actions: {
    markTried: assign({ tried: ({ context }, params: { step: keyof Context['tried'] }) => ({ ...context.tried, [params.step]: true }) }),
    useAdded: assign(({ context }, params: { output: AutoPayAddMethodOutput }) =>
      params.output.outcome === 'saved'
        ? { info: withMethod(context.info, params.output.method), choice: { ...context.choice, methodId: params.output.method.id, cvv: params.output.cvv } }
        : {},
    ),
    forgetCvv: assign({ choice: ({ context }) => ({ ...context.choice, cvv: '' }) }),
    noteFailure: assign({ code: (_, params: { error: unknown }) => callFailure(params.error).code }),
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
    tried: { method: false, review: false },
    payment: null,
    code: null,
    outcome: null,
  }),
  initial: 'method',
  states: {
    method: {
      meta: step('method'),
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'] } },
      on: {
        'method.saved': { target: '.open', actions: assign({ choice: ({ context, event }) => ({ ...context.choice, methodId: event.id, cvv: '' }) }) },
        'cvv.set': { target: '.open', actions: assign({ choice: ({ context, event }) => ({ ...context.choice, cvv: event.cvv }) }) },
        'method.add': 'addMethod',
        resumed: { guard: 'cardChosen', target: '.open', actions: 'forgetCvv' },
        next: [
          {
            guard: 'methodInvalid',
            target: '.refused',
            actions: { type: 'markTried', params: { step: 'method' } },
            meta: refusedFor(
              'method.required',
              'method.sameAsCurrent',
              'method.restricted',
              'method.prepaid',
              'method.expired',
              'method.mobileNoBank',
              'cvv.required',
            ),
          },
          { guard: 'expiringSoon', target: 'confirmExpiring' },
          { target: 'review' },
        ],
        back: 'cancelled',
        cancel: 'cancelled',
      },
    },
    confirmExpiring: {
      meta: { ...step('method'), dialog: 'expiring' },
      on: {
        confirm: 'review',
        resumed: { guard: 'cardChosen', target: 'method', actions: 'forgetCvv' },
        reconsider: { target: 'method', actions: assign({ choice: ({ context }) => ({ ...context.choice, methodId: null, cvv: '' }) }) },
      },
    },
    addMethod: {
      meta: step('method', 'add'),
      invoke: {
        id: 'addMethod',
        src: 'autoPayAddMethod',
        input: ({ context, event }) => ({
          info: context.info,
          services: context.choice.services,
          kind: event.type === 'method.add' ? event.kind : 'card',
        }),
        onDone: [
          {
            guard: { type: 'added', params: ({ event }) => ({ output: event.output, as: 'savedExpiring' as const }) },
            target: 'confirmExpiring',
            actions: { type: 'useAdded', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'added', params: ({ event }) => ({ output: event.output, as: 'saved' as const }) },
            target: 'review',
            actions: { type: 'useAdded', params: ({ event }) => ({ output: event.output }) },
          },
          { guard: { type: 'added', params: ({ event }) => ({ output: event.output, as: 'back' as const }) }, target: 'method' },
          { target: 'cancelled' },
        ],
      },
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
          { target: 'cancelling' },
        ],
        // the CVV the payment and the enrollment send was not kept: back to the method step for it
        resumed: { guard: 'cardChosen', target: 'method', actions: 'forgetCvv' },
        back: 'method',
        cancel: 'cancelled',
      },
    },
    paying: {
      meta: { ...step('review'), call: 'pay' },
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'submitPayment',
        input: ({ context }) => ({ request: balancePayment(context.info, context.choice), idempotencyKey: `${context.keyPrefix}-balance` }),
        onDone: { target: 'cancelling', actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: 'paymentFailed', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cancelling: {
      meta: { ...step('review'), call: 'cancelOld' },
      tags: ['busy'],
      invoke: {
        id: 'cancelOld',
        src: 'cancelAutoPay',
        onDone: 'enrolling',
        onError: { target: 'failure', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    enrolling: {
      meta: { ...step('review'), call: 'enrollNew' },
      tags: ['busy'],
      invoke: {
        id: 'enrollNew',
        src: 'enrollAutoPay',
        input: ({ context }) => enrollment(context.choice),
        onDone: 'success',
        onError: { target: 'partial', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: outcome('success'),
    partial: outcome('partial'),
    failure: outcome('failure'),
    paymentFailed: outcome('paymentFailed'),
    cancelled: outcome('cancelled'),
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
