import type { AutoPay } from '../src/domain/billing';
import { assign, setup } from 'xstate';
import type { ErrorCode } from '../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../src/domain/payment';
import {
  balanceDue,
  balancePayment,
  enrollment,
  isExpiringSoon,
  methodErrors,
  termsErrors,
  type AutoPayChoice,
  type AutoPayInfo,
  type NewMethodDraft,
} from './auto-pay.checks';
import { addMethodGuards, addMethodStates, addMethodUpdates, saveAutoPayMethodActor, type AddMethodEvent } from './auto-pay-add-method';
import { notProvided } from './not-provided';

/**
 * Change the Auto Pay method (spec billing §2 Manage Auto Pay, §4): summary → a new method with
 * its CVV → review. It is not one call: the current enrollment is cancelled, then the new
 * method enrolled. With a balance due the user first accepts a same-day payment; if that
 * payment fails, nothing changes (paymentFailed). If the cancel works and the new enrollment
 * does not, the old one is gone: partial, said plainly.
 */
export interface AutoPayChangeMethodInput {
  keyPrefix: string;
}
export type AutoPayChangeMethodOutput =
  { outcome: 'success' | 'paymentFailed' | 'failure' | 'partial'; code: ErrorCode | null; payment: PaymentResponse | null } | { outcome: 'cancelled' };

type Event =
  | AddMethodEvent
  | { type: 'method.saved'; id: string }
  | { type: 'cvv.set'; cvv: string }
  | { type: 'payment.accept'; accepted: boolean }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'reconsider' }
  | { type: 'submit' }
  | { type: 'cancel' };

interface Context extends AutoPayChangeMethodInput {
  info: AutoPayInfo | null;
  choice: AutoPayChoice;
  paymentAccepted: boolean;
  terms: boolean;
  tried: { method: boolean; add: boolean; review: boolean };
  draft: NewMethodDraft | null;
  saveError: string | null;
  payment: PaymentResponse | null;
  code: ErrorCode | null;
}

const codeOf = (event: unknown) => (event as { error?: { code?: ErrorCode } }).error?.code ?? null;
const current = (context: Context) => context.info!.billing.autoPay.methodId;
const outcome =
  (name: 'success' | 'paymentFailed' | 'failure' | 'partial') =>
  ({ context }: { context: Context }) => ({ outcome: name, code: context.code, payment: context.payment });

