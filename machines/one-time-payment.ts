import { assign, setup } from 'xstate';
import type { ErrorCode, ValidationIssue } from '../src/domain/errors';
import type { BankLinkConnectResponse } from '../src/domain/bank-link';
import type { PaymentRequestBody, PaymentResponse } from '../src/domain/payment';
import { notProvided } from './not-provided';
import {
  amountErrors,
  blockedRestriction,
  canEnrollWith,
  dateErrors,
  isExpiringSoon,
  isOverpayment,
  methodErrors,
  paymentRequest,
  stepOfIssue,
  type BankDraft,
  type CardDraft,
  type Draft,
  type Errors,
  type PaymentInfo,
} from './one-time-payment.checks';

/**
 * The one-time payment (spec billing §2, §4, §5, §8): amount → method → date → review, with a
 * fifth step when the bank is linked through the online-banking provider. `open=fdp` starts on
 * the date step (date → amount → method → review). The payment is one request with an
 * idempotency key made once per visit of the review step, so a double click or a retry after a
 * lost answer pays once. Auto Pay and paperless, when asked for, follow the payment; their
 * failure (or the method's save failing) is the partial outcome.
 */

export interface OneTimePaymentInput {
  mode: 'otp' | 'fdp';
  /** random per flow instance; with the attempt number it makes the Idempotency-Key */
  keyPrefix: string;
}

export type Extra = 'autoPay' | 'paperless' | 'saveMethod';
export type FailureReason = 'declined' | 'cvv' | 'unavailable' | 'other';
export type OneTimePaymentOutput =
  { outcome: 'success' | 'partial'; payment: PaymentResponse; failed: Extra[] } | { outcome: 'failure'; reason: FailureReason } | { outcome: 'cancelled' };

export type OneTimePaymentEvent =
  | { type: 'amount.set'; text: string }
  | { type: 'date.set'; text: string }
  | { type: 'method.saved'; id: string }
  | { type: 'cvv.set'; cvv: string }
  | { type: 'method.card'; card: CardDraft }
  | { type: 'method.bank'; bank: BankDraft }
  | { type: 'method.linkBank' }
  | { type: 'link.submit'; institutionId: string; username: string; password: string }
  | { type: 'link.choose'; accountId: string }
  | { type: 'link.manualBank' }
  | { type: 'link.useCard' }
  | { type: 'options.set'; enrollAutoPay: boolean; paperless: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'reconsider' }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'giveUp' }
  | { type: 'cancel' };

interface Context extends OneTimePaymentInput {
  info: PaymentInfo | null;
  draft: Draft;
  overpayConfirmed: boolean;
  enrollAutoPay: boolean;
  paperless: boolean;
  /** visits of the review step; part of the Idempotency-Key */
  attempt: number;
  /** steps the user tried to leave: their errors are shown in full from then on */
  tried: { amount: boolean; method: boolean; date: boolean };
  /** the banks a link offered, and the credentials while connecting */
  link: { request: { institutionId: string; username: string; password: string } | null; answer: BankLinkConnectResponse | null };
  /** field → code, from the server's refusal, shown on the step it belongs to */
  serverErrors: Errors;
  result: PaymentResponse | null;
  failed: Extra[];
  reason: FailureReason | null;
}

const EMPTY_CARD: CardDraft = { number: '', nameOnCard: '', expiry: '', zip: '', cvv: '', save: false };
const EMPTY_BANK: BankDraft = { routingNumber: '', accountNumber: '', accountType: 'CHECKING', nameOnAccount: '', save: false };

const errorOf = (event: unknown) => (event as { error?: { code?: ErrorCode | 'UNREACHABLE'; issues?: ValidationIssue[] } }).error ?? {};
const info = (context: Context) => context.info!;
const clean = (errors: Errors) => Object.keys(errors).length === 0;

