import { assign, setup } from 'xstate';
import type { BankInstitution, BankLinkConnectResponse } from '../../src/domain/bank-link';
import { callFailure, type CallFailure } from '../../src/domain/errors';
import type { PaymentRequestBody, PaymentResponse } from '../../src/domain/payment';
import type { PaymentStore } from '../../src/domain/payment-store';
import { balanceChoiceMachine, type BalanceChoiceOutput } from './balance-choice';
import { notProvided } from '../parts/not-provided';
import {
  amountErrors,
  amountTextFor,
  blockedRestriction,
  canEnrollWith,
  dateErrors,
  isDualBalance,
  isExpiringSoon,
  isOverpayment,
  linkErrors,
  methodErrors,
  paymentRequest,
  prefilled,
  stepAfter,
  stepBefore,
  stepOfIssue,
  stepOrder,
  type BankDraft,
  type CardDraft,
  type Draft,
  type Errors,
  type FormStep,
  type LinkForm,
  type PaymentInfo,
  type PaymentMode,
  type Step,
} from './one-time-payment.checks';
import { callsOut, type PersistedFlow } from '../parts/persisted';
export type { PersistedFlow } from '../parts/persisted';
import { refusedFor } from '../parts/refusal';
import { flowTypes, type ScreenMeta } from '../parts/screen';

export type { PaymentMode, Step } from './one-time-payment.checks';

/**
 * The one-time payment (spec billing §2, §4, §5, §8): amount → method → date → review, with a
 * fifth step when the bank is linked through the online-banking provider. `open=fdp` starts on
 * the date step (date → amount → method → review); the order is `stepOrder` of the checks, which
 * Next, Back and the step bar all read. The payment is one request with an idempotency key made
 * once per visit of the review step, so a double click or a retry after a lost answer pays once.
 * Auto Pay and paperless, when asked for, follow the payment; their failure (or the method's
 * save failing) is the partial outcome.
 */

