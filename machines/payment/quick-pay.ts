import { assign, setup } from 'xstate';
import { callFailure, type CallFailure, type FailureCode } from '../../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../../src/domain/payment';
import { quickPayCvvIssue, quickPayFallback, quickPayMethod, quickPayRequest, type QuickPayFallback } from '../../src/domain/quick-pay';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import type { FailureReason } from './one-time-payment';
import type { PaymentInfo } from './one-time-payment.checks';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * Quick pay (spec billing §2, "a quick-pay confirm card"): on the account summary, the
 * full balance today with the account's default saved method, in one confirmation (a saved card's
 * CVV is asked there, once: spec billing §5). The rules are the one-time payment's
 * (src/domain/quick-pay.ts reads them), the call is its call with an Idempotency-Key made once
 * per run, and its outcomes are the payment's: paid with the confirmation number, or not paid
 * with the catalogue's reason. Where a rule needs a choice (no usable default method, a card
 * expired or expiring soon, a past-due account, ...) it ends in `fullFlow` with why, and the card
 * sends the user to the one-time payment. There is no partial outcome: quick pay asks for no
 * extras (Auto Pay, paperless, saving a method) that could fail after the payment.
 */

/** What the one-time payment loads, and the account's default method (`defaultMethodId`). */
export interface QuickPayInfo extends PaymentInfo {
  defaultMethodId: string | null;
}

export interface QuickPayInput {
  /** random per run (the page makes it: machines do no randomness): the payment's Idempotency-Key */
  keyPrefix: string;
}

export type QuickPayOutput =
  { outcome: 'paid'; payment: PaymentResponse } | { outcome: 'failure'; reason: FailureReason } | { outcome: 'fullFlow'; reason: QuickPayFallback };

export type QuickPayEvent = { type: 'cvv.set'; cvv: string } | { type: 'confirm' } | { type: 'choose' } | { type: 'retry' } | { type: 'giveUp' };

export type QuickPayScreen = 'loading' | 'unavailable' | 'confirm' | 'payFailed' | 'outcome';

interface Context extends QuickPayInput {
  info: QuickPayInfo | null;
  cvv: string;
  /** the user tried to confirm with a CVV the rule refuses: the error shows from then on */
  tried: boolean;
  /** refused confirmations: the view moves focus to the error on each */
  refusals: number;
  /** why the information could not be loaded */
  code: FailureCode | null;
  /** set on the way into an outcome: what the machine's output says */
  outcome: QuickPayOutput | null;
}

const LOST = ['UNREACHABLE', 'SERVICE_UNAVAILABLE'];
const REFUSALS = ['VALIDATION_FAILED', 'LIMIT_REACHED', 'RESTRICTED'];
type Failure = { failure: CallFailure };
const failureOf = ({ event }: { event: { error: unknown } }) => ({ failure: callFailure(event.error) });

/** The method quick pay pays with (the guards only run once the information is in). */
const methodOf = (info: QuickPayInfo) => quickPayMethod(info)!;