export const oneTimePaymentMachine = setup({
  types: { context: {} as Context, events: {} as OneTimePaymentEvent, input: {} as OneTimePaymentInput, output: {} as OneTimePaymentOutput },
  actors: {
    loadPaymentInfo: notProvided<PaymentInfo>('loadPaymentInfo'),
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    connectBank: notProvided<BankLinkConnectResponse, { institutionId: string; username: string; password: string }>('connectBank'),
    enrollAutoPay: notProvided<{ enrolled: boolean }, { methodId: string; cvv: string | null }>('enrollAutoPay'),
    updatePaperless: notProvided<{ enrolled: boolean }, { enrolled: boolean }>('updatePaperless'),
  },
  guards: {
    blocked: ({ event }) => blockedRestriction((event as unknown as { output: PaymentInfo }).output) !== null,
    futureDated: ({ context }) => context.mode === 'fdp',
    amountInvalid: ({ context }) => !clean(amountErrors(info(context), context.draft)),
    overpaying: ({ context }) => isOverpayment(info(context), context.draft),
    methodInvalid: ({ context }) => !clean(methodErrors(info(context), context.draft)),
    expiringSoon: ({ context }) => isExpiringSoon(info(context), context.draft),
    dateInvalid: ({ context }) => !clean(dateErrors(info(context), context.draft)),
    declined: ({ event }) => errorOf(event).code === 'PAYMENT_DECLINED',
    cvvFailed: ({ event }) => errorOf(event).code === 'CVV_AUTH_FAILED',
    lostAnswer: ({ event }) => ['UNREACHABLE', 'SERVICE_UNAVAILABLE'].includes(errorOf(event).code ?? ''),
    amountRefused: ({ event }) => refusedStep(event) === 'amount',
    dateRefused: ({ event }) => refusedStep(event) === 'date',
    methodRefused: ({ event }) => refusedStep(event) === 'method',
    // only with a method that now exists in the wallet: a failed save leaves nothing to enroll
    wantsAutoPay: ({ context, event }) =>
      context.enrollAutoPay && canEnrollWith(info(context), context.draft) && !(event as unknown as { output?: PaymentResponse }).output?.saveError,
    wantsPaperless: ({ context }) => context.paperless && !info(context).billing.paperless,
    somethingFailed: ({ context }) => context.failed.length > 0,
    saveFailed: ({ event }) => (event as unknown as { output: PaymentResponse }).output.saveError !== null,
  },
  actions: {
    serverRefusal: assign({ serverErrors: ({ event }) => Object.fromEntries((errorOf(event).issues ?? []).map((i) => [i.path.join('.'), i.message])) }),
    clearServerErrors: assign({ serverErrors: {} }),
    // the payment went through; a failed save of its method is the first partial failure
    keepAnswer: assign({
      result: ({ event }) => (event as unknown as { output: PaymentResponse }).output,
      failed: ({ event }) => ((event as unknown as { output: PaymentResponse }).output.saveError ? ['saveMethod' as const] : []),
    }),
    failedAutoPay: assign({ failed: ({ context }) => [...context.failed, 'autoPay' as const] }),
    failedPaperless: assign({ failed: ({ context }) => [...context.failed, 'paperless' as const] }),
  },
}).createMachine({
  id: 'oneTimePayment',
  context: ({ input }) => ({
    ...input,
    info: null,
    draft: { amountText: '', dateText: '', method: null },
    overpayConfirmed: false,
    enrollAutoPay: false,
    paperless: false,
    attempt: 0,
    tried: { amount: false, method: false, date: false },
    link: { request: null, answer: null },
    serverErrors: {},
    result: null,
    failed: [],
    reason: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadPaymentInfo',
        onDone: [
          { guard: 'blocked', target: 'blocked', actions: assign({ info: ({ event }) => event.output }) },
          { guard: 'futureDated', target: 'date', actions: assign({ info: ({ event }) => event.output }) },
          { target: 'amount', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: 'unavailable',
      },
    },
    // spec billing §8: payment info unavailable, with retry
    unavailable: { on: { retry: 'loading', cancel: 'cancelled' } },
    // spec billing §5: no online payments (find a store), or cash only (pay at a store)
    blocked: { on: { cancel: 'cancelled' } },
    amount: {
      on: {
        'amount.set': {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, amountText: event.text }), overpayConfirmed: false }), 'clearServerErrors'],
        },
        next: [
          { guard: 'amountInvalid', actions: assign({ tried: ({ context }) => ({ ...context.tried, amount: true }) }) },
          { guard: 'overpaying', target: 'confirmOverpay' },
          { target: 'method' },
        ],
        back: { guard: 'futureDated', target: 'date' },
        cancel: 'cancelled',
      },
    },
    confirmOverpay: {
      on: { confirm: { target: 'method', actions: assign({ overpayConfirmed: true }) }, reconsider: 'amount' },
    },
    method: {
      on: {
        'method.saved': {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, method: { kind: 'saved', id: event.id, cvv: '' } }) }), 'clearServerErrors'],
        },
        'cvv.set': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft.method?.kind === 'saved' ? { ...context.draft, method: { ...context.draft.method, cvv: event.cvv } } : context.draft,
          }),
        },
        'method.card': {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, method: { kind: 'card', card: event.card } }) }), 'clearServerErrors'],
        },
        'method.bank': {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, method: { kind: 'bank', bank: event.bank } }) }), 'clearServerErrors'],
        },
        'method.linkBank': 'linkBank',
        next: [
          { guard: 'methodInvalid', actions: assign({ tried: ({ context }) => ({ ...context.tried, method: true }) }) },
          { guard: 'expiringSoon', target: 'confirmExpiring' },
          { guard: 'futureDated', target: 'review' },
          { target: 'date' },
        ],
        back: 'amount',
        cancel: 'cancelled',
      },
    },
    confirmExpiring: {
      on: {
        confirm: [{ guard: 'futureDated', target: 'review' }, { target: 'date' }],
        reconsider: { target: 'method', actions: assign({ draft: ({ context }) => ({ ...context.draft, method: null }) }) },
      },
    },
    // the fifth step: link a bank through the online-banking provider
    linkBank: {
      initial: 'credentials',
      on: { back: 'method', cancel: 'cancelled' },
      states: {
        credentials: {
          on: {
            'link.submit': {
              target: 'connecting',
              actions: assign({
                link: ({ event }) => ({ request: { institutionId: event.institutionId, username: event.username, password: event.password }, answer: null }),
              }),
            },
          },
        },
        connecting: {
          invoke: {
            id: 'connect',
            src: 'connectBank',
            input: ({ context }) => context.link.request!,
            // the password is not kept once the provider has answered
            onDone: { target: 'choosing', actions: assign({ link: ({ event }) => ({ request: null, answer: event.output }) }) },
            onError: { target: 'failed', actions: assign({ link: { request: null, answer: null } }) },
          },
        },
        choosing: {
          on: {
            'link.choose': {
              target: '#oneTimePayment.method',
              actions: assign({
                draft: ({ context, event }) => {
                  const answer = context.link.answer!;
                  const account = answer.accounts.find((a) => a.id === event.accountId) ?? answer.accounts[0]!;
                  return {
                    ...context.draft,
                    method: { kind: 'linked', account: { linkedBankId: answer.linkedBankId, accountId: account.id, name: account.name, last4: account.last4 } },
                  };
                },
              }),
            },
          },
        },
        // spec billing §8: online banking connection fails → enter bank details manually or add a card
        failed: {
          on: {
            'link.manualBank': {
              target: '#oneTimePayment.method',
              actions: assign({ draft: ({ context }) => ({ ...context.draft, method: { kind: 'bank', bank: EMPTY_BANK } }) }),
            },
            'link.useCard': {
              target: '#oneTimePayment.method',
              actions: assign({ draft: ({ context }) => ({ ...context.draft, method: { kind: 'card', card: EMPTY_CARD } }) }),
            },
          },
        },
      },
    },
    date: {
      on: {
        'date.set': { actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, dateText: event.text }) }), 'clearServerErrors'] },
        next: [
          { guard: 'dateInvalid', actions: assign({ tried: ({ context }) => ({ ...context.tried, date: true }) }) },
          { guard: 'futureDated', target: 'amount' },
          { target: 'review' },
        ],
        back: { guard: ({ context }) => context.mode === 'otp', target: 'method' },
        cancel: 'cancelled',
      },
    },
    review: {
      entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      on: {
        'options.set': { actions: assign({ enrollAutoPay: ({ event }) => event.enrollAutoPay, paperless: ({ event }) => event.paperless }) },
        submit: 'submitting',
        back: [{ guard: 'futureDated', target: 'method' }, { target: 'date' }],
        cancel: 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'pay',
        src: 'submitPayment',
        input: ({ context }) => ({
          request: paymentRequest(context.draft, context.overpayConfirmed),
          idempotencyKey: `${context.keyPrefix}-${context.attempt}`,
        }),
        onDone: [
          { guard: 'wantsAutoPay', target: 'enrolling', actions: 'keepAnswer' },
          { guard: 'wantsPaperless', target: 'goingPaperless', actions: 'keepAnswer' },
          { guard: 'saveFailed', target: 'partial', actions: 'keepAnswer' },
          { target: 'success', actions: 'keepAnswer' },
        ],
        onError: [
          { guard: 'declined', target: 'failure', actions: assign({ reason: 'declined' }) },
          { guard: 'cvvFailed', target: 'failure', actions: assign({ reason: 'cvv' }) },
          { guard: 'lostAnswer', target: 'submitFailed' },
          // the server's own check disagreed (the cut-off passed, a limit was reached): back to that step
          { guard: 'amountRefused', target: 'amount', actions: 'serverRefusal' },
          { guard: 'dateRefused', target: 'date', actions: 'serverRefusal' },
          { guard: 'methodRefused', target: 'method', actions: 'serverRefusal' },
          { target: 'failure', actions: assign({ reason: 'other' }) },
        ],
      },
    },
    // no answer: the same key is sent again, so a payment that did go through is not made twice
    submitFailed: { on: { retry: 'submitting', giveUp: { target: 'failure', actions: assign({ reason: 'unavailable' }) } } },
    enrolling: {
      invoke: {
        id: 'autoPay',
        src: 'enrollAutoPay',
        input: ({ context }) => ({
          methodId: context.draft.method?.kind === 'saved' ? context.draft.method.id : (context.result!.savedMethod?.id ?? ''),
          // the card's CVV, asked once (spec billing §5); a bank account has none
          cvv:
            context.draft.method?.kind === 'saved'
              ? context.draft.method.cvv || null
              : context.draft.method?.kind === 'card'
                ? context.draft.method.card.cvv
                : null,
        }),
        onDone: [{ guard: 'wantsPaperless', target: 'goingPaperless' }, { target: 'success' }],
        onError: [
          { guard: 'wantsPaperless', target: 'goingPaperless', actions: 'failedAutoPay' },
          { target: 'partial', actions: 'failedAutoPay' },
        ],
      },
    },
    goingPaperless: {
      invoke: {
        id: 'paperless',
        src: 'updatePaperless',
        input: { enrolled: true },
        onDone: [{ guard: 'somethingFailed', target: 'partial' }, { target: 'success' }],
        onError: { target: 'partial', actions: 'failedPaperless' },
      },
    },
    success: { type: 'final', output: ({ context }) => ({ outcome: 'success', payment: context.result!, failed: [] }) },
    partial: { type: 'final', output: ({ context }) => ({ outcome: 'partial', payment: context.result!, failed: context.failed }) },
    failure: { type: 'final', output: ({ context }) => ({ outcome: 'failure', reason: context.reason ?? 'other' }) },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
  output: ({ event }) => (event as unknown as { output: OneTimePaymentOutput }).output,
});

function refusedStep(event: unknown): 'amount' | 'date' | 'method' | null {
  const { code, issues } = errorOf(event);
  if (!['VALIDATION_FAILED', 'LIMIT_REACHED', 'RESTRICTED'].includes(code ?? '')) return null;
  return stepOfIssue(issues?.[0]?.path ?? ['method']);
}