export interface OneTimePaymentInput {
  mode: PaymentMode;
  /** random per flow run (the page makes it: machines do no randomness); with the attempt number it makes the Idempotency-Key */
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
  /** the new card, as typed; without one, the card typed last (the radio chosen again) */
  | { type: 'method.card'; card?: CardDraft }
  /** the bank account, as typed; without one, the one typed last */
  | { type: 'method.bank'; bank?: BankDraft }
  | { type: 'method.linkBank' }
  | { type: 'link.set'; form: LinkForm }
  | { type: 'link.submit' }
  | { type: 'link.retry' }
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

/** The screens the view has a component for; `step` is the step bar's, `dialog` a confirmation over the screen. */
export type PaymentScreen =
  | 'loading'
  | 'balance'
  | 'unavailable'
  | 'blocked'
  | 'amount'
  | 'method'
  | 'link'
  | 'linkConnecting'
  | 'linkAccounts'
  | 'linkFailed'
  | 'date'
  | 'review'
  | 'submitFailed'
  | 'done';
export type PaymentMeta = ScreenMeta<PaymentScreen, Step> & {
  dialog?: 'overpay' | 'expiring';
  /** what the review says while its calls are out */
  status?: 'sending' | 'enrolling' | 'paperless';
};

export interface OneTimePaymentContext extends OneTimePaymentInput {
  info: PaymentInfo | null;
  draft: Draft;
  /** an account with two balances chose what to pay (the choice is kept when it comes back to it) */
  balanceChosen: boolean;
  overpayConfirmed: boolean;
  enrollAutoPay: boolean;
  paperless: boolean;
  /** visits of the review step; part of the Idempotency-Key */
  attempt: number;
  /**
   * the last attempt was sent and no answer came: whether it was paid is unknown, so the key is
   * kept until an answer comes, even when the user goes back a step (a resumed flow retypes its card)
   */
  unanswered: boolean;
  /** steps the user tried to leave: their errors are shown in full from then on */
  tried: { amount: boolean; method: boolean; date: boolean; link: boolean };
  /** refused attempts to leave a step (Next, Connect): the view announces the first error of each */
  refusals: number;
  /** the banks the provider links, what the user typed to sign in (until the provider answers), and its answer */
  link: { institutions: BankInstitution[]; form: LinkForm; answer: BankLinkConnectResponse | null };
  /** the payment centers shown to an account that cannot pay online */
  stores: PaymentStore[];
  /** the new card and bank account typed on the method step: what was typed stays while the user looks at another choice and comes back */
  typed: { card: CardDraft; bank: BankDraft };
  /** field → code, from the server's refusal, shown on the step it belongs to */
  serverErrors: Errors;
  result: PaymentResponse | null;
  failed: Extra[];
  reason: FailureReason | null;
  /** set on entering an outcome: what the machine's output says */
  outcome: OneTimePaymentOutput | null;
}

const EMPTY_CARD: CardDraft = { number: '', nameOnCard: '', expiry: '', zip: '', cvv: '', save: false };
const EMPTY_BANK: BankDraft = { routingNumber: '', accountNumber: '', accountType: 'CHECKING', nameOnAccount: '', save: false };
const EMPTY_LINK: LinkForm = { institutionId: '', username: '', password: '' };

const clean = (errors: Errors) => Object.keys(errors).length === 0;
const LOST = ['UNREACHABLE', 'SERVICE_UNAVAILABLE'];
const REFUSALS = ['VALIDATION_FAILED', 'LIMIT_REACHED', 'RESTRICTED'];

/** Which step the server's refusal of the payment belongs to, or null when it is not a field's. */
function refusedStep({ code, issues }: CallFailure): 'amount' | 'date' | 'method' | null {
  if (!REFUSALS.includes(code ?? '')) return null;
  return stepOfIssue(issues[0]?.path ?? ['method']);
}

type Ctx = { context: OneTimePaymentContext };
/** The guards of Next and Back: the step the order puts after (or before) `from` is `to`. */
const next = (from: FormStep, to: FormStep) => ({ type: 'stepAfterIs' as const, params: { from, to } });
const back = (from: FormStep, to: FormStep) => ({ type: 'stepBeforeIs' as const, params: { from, to } });
/** Back from a step that may come first (amount, date): the step before it, or the balance choice when there was one. */
const backOrBalance = (from: 'amount' | 'date', to: FormStep) => [
  { guard: back(from, to), target: to },
  { guard: { type: 'backToBalance' as const, params: { from } }, target: 'balance' as const },
];
const refuse = (step: 'amount' | 'method' | 'date' | 'link') => ({ type: 'refuse' as const, params: { step } });
const info = ({ context }: Ctx): PaymentInfo => context.info!;
/** The payment info the load answered, as the params of the guards and the action that read it. */
const answered = ({ event }: { event: { output: PaymentInfo } }) => ({ info: event.output });

export const oneTimePaymentMachine = setup({
  types: flowTypes<{
    context: OneTimePaymentContext;
    events: OneTimePaymentEvent;
    input: OneTimePaymentInput;
    output: OneTimePaymentOutput;
    children: { balance: 'balanceChoice' };
    meta: PaymentMeta;
  }>(),
  actors: {
    loadPaymentInfo: notProvided<PaymentInfo>('loadPaymentInfo'),
    loadPaymentStores: notProvided<PaymentStore[]>('loadPaymentStores'),
    loadInstitutions: notProvided<BankInstitution[]>('loadInstitutions'),
    balanceChoice: balanceChoiceMachine,
    submitPayment: notProvided<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>('submitPayment'),
    connectBank: notProvided<BankLinkConnectResponse, LinkForm>('connectBank'),
    enrollAutoPay: notProvided<{ enrolled: boolean }, { methodId: string; cvv: string | null }>('enrollAutoPay'),
    updatePaperless: notProvided<{ enrolled: boolean }, { enrolled: boolean }>('updatePaperless'),
  },
  guards: {
    blocked: (_, { info }: { info: PaymentInfo }) => blockedRestriction(info) !== null,
    dualBalance: (_, { info }: { info: PaymentInfo }) => isDualBalance(info),
    // Back from the first step of the order goes to the balance choice, when there was one
    backToBalance: ({ context }, { from }: { from: FormStep }) => stepBefore(context.mode, from) === null && isDualBalance(context.info!),
    choseBalanceThen: ({ context }, { output, step }: { output: BalanceChoiceOutput; step: FormStep }) =>
      output.outcome === 'chosen' && stepOrder(context.mode)[0] === step,
    futureDated: ({ context }) => context.mode === 'fdp',
    stepAfterIs: ({ context }, { from, to }: { from: FormStep; to: FormStep }) => stepAfter(context.mode, from) === to,
    stepBeforeIs: ({ context }, { from, to }: { from: FormStep; to: FormStep }) => stepBefore(context.mode, from) === to,
    amountInvalid: (ctx) => !clean(amountErrors(info(ctx), ctx.context.draft)),
    overpaying: (ctx) => isOverpayment(info(ctx), ctx.context.draft),
    methodInvalid: (ctx) => !clean(methodErrors(info(ctx), ctx.context.draft)),
    expiringSoon: (ctx) => isExpiringSoon(info(ctx), ctx.context.draft),
    dateInvalid: (ctx) => !clean(dateErrors(info(ctx), ctx.context.draft)),
    linkInvalid: ({ context }) => !clean(linkErrors(context.link.form)),
    declined: (_, { failure }: { failure: CallFailure }) => failure.code === 'PAYMENT_DECLINED',
    cvvFailed: (_, { failure }: { failure: CallFailure }) => failure.code === 'CVV_AUTH_FAILED',
    lostAnswer: (_, { failure }: { failure: CallFailure }) => LOST.includes(failure.code ?? ''),
    refusedOn: (_, { failure, step }: { failure: CallFailure; step: 'amount' | 'date' | 'method' }) => refusedStep(failure) === step,
    // only with a method that now exists in the wallet: a failed save leaves nothing to enroll
    wantsAutoPay: (ctx, { answer }: { answer: PaymentResponse }) =>
      ctx.context.enrollAutoPay && canEnrollWith(info(ctx), ctx.context.draft) && answer.saveError === null,
    wantsPaperless: (ctx) => ctx.context.paperless && !info(ctx).billing.paperless,
    somethingFailed: ({ context }) => context.failed.length > 0,
    saveFailed: (_, { answer }: { answer: PaymentResponse }) => answer.saveError !== null,
  },
  actions: {
    // the amount due and today, filled in once per flow: a field the user clears stays cleared
    loaded: assign(({ context }, { info }: { info: PaymentInfo }) => ({
      info,
      draft: { ...context.draft, ...prefilled(info, context.mode, context.draft.balance) },
    })),
    // a new choice fills the amount in with what it pays off; the same choice again keeps what was typed
    chooseBalance: assign(({ context }, { output }: { output: BalanceChoiceOutput }) => {
      const balance = output.outcome === 'chosen' ? output.balance : context.draft.balance;
      const same = context.balanceChosen && balance === context.draft.balance;
      return {
        balanceChosen: true,
        overpayConfirmed: same && context.overpayConfirmed,
        draft: { ...context.draft, balance, amountText: same ? context.draft.amountText : amountTextFor(context.info!, balance) },
      };
    }),
    refuse: assign(({ context }, { step }: { step: 'amount' | 'method' | 'date' | 'link' }) => ({
      tried: { ...context.tried, [step]: true },
      refusals: context.refusals + 1,
    })),
    serverRefusal: assign({
      serverErrors: (_, { failure }: { failure: CallFailure }) => Object.fromEntries(failure.issues.map((i) => [i.path.join('.'), i.message])),
    }),
    clearServerErrors: assign({ serverErrors: {} }),
    setMethod: assign(({ context }, { method }: { method: Draft['method'] }) => ({
      draft: { ...context.draft, method },
      serverErrors: {},
      typed:
        method?.kind === 'card' ? { ...context.typed, card: method.card } : method?.kind === 'bank' ? { ...context.typed, bank: method.bank } : context.typed,
    })),
    // the payment went through; a failed save of its method is the first partial failure
    keepAnswer: assign((_, { answer }: { answer: PaymentResponse }) => ({
      result: answer,
      unanswered: false,
      failed: answer.saveError ? ['saveMethod' as const] : [],
    })),
    fail: assign((_, { reason }: { reason: FailureReason }) => ({ reason, unanswered: false })),
    failedAutoPay: assign({ failed: ({ context }) => [...context.failed, 'autoPay' as const] }),
    failedPaperless: assign({ failed: ({ context }) => [...context.failed, 'paperless' as const] }),
    reach: assign({ outcome: (_, { outcome }: { outcome: OneTimePaymentOutput }) => outcome }),
  },
}).createMachine({
  id: 'oneTimePayment',
  context: ({ input }) => ({
    ...input,
    info: null,
    draft: { balance: 'core', amountText: '', dateText: '', method: null },
    balanceChosen: false,
    overpayConfirmed: false,
    enrollAutoPay: false,
    paperless: false,
    attempt: 0,
    unanswered: false,
    tried: { amount: false, method: false, date: false, link: false },
    refusals: 0,
    link: { institutions: [], form: EMPTY_LINK, answer: null },
    stores: [],
    typed: { card: EMPTY_CARD, bank: EMPTY_BANK },
    serverErrors: {},
    result: null,
    failed: [],
    reason: null,
    outcome: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { screen: 'loading' },
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'loadPaymentInfo',
        // a blocked account keeps the answer as it is (no step to prefill); the others prefill the first step
        onDone: [
          { guard: { type: 'blocked', params: answered }, target: 'blocked', actions: assign({ info: ({ event }) => event.output }) },
          { guard: { type: 'dualBalance', params: answered }, target: 'balance', actions: { type: 'loaded', params: answered } },
          { guard: 'futureDated', target: 'date', actions: { type: 'loaded', params: answered } },
          { target: 'amount', actions: { type: 'loaded', params: answered } },
        ],
        onError: 'unavailable',
      },
    },
    balance: {
      description: 'Spec billing §2: core, mobile or both, chosen before the amount step (machines/payment/balance-choice.ts).',
      meta: { screen: 'balance', step: 'amount' },
      invoke: {
        id: 'balance',
        src: 'balanceChoice',
        input: ({ context }) => ({
          core: { amountDue: context.info!.billing.amountDue, dueDate: context.info!.billing.dueDate },
          mobile: context.info!.mobile!,
          chosen: context.balanceChosen ? context.draft.balance : null,
        }),
        // to the first step of the order (the amount, or the date of a future-dated payment)
        onDone: [
          ...(['amount', 'date'] as const).map((step) => ({
            guard: {
              type: 'choseBalanceThen' as const,
              params: ({ event }: { event: { output: BalanceChoiceOutput } }) => ({ output: event.output, step }),
            },
            target: step,
            actions: { type: 'chooseBalance' as const, params: ({ event }: { event: { output: BalanceChoiceOutput } }) => ({ output: event.output }) },
          })),
          { target: 'cancelled' },
        ],
      },
    },
    unavailable: {
      description: 'Spec billing §8: payment info unavailable, with retry.',
      meta: { screen: 'unavailable' },
      on: { retry: 'loading', cancel: 'cancelled' },
    },
    blocked: {
      description: 'Spec billing §5: no online payments (find a store), or cash only (pay at a store).',
      meta: { screen: 'blocked' },
      initial: 'findingStores',
      on: { cancel: 'cancelled' },
      states: {
        findingStores: {
          tags: ['busy'],
          invoke: {
            id: 'stores',
            src: 'loadPaymentStores',
            onDone: { target: 'stores', actions: assign({ stores: ({ event }) => event.output }) },
            // the list is a help, not the answer: without it the page still says where to go
            onError: 'stores',
          },
        },
        stores: {},
      },
    },
    amount: {
      meta: { screen: 'amount', step: 'amount' },
      on: {
        'amount.set': {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, amountText: event.text }), overpayConfirmed: false }), 'clearServerErrors'],
        },
        next: [
          { guard: 'amountInvalid', actions: refuse('amount'), meta: refusedFor('amount.invalid', 'amount.range') },
          { guard: 'overpaying', target: 'confirmOverpay' },
          { guard: next('amount', 'method'), target: 'method' },
        ],
        back: backOrBalance('amount', 'date'),
        cancel: 'cancelled',
      },
    },
    confirmOverpay: {
      meta: { screen: 'amount', step: 'amount', dialog: 'overpay' },
      on: { confirm: { guard: next('amount', 'method'), target: 'method', actions: assign({ overpayConfirmed: true }) }, reconsider: 'amount' },
    },
    method: {
      meta: { screen: 'method', step: 'method' },
      on: {
        'method.saved': { actions: { type: 'setMethod', params: ({ event }) => ({ method: { kind: 'saved', id: event.id, cvv: '' } }) } },
        'cvv.set': {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft.method?.kind === 'saved' ? { ...context.draft, method: { ...context.draft.method, cvv: event.cvv } } : context.draft,
          }),
        },
        'method.card': {
          actions: { type: 'setMethod', params: ({ context, event }) => ({ method: { kind: 'card', card: event.card ?? context.typed.card } }) },
        },
        'method.bank': {
          actions: { type: 'setMethod', params: ({ context, event }) => ({ method: { kind: 'bank', bank: event.bank ?? context.typed.bank } }) },
        },
        'method.linkBank': 'linkBank',
        next: [
          {
            guard: 'methodInvalid',
            actions: refuse('method'),
            meta: refusedFor(
              'method.required',
              'method.restricted',
              'method.expired',
              'expiry.beforePaymentDate',
              'cvv.required',
              'card.fields',
              'bank.fields',
            ),
          },
          { guard: 'expiringSoon', target: 'confirmExpiring' },
          { guard: next('method', 'review'), target: 'review' },
          { guard: next('method', 'date'), target: 'date' },
        ],
        back: { guard: back('method', 'amount'), target: 'amount' },
        cancel: 'cancelled',
      },
    },
    confirmExpiring: {
      meta: { screen: 'method', step: 'method', dialog: 'expiring' },
      on: {
        confirm: [
          { guard: next('method', 'review'), target: 'review' },
          { guard: next('method', 'date'), target: 'date' },
        ],
        reconsider: { target: 'method', actions: assign({ draft: ({ context }) => ({ ...context.draft, method: null }) }) },
      },
    },
    linkBank: {
      description: 'The fifth step: link a bank through the online-banking provider.',
      meta: { screen: 'link', step: 'link' },
      initial: 'institutions',
      on: { back: 'method', cancel: 'cancelled' },
      states: {
        institutions: {
          tags: ['busy'],
          invoke: {
            id: 'institutions',
            src: 'loadInstitutions',
            onDone: { target: 'credentials', actions: assign({ link: ({ context, event }) => ({ ...context.link, institutions: event.output }) }) },
            onError: 'institutionsFailed',
          },
        },
        institutionsFailed: {
          description: 'The form stays (what was typed is kept); the bank cannot be chosen until the list comes.',
          on: { 'link.retry': 'institutions', 'link.set': { actions: assign({ link: ({ context, event }) => ({ ...context.link, form: event.form }) }) } },
        },
        credentials: {
          on: {
            'link.set': { actions: assign({ link: ({ context, event }) => ({ ...context.link, form: event.form }) }) },
            // the provider's request schema (BankLinkConnectRequest), as the server checks it
            'link.submit': [{ guard: 'linkInvalid', actions: refuse('link'), meta: refusedFor('link.fields') }, { target: 'connecting' }],
          },
        },
        connecting: {
          meta: { screen: 'linkConnecting' },
          tags: ['busy'],
          invoke: {
            id: 'connect',
            src: 'connectBank',
            input: ({ context }) => context.link.form,
            // the password is not kept once the provider has answered
            onDone: { target: 'choosing', actions: assign({ link: ({ context, event }) => ({ ...context.link, form: EMPTY_LINK, answer: event.output }) }) },
            onError: { target: 'failed', actions: assign({ link: ({ context }) => ({ ...context.link, form: EMPTY_LINK, answer: null }) }) },
          },
        },
        choosing: {
          meta: { screen: 'linkAccounts' },
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
        failed: {
          description: 'Spec billing §8: online banking connection fails → enter bank details manually or add a card.',
          meta: { screen: 'linkFailed' },
          on: {
            'link.manualBank': { target: '#oneTimePayment.method', actions: { type: 'setMethod', params: { method: { kind: 'bank', bank: EMPTY_BANK } } } },
            'link.useCard': { target: '#oneTimePayment.method', actions: { type: 'setMethod', params: { method: { kind: 'card', card: EMPTY_CARD } } } },
          },
        },
      },
    },
    date: {
      meta: { screen: 'date', step: 'date' },
      on: {
        'date.set': { actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, dateText: event.text }) }), 'clearServerErrors'] },
        next: [
          {
            guard: 'dateInvalid',
            actions: refuse('date'),
            meta: refusedFor(
              'date.invalid',
              'date.past',
              'date.tooFar',
              'date.afterCutoff',
              'date.maxScheduled',
              'date.mustPayToday',
              'date.pendingCoversPastDue',
              'expiry.beforePaymentDate',
            ),
          },
          { guard: next('date', 'amount'), target: 'amount' },
          { guard: next('date', 'review'), target: 'review' },
        ],
        back: backOrBalance('date', 'method'),
        cancel: 'cancelled',
      },
    },
    review: {
      meta: { screen: 'review', step: 'review' },
      // a new key per visit, unless the last attempt is still unanswered (it may have been paid)
      entry: assign({ attempt: ({ context }) => (context.unanswered ? context.attempt : context.attempt + 1) }),
      on: {
        'options.set': { actions: assign({ enrollAutoPay: ({ event }) => event.enrollAutoPay, paperless: ({ event }) => event.paperless }) },
        submit: 'submitting',
        back: [
          { guard: back('review', 'method'), target: 'method' },
          { guard: back('review', 'date'), target: 'date' },
        ],
        cancel: 'cancelled',
      },
    },
    submitting: {
      meta: { screen: 'review', step: 'review', status: 'sending' },
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'submitPayment',
        input: ({ context }) => ({
          request: paymentRequest(context.draft, context.overpayConfirmed),
          idempotencyKey: `${context.keyPrefix}-${context.attempt}`,
        }),
        onDone: [
          {
            guard: { type: 'wantsAutoPay', params: ({ event }) => ({ answer: event.output }) },
            target: 'enrolling',
            actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { guard: 'wantsPaperless', target: 'goingPaperless', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
          {
            guard: { type: 'saveFailed', params: ({ event }) => ({ answer: event.output }) },
            target: 'partial',
            actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'success', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'declined', params: ({ event }) => ({ failure: callFailure(event.error) }) },
            target: 'failure',
            actions: { type: 'fail', params: { reason: 'declined' } },
          },
          {
            guard: { type: 'cvvFailed', params: ({ event }) => ({ failure: callFailure(event.error) }) },
            target: 'failure',
            actions: { type: 'fail', params: { reason: 'cvv' } },
          },
          {
            guard: { type: 'lostAnswer', params: ({ event }) => ({ failure: callFailure(event.error) }) },
            target: 'submitFailed',
            actions: assign({ unanswered: true }),
          },
          // the server's own check disagreed (the cut-off passed, a limit was reached): back to that step
          ...(['amount', 'date', 'method'] as const).map((step) => ({
            guard: { type: 'refusedOn' as const, params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailure(event.error), step }) },
            target: step,
            actions: { type: 'serverRefusal' as const, params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailure(event.error) }) },
          })),
          { target: 'failure', actions: { type: 'fail', params: { reason: 'other' } } },
        ],
      },
    },
    submitFailed: {
      description: 'No answer: the same key is sent again, so a payment that did go through is not made twice.',
      meta: { screen: 'submitFailed' },
      on: { retry: 'submitting', giveUp: { target: 'failure', actions: assign({ reason: 'unavailable' }) } },
    },
    enrolling: {
      meta: { screen: 'review', step: 'review', status: 'enrolling' },
      tags: ['busy'],
      invoke: {
        id: 'autoPay',
        src: 'enrollAutoPay',
        input: ({ context }) => ({
          methodId: context.draft.method?.kind === 'saved' ? context.draft.method.id : (context.result?.savedMethod?.id ?? ''),
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
      meta: { screen: 'review', step: 'review', status: 'paperless' },
      tags: ['busy'],
      invoke: {
        id: 'paperless',
        src: 'updatePaperless',
        input: { enrolled: true },
        onDone: [{ guard: 'somethingFailed', target: 'partial' }, { target: 'success' }],
        onError: { target: 'partial', actions: 'failedPaperless' },
      },
    },
    success: {
      type: 'final',
      meta: { screen: 'done' },
      entry: { type: 'reach', params: ({ context }) => ({ outcome: { outcome: 'success', payment: context.result!, failed: [] } }) },
    },
    partial: {
      type: 'final',
      meta: { screen: 'done' },
      entry: { type: 'reach', params: ({ context }) => ({ outcome: { outcome: 'partial', payment: context.result!, failed: context.failed } }) },
    },
    failure: {
      type: 'final',
      meta: { screen: 'done' },
      entry: { type: 'reach', params: ({ context }) => ({ outcome: { outcome: 'failure', reason: context.reason ?? 'other' } }) },
    },
    cancelled: { type: 'final', meta: { screen: 'done' }, entry: { type: 'reach', params: { outcome: { outcome: 'cancelled' } } } },
  },
  // xstate types a final state's output as unknown at the root, so each outcome notes itself on
  // entry and the machine's output is read from the context
  output: ({ context }) => context.outcome ?? { outcome: 'cancelled' },
});