export const quickPayMachine = setup({
  types: flowTypes<{ context: Context; events: QuickPayEvent; input: QuickPayInput; output: QuickPayOutput; screen: QuickPayScreen }>(),
  actors: {
    loadQuickPay: notProvided<QuickPayInfo>('loadQuickPay'),
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
  },
  guards: {
    needsChoice: (_, { loaded }: { loaded: QuickPayInfo }) => quickPayFallback(loaded) !== null,
    cvvInvalid: ({ context }) => quickPayCvvIssue(methodOf(context.info!), context.cvv) !== null,
    declined: (_, { failure }: Failure) => failure.code === 'PAYMENT_DECLINED',
    cvvFailed: (_, { failure }: Failure) => failure.code === 'CVV_AUTH_FAILED',
    lostAnswer: (_, { failure }: Failure) => LOST.includes(failure.code ?? ''),
    refused: (_, { failure }: Failure) => REFUSALS.includes(failure.code ?? ''),
  },
  actions: {
    loaded: assign({ info: (_, { output }: { output: QuickPayInfo }) => output }),
    noteFailureCode: noteFailureCode<Context, QuickPayEvent>(),
    reach: assign({ outcome: (_, { outcome }: { outcome: QuickPayOutput }) => outcome }),
    /** a rule needs a choice quick pay does not offer: the full flow, and why (read from what was loaded) */
    reachFallback: assign({ outcome: ({ context }): QuickPayOutput => ({ outcome: 'fullFlow', reason: quickPayFallback(context.info!)! }) }),
    // once the payment is made, or may have been, the summary around the card reads its
    // balance and recent payments again; the page provides how (the model runner has no summary)
    refreshSummary: () => {},
  },
}).createMachine({
  id: 'quickPay',
  context: ({ input }) => ({ ...input, info: null, cvv: '', tried: false, refusals: 0, code: null, outcome: null }),
  initial: 'loading',
  states: {
    // spec billing §8: payment info unavailable, with retry
    ...loadStates<QuickPayInfo>()(['loading', 'unavailable'], [{ guard: 'needsChoice', target: 'fullFlow', then: 'reachFallback' }, { target: 'confirming' }], {
      id: 'load',
      src: 'loadQuickPay',
    }),
    confirming: {
      meta: { screen: 'confirm' },
      on: {
        'cvv.set': { actions: assign({ cvv: ({ event }) => event.cvv }) },
        confirm: [
          {
            guard: 'cvvInvalid',
            actions: assign({ tried: true, refusals: ({ context }) => context.refusals + 1 }),
            meta: refusedFor('cvv.required', 'cvv.format', 'cvv.amex', 'cvv.other'),
          },
          { target: 'paying' },
        ],
        choose: { target: 'fullFlow', actions: { type: 'reach', params: { outcome: { outcome: 'fullFlow', reason: 'quickPay.chosen' } } } },
      },
    },
    paying: {
      meta: { screen: 'confirm' },
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'submitPayment',
        input: ({ context }) => ({ request: quickPayRequest(context.info!, context.cvv), idempotencyKey: context.keyPrefix }),
        onDone: {
          target: 'paid',
          actions: [{ type: 'reach', params: ({ event }) => ({ outcome: { outcome: 'paid', payment: event.output } }) }, 'refreshSummary'],
        },
        onError: [
          {
            guard: { type: 'declined', params: failureOf },
            target: 'failure',
            actions: { type: 'reach', params: { outcome: { outcome: 'failure', reason: 'declined' } } },
          },
          {
            guard: { type: 'cvvFailed', params: failureOf },
            target: 'failure',
            actions: { type: 'reach', params: { outcome: { outcome: 'failure', reason: 'cvv' } } },
          },
          { guard: { type: 'lostAnswer', params: failureOf }, target: 'payFailed' },
          // the server's own check disagreed (the rules changed since the card loaded): the full flow shows which
          {
            guard: { type: 'refused', params: failureOf },
            target: 'fullFlow',
            actions: { type: 'reach', params: { outcome: { outcome: 'fullFlow', reason: 'quickPay.refused' } } },
          },
          { target: 'failure', actions: { type: 'reach', params: { outcome: { outcome: 'failure', reason: 'other' } } } },
        ],
      },
    },
    payFailed: {
      description: 'No answer: trying again sends the same Idempotency-Key, so a payment that went through is not made twice.',
      meta: { screen: 'payFailed' },
      on: {
        retry: 'paying',
        // the payment may have gone through: the summary says what the server holds
        giveUp: { target: 'failure', actions: [{ type: 'reach', params: { outcome: { outcome: 'failure', reason: 'unavailable' } } }, 'refreshSummary'] },
      },
    },
    paid: { type: 'final', meta: { screen: 'outcome' } },
    failure: { type: 'final', meta: { screen: 'outcome' } },
    fullFlow: { type: 'final', meta: { screen: 'outcome' } },
  },
  // xstate types a final state's output as unknown at the root: each outcome notes itself on the way in
  output: ({ context }) => context.outcome ?? { outcome: 'fullFlow', reason: 'quickPay.chosen' },
});
