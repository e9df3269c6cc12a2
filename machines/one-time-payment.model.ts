import { addDays } from '../src/domain/dates';
import { formatUsDate } from '../src/domain/payment-date';
import { acmeOn, expiryYearsAfter } from './fixtures';
import type { FlowModel } from './model';
import { amountErrors, canEnrollWith, dateErrors, isExpiringSoon, isOverpayment, linkErrors, methodErrors, type PaymentInfo } from './one-time-payment.checks';
import { oneTimePaymentMachine, redactPaymentSnapshot, type OneTimePaymentContext } from './one-time-payment';
import { cardNumber } from './test-cards';

const bank = { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING' as const, nameOnAccount: 'Acme Plumbing', save: false };

/** What the generated paths need of the lists the flow loads (the runners get the server's own). */
const INSTITUTIONS = [{ id: 'ins_lakeshore', name: 'Lakeshore Community Bank' }];
const STORE = {
  id: 'store_1',
  name: 'Payment Center Downtown Brooklyn',
  address: { addressLine1: '350 Fulton St', addressLine2: null, city: 'Brooklyn', state: 'NY', zip: '11201' },
  phone: '7185550100',
  hours: 'Mon–Fri 9:00 AM–7:00 PM',
  acceptsCash: true,
};

const refusal = (path: string, message: string) => ({
  kind: 'fault' as const,
  operation: 'payments',
  errorCode: 'VALIDATION_FAILED' as const,
  issues: [{ path: [path], code: 'custom', message }],
});
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
    amountValid: Object.keys(amountErrors(info, c.draft)).length === 0,
    overpay: isOverpayment(info, c.draft),
    method: method?.kind ?? null,
    saving: (method?.kind === 'card' && method.card.save) || (method?.kind === 'bank' && method.bank.save),
    methodValid: Object.keys(methodErrors(info, c.draft)).length === 0,
    expiring: isExpiringSoon(info, c.draft),
    dateValid: Object.keys(dateErrors(info, c.draft)).length === 0,
    linkValid: Object.keys(linkErrors(c.link.form)).length === 0,
    canEnroll: canEnrollWith(info, c.draft),
    enrollAutoPay: c.enrollAutoPay,
    paperless: c.paperless,
    failed: c.failed,
  };
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
export function oneTimePaymentModelOn(today: string): FlowModel<typeof oneTimePaymentMachine> {
  const us = (days: number) => formatUsDate(addDays(today, days));
  const info: PaymentInfo = { ...acmeOn(today), scheduledCount: 0, time: '12:00' };
  const billing = info.billing;
  const amex = { number: cardNumber('3782', 15), nameOnCard: 'Maria Delgado', expiry: expiryYearsAfter(today, 4), zip: '30301', cvv: '1234', save: true };
  const badCard = { ...amex, number: cardNumber('3782', 15).slice(0, -1) + '0', save: false };

  const paymentAnswer = (saveError: string | null) => ({
    payment: {
      id: 'pay_x',
      confirmationNumber: 'CNF',
      amount: 5000,
      paymentDate: today,
      methodType: 'CARD',
      brand: 'VISA',
      last4: '0000',
      channel: 'ONLINE',
      status: 'SUCCESS',
      createdAt: `${today}T17:00:00.000Z`,
    },
    savedMethod: null,
    saveError,
    serviceRestoresAt: null,
  });

  return {
    id: 'oneTimePayment',
    title: 'One-time payment',
    machine: oneTimePaymentMachine,
    input: { mode: 'otp', keyPrefix: 'model' },
    inputVariants: [{ mode: 'fdp', keyPrefix: 'model' }],
    project: projectPayment,
    redact: redactPaymentSnapshot,
    events: [
      { event: { type: 'amount.set', text: '50.00' } },
      { event: { type: 'amount.set', text: '0.99' } },
      { event: { type: 'amount.set', text: '600.00' } },
      // the checking account first: the shortest way to the review pays with it, which has nothing
      // to type again when the flow resumes (a card's number and CVV are never kept)
      { event: { type: 'method.saved', id: 'pm_5' } },
      { event: { type: 'method.saved', id: 'pm_1' } },
      { event: { type: 'method.saved', id: 'pm_2' } },
      { event: { type: 'method.saved', id: 'pm_3' } },
      { event: { type: 'cvv.set', cvv: '123' } },
      { event: { type: 'method.card', card: amex } },
      { event: { type: 'method.card', card: badCard } },
      { event: { type: 'method.bank', bank } },
      { event: { type: 'method.linkBank' } },
      { event: { type: 'link.set', form: { institutionId: 'ins_lakeshore', username: 'good', password: 'secret-1' } } },
      // a password the provider's schema refuses: Connect is refused, nothing is sent
      { event: { type: 'link.set', form: { institutionId: 'ins_lakeshore', username: 'good', password: 'abc' } } },
      { event: { type: 'link.submit' } },
      { event: { type: 'link.retry' } },
      // the provider names its accounts afresh each time; an unknown id picks the first one
      { event: { type: 'link.choose', accountId: 'first' } },
      { event: { type: 'link.manualBank' } },
      { event: { type: 'link.useCard' } },
      { event: { type: 'date.set', text: us(0) } },
      { event: { type: 'date.set', text: us(10) } },
      { event: { type: 'date.set', text: us(-1) } },
      { event: { type: 'options.set', enrollAutoPay: true, paperless: true } },
      { event: { type: 'options.set', enrollAutoPay: true, paperless: false } },
      { event: { type: 'next' } },
      { event: { type: 'back' } },
      { event: { type: 'confirm' } },
      { event: { type: 'reconsider' } },
      { event: { type: 'submit' } },
      { event: { type: 'retry' } },
      // issue 12: the user walks away with no answer, the session idles out, they sign in again and
      // the flow resumes where it was; trying again sends the same Idempotency-Key
      { event: { type: 'retry', resumed: true }, perform: 'resumeAfterTimeout' },
      { event: { type: 'giveUp' } },
      { event: { type: 'cancel' } },
    ],
    actors: {
      load: [
        { name: 'loaded', event: { type: 'xstate.done.actor.load', output: info }, cause: { kind: 'answer' } },
        // Southside takes no online payments: the flow stops before its first step (find a store)
        {
          name: 'blocked',
          event: {
            type: 'xstate.done.actor.load',
            output: { ...info, billing: { ...billing, restrictions: { type: 'NO_ONLINE', cardsAccepted: true, bankAccepted: true, onlineAccepted: false } } },
          },
          cause: { kind: 'answer' },
          username: 'cashonly@southside.example',
        },
        {
          name: 'unavailable',
          event: { type: 'xstate.error.actor.load', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: { kind: 'fault', operation: 'billing', errorCode: 'SERVICE_UNAVAILABLE' },
        },
      ],
      stores: [
        { name: 'listed', event: { type: 'xstate.done.actor.stores', output: [STORE] }, cause: { kind: 'answer' } },
        // the public list has no fault of its own: the network fails on the way
        { name: 'unreachable', event: { type: 'xstate.error.actor.stores', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
      ],
      institutions: [
        { name: 'listed', event: { type: 'xstate.done.actor.institutions', output: INSTITUTIONS }, cause: { kind: 'answer' } },
        {
          name: 'failed',
          event: { type: 'xstate.error.actor.institutions', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: { kind: 'fault', operation: 'bankLinkInstitutions', errorCode: 'SERVICE_UNAVAILABLE' },
        },
      ],
      connect: [
        {
          name: 'linked',
          event: {
            type: 'xstate.done.actor.connect',
            output: { linkedBankId: 'lb_1', institutionName: 'Bank', accounts: [{ id: 'acc_1', name: 'Operating', accountType: 'CHECKING', last4: '0000' }] },
          },
          cause: { kind: 'answer' },
        },
        {
          name: 'failed',
          event: { type: 'xstate.error.actor.connect', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: { kind: 'fault', operation: 'bankLink', errorCode: 'SERVICE_UNAVAILABLE' },
        },
      ],
      pay: [
        { name: 'paid', event: { type: 'xstate.done.actor.pay', output: paymentAnswer(null) }, cause: { kind: 'answer' } },
        {
          name: 'saveFailed',
          event: { type: 'xstate.done.actor.pay', output: paymentAnswer('SERVICE_UNAVAILABLE') },
          cause: { kind: 'fault', operation: 'savePaymentMethod', errorCode: 'SERVICE_UNAVAILABLE' },
          possible: savingNewMethod as never,
        },
        {
          name: 'declined',
          event: { type: 'xstate.error.actor.pay', error: { code: 'PAYMENT_DECLINED' } },
          cause: { kind: 'fault', operation: 'payments', errorCode: 'PAYMENT_DECLINED' },
        },
        {
          name: 'cvvFailed',
          event: { type: 'xstate.error.actor.pay', error: { code: 'CVV_AUTH_FAILED' } },
          cause: { kind: 'fault', operation: 'payments', errorCode: 'CVV_AUTH_FAILED' },
        },
        // the payment is made and its answer lost: the retry must not pay again
        { name: 'lostAnswer', event: { type: 'xstate.error.actor.pay', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
        {
          name: 'noAnswer',
          event: { type: 'xstate.error.actor.pay', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: { kind: 'fault', operation: 'payments', errorCode: 'SERVICE_UNAVAILABLE' },
        },
        {
          name: 'amountRefused',
          event: {
            type: 'xstate.error.actor.pay',
            error: { code: 'VALIDATION_FAILED', issues: [{ path: ['amount'], code: 'custom', message: 'amount.range' }] },
          },
          cause: refusal('amount', 'amount.range'),
        },
        {
          name: 'dateRefused',
          event: {
            type: 'xstate.error.actor.pay',
            error: { code: 'VALIDATION_FAILED', issues: [{ path: ['paymentDate'], code: 'custom', message: 'date.afterCutoff' }] },
          },
          cause: refusal('paymentDate', 'date.afterCutoff'),
        },
        {
          name: 'methodRefused',
          event: {
            type: 'xstate.error.actor.pay',
            error: { code: 'VALIDATION_FAILED', issues: [{ path: ['method'], code: 'custom', message: 'method.restricted' }] },
          },
          cause: refusal('method', 'method.restricted'),
        },
        {
          name: 'refused',
          event: { type: 'xstate.error.actor.pay', error: { code: 'CONFLICT' } },
          cause: { kind: 'fault', operation: 'payments', errorCode: 'CONFLICT' },
        },
      ],
      autoPay: [
        { name: 'enrolled', event: { type: 'xstate.done.actor.autoPay' }, cause: { kind: 'answer' } },
        {
          name: 'failed',
          event: { type: 'xstate.error.actor.autoPay', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: { kind: 'fault', operation: 'enrollAutoPay', errorCode: 'SERVICE_UNAVAILABLE' },
        },
      ],
      paperless: [
        { name: 'enrolled', event: { type: 'xstate.done.actor.paperless' }, cause: { kind: 'answer' } },
        {
          name: 'failed',
          event: { type: 'xstate.error.actor.paperless', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: { kind: 'fault', operation: 'updatePaperless', errorCode: 'SERVICE_UNAVAILABLE' },
        },
      ],
    },
    world: { username: 'owner@acme.example', time: '12:00' },
    verify: (outcome, steps) => {
      // a payment made whose answer was lost is one payment, however the flow ends
      if (outcome === 'success' || outcome === 'partial' || steps.includes('pay:lostAnswer')) return 'onePayment';
      return 'noPayment';
    },
  };
}