/**
 * What of a payment may be kept while it waits for its user (flows survive the
 * session): everything typed but the card number, the CVV, the bank account number and the bank
 * sign-in. The key prefix and the attempt stay, so a resumed attempt sends the same
 * Idempotency-Key and is never paid twice.
 */
export function redactPaymentContext(context: OneTimePaymentContext): OneTimePaymentContext {
  const method = context.draft.method;
  const kept: Draft['method'] =
    method?.kind === 'card'
      ? { kind: 'card', card: { ...method.card, number: '', cvv: '' } }
      : method?.kind === 'bank'
        ? { kind: 'bank', bank: { ...method.bank, accountNumber: '' } }
        : method?.kind === 'saved'
          ? { ...method, cvv: '' }
          : method;
  const typed = { card: { ...context.typed.card, number: '', cvv: '' }, bank: { ...context.typed.bank, accountNumber: '' } };
  return { ...context, draft: { ...context.draft, method: kept }, typed, link: { ...context.link, form: EMPTY_LINK } };
}

/**
 * The persisted snapshot that may be stored, or null while a call is out: its input may carry
 * the card, and a call cannot be resumed half-way (the last snapshot kept stands: the review, whose
 * submit sends the same key again).
 */
export function redactPaymentSnapshot(persisted: PersistedFlow<OneTimePaymentContext>): PersistedFlow<OneTimePaymentContext> | null {
  if (callsOut(persisted)) return null;
  return { ...persisted, context: redactPaymentContext(persisted.context) };
}
