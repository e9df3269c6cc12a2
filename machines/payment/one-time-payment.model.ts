import { addDays } from '../../src/domain/dates';
import type { ErrorCode } from '../../src/domain/errors';
import { formatUsDate } from '../../src/domain/payment-date';
import type { BalanceChoiceOutput } from './balance-choice';
import { ACME_AT_NOON, DOWNTOWN_BROOKLYN, FLEET_AT_NOON, SOUTHSIDE_AT_NOON, acmeOn, expiryYearsAfter, fleetOn, paymentAnswerOn } from '../model/fixtures';
import type { ActorOutcome, VerifyCheck } from '../model/model';
import { answered, clean, each, faulted, flowModel, steps, unavailable } from '../model/model-helpers';
import * as checks from './one-time-payment.checks';
import { oneTimePaymentMachine, redactPaymentSnapshot, type OneTimePaymentContext } from './one-time-payment';
import { cardNumber } from '../model/test-cards';

const bank = { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING' as const, nameOnAccount: 'Acme Plumbing', save: false };

/** What the generated paths need of the lists the flow loads (the runners get the server's own). */
const INSTITUTIONS = [{ id: 'ins_lakeshore', name: 'Lakeshore Community Bank' }];

/** The server refuses the payment for one field (a fault armed with that issue). */
const refused = (name: string, path: string, message: string) => {
  const issues = [{ path: [path], code: 'custom', message }];
  return {
    name,
    event: { type: 'xstate.error.actor.pay', error: { code: 'VALIDATION_FAILED', issues } },
    cause: { kind: 'fault' as const, operation: 'payments', errorCode: 'VALIDATION_FAILED' as const, issues },
  };
};
/**
 * What the guards read, and nothing else: whether each step is valid, whether the amount is an
 * overpayment, the kind of method (so each kind is walked to a submission), the card that
 * expires soon, the extras asked for and what failed. Which message a field shows, or the text
 * typed, does not steer the flow.
 */
function projectPayment(c: OneTimePaymentContext) {
  if (!c.info) return { mode: c.mode };
  const info = c.info;
  const method = c.draft.method;
  return {
    mode: c.mode,
    // an account with two balances, and what it chose to pay (the amount kept when it chooses the same again)
    dual: checks.isDualBalance(info),
    balance: c.draft.balance,
    balanceChosen: c.balanceChosen,
    ...draftFacts(info, c.draft),
    method: method?.kind ?? null,
    saving: (method?.kind === 'card' && method.card.save) || (method?.kind === 'bank' && method.bank.save),
    linkValid: linkValid(c.link.form),
    enrollAutoPay: c.enrollAutoPay,
    paperless: c.paperless,
    failed: c.failed,
  };
}

/**
 * What the checks say of a draft (and of the bank sign-in form), each a pure function of the loaded
 * information and the draft, so made once per draft by its content: the traversal meets the same
 * draft in thousands of contexts, and the checks run the schemas (most of its time before, 2.8 of 6.8 s).
 */
const factsOf = (info: checks.PaymentInfo, draft: checks.Draft) => ({
  amountValid: clean(checks.amountErrors(info, draft)),
  overpay: checks.isOverpayment(info, draft),
  methodValid: clean(checks.methodErrors(info, draft)),
  expiring: checks.isExpiringSoon(info, draft),
  dateValid: clean(checks.dateErrors(info, draft)),
  canEnroll: checks.canEnrollWith(info, draft),
});
const factsByInfo = new WeakMap<checks.PaymentInfo, <T>(value: unknown, make: () => T) => T>();
const draftFacts = (info: checks.PaymentInfo, draft: checks.Draft) => {
  if (!factsByInfo.has(info)) factsByInfo.set(info, byContent());
  return factsByInfo.get(info)!(draft, () => factsOf(info, draft));
};
const linkOnce = byContent();
const linkValid = (form: checks.LinkForm) => linkOnce(form, () => clean(checks.linkErrors(form)));

/** A cache keyed by a value's JSON: `once(value, make)` makes the answer for each content once. */
function byContent() {
  const made = new Map<string, unknown>();
  return <T>(value: unknown, make: () => T): T => {
    const key = JSON.stringify(value);
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
}

/** The dual-balance choice ends so (machines/payment/balance-choice.ts, walked on its own model). */
const chose = (output: BalanceChoiceOutput): ActorOutcome => ({
  name: output.outcome === 'chosen' ? output.balance : output.outcome,
  event: { type: 'xstate.done.actor.balance', output },
  cause: { kind: 'child' },
});

/** What a payment made writes: one record, a mobile one, or two (core and mobile), as the last choice said. */
function paymentCheck(steps: string[]): VerifyCheck {
  const choice = steps.findLast((s) => s.startsWith('balance:'));
  return choice === 'balance:both' ? 'splitPayment' : choice === 'balance:mobile' ? 'mobilePayment' : 'onePayment';
}

type Ctx = { draft: { method: { kind: string; card?: { save: boolean }; bank?: { save: boolean } } | null } };
const savingNewMethod = (c: Ctx) => c.draft.method?.card?.save === true || c.draft.method?.bank?.save === true;

/**
 * The one-time payment as Acme's owner sees it at noon (business time) on `today`: a $412.53
 * bill, a valid Visa, a Mastercard expiring soon, an expired Amex, a prepaid Visa and a checking
 * account. `info` mirrors what the backend answers; the runners check the machine follows the
 * real answer. Every date is relative to `today`, the day the runner freezes the server's clock
 * on (machines/index.ts `flowsOn`).
 */
export function oneTimePaymentModelOn(today: string) {
  const us = (days: number) => formatUsDate(addDays(today, days));
  const info: checks.PaymentInfo = { ...acmeOn(today), scheduledCount: 0, time: '12:00' };
  const billing = info.billing;
  const amex = { number: cardNumber('3782', 15), nameOnCard: 'Maria Delgado', expiry: expiryYearsAfter(today, 4), zip: '30301', cvv: '1234', save: true };
  const badCard = { ...amex, number: cardNumber('3782', 15).slice(0, -1) + '0', save: false };

  const paymentAnswer = (saveError: ErrorCode | null) => paymentAnswerOn(today, { methodType: 'CARD', brand: 'VISA', last4: '0000' }, saveError);

  return flowModel(oneTimePaymentMachine, 'One-time payment', {
    input: { mode: 'otp', keyPrefix: 'model' },
    inputVariants: [{ mode: 'fdp', keyPrefix: 'model' }],
    project: projectPayment,
    redact: redactPaymentSnapshot,
    events: [
      ...each('amount.set', 'text', '50.00', '0.99', '600.00'),
      // the checking account first: the shortest way to the review pays with it, which has nothing
      // to type again when the flow resumes (a card's number and CVV are never kept)
      ...each('method.saved', 'id', 'pm_5', 'pm_1', 'pm_2', 'pm_3'),
      { event: { type: 'cvv.set', cvv: '123' } },
      ...each('method.card', 'card', amex, badCard),
      { event: { type: 'method.bank', bank } },
      ...steps('method.linkBank'),
      { event: { type: 'link.set', form: { institutionId: 'ins_lakeshore', username: 'good', password: 'secret-1' } } },
      // a password the provider's schema refuses: Connect is refused, nothing is sent
      { event: { type: 'link.set', form: { institutionId: 'ins_lakeshore', username: 'good', password: 'abc' } } },
      ...steps('link.submit', 'link.retry'),
      // the provider names its accounts afresh each time; an unknown id picks the first one
      { event: { type: 'link.choose', accountId: 'first' } },
      ...steps('link.manualBank', 'link.useCard'),
      ...each('date.set', 'text', us(0), us(10), us(-1)),
      { event: { type: 'options.set', enrollAutoPay: true, paperless: true } },
      { event: { type: 'options.set', enrollAutoPay: true, paperless: false } },
      ...steps('next', 'back', 'confirm', 'reconsider', 'submit', 'retry'),
      // the user walks away with no answer, the session idles out, they sign in again and
      // the flow resumes where it was; trying again sends the same Idempotency-Key
      { event: { type: 'retry', resumed: true }, perform: 'resumeAfterTimeout' },
      ...steps('giveUp', 'cancel'),
    ],
    actors: {
      load: [
        answered('load', 'loaded', info),
        // Southside takes no online payments: the flow stops before its first step (find a store)
        answered(
          'load',
          'blocked',
          { ...info, billing: { ...billing, restrictions: { type: 'NO_ONLINE', cardsAccepted: true, bankAccepted: true, onlineAccepted: false } } },
          { username: SOUTHSIDE_AT_NOON.username },
        ),
        unavailable('load', 'billing'),
        // Fleet Courier has a core and a mobile balance: it chooses what to pay first
        answered('load', 'dualBalance', { ...fleetOn(today), scheduledCount: 0, time: '12:00' }, { username: FLEET_AT_NOON.username }),
      ],
      balance: [...(['core', 'mobile', 'both'] as const).map((balance) => chose({ outcome: 'chosen', balance })), chose({ outcome: 'cancelled' })],
      stores: [
        answered('stores', 'listed', [DOWNTOWN_BROOKLYN]),
        // the public list has no fault of its own: the network fails on the way
        { name: 'unreachable', event: { type: 'xstate.error.actor.stores', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
      ],
      institutions: [answered('institutions', 'listed', INSTITUTIONS), unavailable('institutions', 'bankLinkInstitutions', 'failed')],
      connect: [
        answered('connect', 'linked', {
          linkedBankId: 'lb_1',
          institutionName: 'Bank',
          accounts: [{ id: 'acc_1', name: 'Operating', accountType: 'CHECKING', last4: '0000' }],
        }),
        unavailable('connect', 'bankLink', 'failed'),
      ],
      pay: [
        answered('pay', 'paid', paymentAnswer(null)),
        {
          name: 'saveFailed',
          event: { type: 'xstate.done.actor.pay', output: paymentAnswer('SERVICE_UNAVAILABLE') },
          cause: { kind: 'fault', operation: 'savePaymentMethod', errorCode: 'SERVICE_UNAVAILABLE' },
          possible: savingNewMethod as never,
        },
        faulted('pay', 'declined', 'payments', 'PAYMENT_DECLINED'),
        faulted('pay', 'cvvFailed', 'payments', 'CVV_AUTH_FAILED'),
        // the payment is made and its answer lost: the retry must not pay again
        { name: 'lostAnswer', event: { type: 'xstate.error.actor.pay', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
        unavailable('pay', 'payments', 'noAnswer'),
        refused('amountRefused', 'amount', 'amount.range'),
        refused('dateRefused', 'paymentDate', 'date.afterCutoff'),
        refused('methodRefused', 'method', 'method.restricted'),
        faulted('pay', 'refused', 'payments', 'CONFLICT'),
      ],
      autoPay: [answered('autoPay', 'enrolled'), unavailable('autoPay', 'enrollAutoPay', 'failed')],
      paperless: [answered('paperless', 'enrolled'), unavailable('paperless', 'updatePaperless', 'failed')],
    },
    world: ACME_AT_NOON,
    verify: (outcome, steps) => {
      // a payment made whose answer was lost is one payment, however the flow ends
      if (outcome === 'success' || outcome === 'partial' || steps.includes('pay:lostAnswer')) return paymentCheck(steps);
      return 'noPayment';
    },
  });
}