export const autoPayChangeMethodMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as AutoPayChangeMethodInput, output: {} as AutoPayChangeMethodOutput },
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    cancelAutoPay: notProvided<AutoPay>('cancelAutoPay'),
    saveAutoPayMethod: saveAutoPayMethodActor,
    enrollAutoPay: notProvided<AutoPay, ReturnType<typeof enrollment>>('enrollAutoPay'),
  },
  guards: {
    draftInvalid: ({ context }) => addMethodGuards.draftInvalid(context),
    addedExpiringSoon: ({ context }) => addMethodGuards.addedExpiringSoon(context),
    notEnrolled: ({ event }) => !(event as unknown as { output: AutoPayInfo }).output.billing.autoPay.enrolled,
    methodInvalid: ({ context }) => Object.keys(methodErrors(context.info!, context.choice, current(context))).length > 0,
    expiringSoon: ({ context }) => isExpiringSoon(context.info!, context.choice),
    // spec billing §4: with a balance due, the same-day payment must be accepted first
    reviewIncomplete: ({ context }) => Object.keys(termsErrors(context.terms)).length > 0 || (balanceDue(context.info!) && !context.paymentAccepted),
    paysBalance: ({ context }) => balanceDue(context.info!),
  },
  actions: {
    startDraft: assign(({ context, event }) => ({ ...addMethodUpdates.startDraft(event as AddMethodEvent), tried: { ...context.tried, add: false } })),
    setDraft: assign(({ event }) => addMethodUpdates.setDraft(event as AddMethodEvent)),
    dropDraft: assign({ draft: null, saveError: null }),
    useAdded: assign(({ context, event }) => addMethodUpdates.useAdded(context, event)),
    noteSaveError: assign(({ event }) => addMethodUpdates.noteSaveError(event)),
    markTried: assign({ tried: ({ context }, params: { step: keyof Context['tried'] }) => ({ ...context.tried, [params.step]: true }) }),
    noteCode: assign({ code: ({ event }) => codeOf(event) }),
  },
}).createMachine({
  id: 'autoPayChangeMethod',
  context: ({ input }) => ({
    ...input,
    info: null,
    choice: { services: [], methodId: null, cvv: '' },
    paymentAccepted: false,
    terms: false,
    draft: null,
    saveError: null,
    tried: { method: false, add: false, review: false },
    payment: null,
    code: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadAutoPayInfo',
        onDone: [
          { guard: 'notEnrolled', target: 'notEnrolled', actions: assign({ info: ({ event }) => event.output }) },
          {
            target: 'summary',
            // the services stay as enrolled; only the method changes
            actions: assign({
              info: ({ event }) => event.output,
              choice: ({ event }) => ({ services: event.output.billing.autoPay.services, methodId: null, cvv: '' }),
            }),
          },
        ],
        onError: { target: 'failure', actions: 'noteCode' },
      },
    },
    notEnrolled: { on: { cancel: 'cancelled' } },
    summary: { on: { next: 'method', cancel: 'cancelled' } },
    method: {
      on: {
        'method.saved': { actions: assign({ choice: ({ context, event }) => ({ ...context.choice, methodId: event.id, cvv: '' }) }) },
        'cvv.set': { actions: assign({ choice: ({ context, event }) => ({ ...context.choice, cvv: event.cvv }) }) },
        'method.add': { target: 'addMethod', actions: 'startDraft' },
        next: [
          { guard: 'methodInvalid', actions: { type: 'markTried', params: { step: 'method' } } },
          { guard: 'expiringSoon', target: 'confirmExpiring' },
          { target: 'review' },
        ],
        back: 'summary',
        cancel: 'cancelled',
      },
    },
    confirmExpiring: {
      on: {
        confirm: 'review',
        reconsider: { target: 'method', actions: assign({ choice: ({ context }) => ({ ...context.choice, methodId: null, cvv: '' }) }) },
      },
    },
    ...addMethodStates,
    review: {
      on: {
        'payment.accept': { actions: assign({ paymentAccepted: ({ event }) => event.accepted }) },
        'terms.set': { actions: assign({ terms: ({ event }) => event.accepted }) },
        submit: [
          { guard: 'reviewIncomplete', actions: { type: 'markTried', params: { step: 'review' } } },
          { guard: 'paysBalance', target: 'paying' },
          { target: 'cancelling' },
        ],
        back: 'method',
        cancel: 'cancelled',
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'submitPayment',
        input: ({ context }) => ({ request: balancePayment(context.info!, context.choice), idempotencyKey: `${context.keyPrefix}-balance` }),
        onDone: { target: 'cancelling', actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: 'paymentFailed', actions: 'noteCode' },
      },
    },
    cancelling: {
      invoke: { id: 'cancelOld', src: 'cancelAutoPay', onDone: 'enrolling', onError: { target: 'failure', actions: 'noteCode' } },
    },
    enrolling: {
      invoke: {
        id: 'enrollNew',
        src: 'enrollAutoPay',
        input: ({ context }) => enrollment(context.choice),
        onDone: 'success',
        onError: { target: 'partial', actions: 'noteCode' },
      },
    },
    success: { type: 'final', output: outcome('success') },
    partial: { type: 'final', output: outcome('partial') },
    failure: { type: 'final', output: outcome('failure') },
    paymentFailed: { type: 'final', output: outcome('paymentFailed') },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
  output: ({ event }) => (event as unknown as { output: AutoPayChangeMethodOutput }).output,
});
