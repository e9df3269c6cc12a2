import type { AutoPay } from '../src/domain/billing';
import { assign, setup } from 'xstate';
import type { AutoPayService } from '../src/domain/autopay';
import type { ErrorCode } from '../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../src/domain/payment';
import {
  balanceDue,
  balancePayment,
  enrollBlocked,
  enrollment,
  isExpiringSoon,
  methodErrors,
  servicesErrors,
  termsErrors,
  type AutoPayChoice,
  type AutoPayInfo,
  type NewMethodDraft,
} from './auto-pay.checks';
import { addMethodGuards, addMethodStates, addMethodUpdates, saveAutoPayMethodActor, type AddMethodEvent } from './auto-pay-add-method';
import { notProvided } from './not-provided';

/**
 * Enroll in Auto Pay (spec billing §2, §4): amount (the balance due, and the services covered)
 * → method with its CVV, asked once → review with the required terms. With a balance due and
 * the user agreeing, the balance is paid today first (successWithPayment); if the enrollment
 * then fails the payment stands (partial).
 */
export interface AutoPayEnrollInput {
  keyPrefix: string;
}
export type AutoPayEnrollOutput =
  | { outcome: 'success' | 'successWithPayment'; payment: PaymentResponse | null }
  | { outcome: 'partial'; payment: PaymentResponse; code: ErrorCode | null }
  | { outcome: 'failure'; code: ErrorCode | null }
  | { outcome: 'cancelled' };

type Event =
  | AddMethodEvent
  | { type: 'services.set'; services: AutoPayService[] }
  | { type: 'payBalance.set'; pay: boolean }
  | { type: 'method.saved'; id: string }
  | { type: 'cvv.set'; cvv: string }
  | { type: 'terms.set'; accepted: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'reconsider' }
  | { type: 'submit' }
  | { type: 'cancel' };

interface Context extends AutoPayEnrollInput {
  info: AutoPayInfo | null;
  choice: AutoPayChoice;
  payBalance: boolean;
  terms: boolean;
  tried: { amount: boolean; method: boolean; add: boolean; review: boolean };
  draft: NewMethodDraft | null;
  saveError: string | null;
  payment: PaymentResponse | null;
  code: ErrorCode | null;
}

const codeOf = (event: unknown) => (event as { error?: { code?: ErrorCode } }).error?.code ?? null;
const clean = (errors: object) => Object.keys(errors).length === 0;

export const autoPayEnrollMachine = setup({
  types: { context: {} as Context, events: {} as Event, input: {} as AutoPayEnrollInput, output: {} as AutoPayEnrollOutput },
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    saveAutoPayMethod: saveAutoPayMethodActor,
    enrollAutoPay: notProvided<AutoPay, ReturnType<typeof enrollment>>('enrollAutoPay'),
  },
  guards: {
    draftInvalid: ({ context }) => addMethodGuards.draftInvalid(context),
    addedExpiringSoon: ({ context }) => addMethodGuards.addedExpiringSoon(context),
    blocked: ({ event }) =>
      enrollBlocked((event as unknown as { output: AutoPayInfo }).output) !== null ||
      (event as unknown as { output: AutoPayInfo }).output.billing.autoPay.enrolled,
    amountInvalid: ({ context }) => !clean(servicesErrors(context.info!, context.choice)),
    methodInvalid: ({ context }) => !clean(methodErrors(context.info!, context.choice)),
    expiringSoon: ({ context }) => isExpiringSoon(context.info!, context.choice),
    termsMissing: ({ context }) => !clean(termsErrors(context.terms)),
    paysBalance: ({ context }) => context.payBalance && balanceDue(context.info!),
  },
  actions: {
    startDraft: assign(({ context, event }) => ({ ...addMethodUpdates.startDraft(event as AddMethodEvent), tried: { ...context.tried, add: false } })),
    setDraft: assign(({ event }) => addMethodUpdates.setDraft(event as AddMethodEvent)),
    dropDraft: assign({ draft: null, saveError: null }),
    useAdded: assign(({ context, event }) => addMethodUpdates.useAdded(context, event)),
    noteSaveError: assign(({ event }) => addMethodUpdates.noteSaveError(event)),
    // the step's errors are shown in full once the user has tried to leave it
    markTried: assign({ tried: ({ context }, params: { step: keyof Context['tried'] }) => ({ ...context.tried, [params.step]: true }) }),
  },
}).createMachine({
  id: 'autoPayEnroll',
  context: ({ input }) => ({
    ...input,
    info: null,
    choice: { services: ['CORE'], methodId: null, cvv: '' },
    payBalance: true,
    terms: false,
    draft: null,
    saveError: null,
    tried: { amount: false, method: false, add: false, review: false },
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
          { guard: 'blocked', target: 'blocked', actions: assign({ info: ({ event }) => event.output }) },
          { target: 'amount', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: { target: 'failure', actions: assign({ code: ({ event }) => codeOf(event) }) },
      },
    },
    // spec billing §4: disconnected accounts cannot enroll (nor restricted ones, nor the enrolled)
    blocked: { on: { cancel: 'cancelled' } },
    amount: {
      on: {
        'services.set': { actions: assign({ choice: ({ context, event }) => ({ ...context.choice, services: event.services }) }) },
        'payBalance.set': { actions: assign({ payBalance: ({ event }) => event.pay }) },
        next: [{ guard: 'amountInvalid', actions: { type: 'markTried', params: { step: 'amount' } } }, { target: 'method' }],
        cancel: 'cancelled',
      },
    },
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
        back: 'amount',
        cancel: 'cancelled',
      },
    },
    // spec billing §4: a card expiring soon is confirmed or changed
    confirmExpiring: {
      on: {
        confirm: 'review',
        reconsider: { target: 'method', actions: assign({ choice: ({ context }) => ({ ...context.choice, methodId: null, cvv: '' }) }) },
      },
    },
    ...addMethodStates,
    review: {
      on: {
        'terms.set': { actions: assign({ terms: ({ event }) => event.accepted }) },
        submit: [
          { guard: 'termsMissing', actions: { type: 'markTried', params: { step: 'review' } } },
          { guard: 'paysBalance', target: 'paying' },
          { target: 'enrolling' },
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
        onDone: { target: 'enrolling', actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: 'failure', actions: assign({ code: ({ event }) => codeOf(event) }) },
      },
    },
    enrolling: {
      invoke: {
        id: 'enroll',
        src: 'enrollAutoPay',
        input: ({ context }) => enrollment(context.choice),
        onDone: [{ guard: ({ context }) => context.payment !== null, target: 'successWithPayment' }, { target: 'success' }],
        onError: [
          // the balance was paid; only the enrollment failed
          { guard: ({ context }) => context.payment !== null, target: 'partial', actions: assign({ code: ({ event }) => codeOf(event) }) },
          { target: 'failure', actions: assign({ code: ({ event }) => codeOf(event) }) },
        ],
      },
    },
    success: { type: 'final', output: { outcome: 'success', payment: null } },
    successWithPayment: { type: 'final', output: ({ context }) => ({ outcome: 'successWithPayment', payment: context.payment }) },
    partial: { type: 'final', output: ({ context }) => ({ outcome: 'partial', payment: context.payment!, code: context.code }) },
    failure: { type: 'final', output: ({ context }) => ({ outcome: 'failure', code: context.code }) },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
  output: ({ event }) => (event as unknown as { output: AutoPayEnrollOutput }).output,
});
