import { autoPayCancelMachine } from './auto-pay-cancel';
import { autoPayChangeDateMachine } from './auto-pay-change-date';
import { autoPayChangeMethodMachine } from './auto-pay-change-method';
import { autoPayEnrollMachine } from './auto-pay-enroll';
import { isExpiringSoon, methodErrors, newMethodErrors, servicesErrors, type AutoPayChoice, type AutoPayInfo, type NewMethodDraft } from './auto-pay.checks';
import { addMethodGuards } from './auto-pay-add-method';
import { acmeOn, brightlineOn, expiringSoonExpiry, expiryYearsAfter, savedMethod } from './fixtures';
import type { ActorOutcome, FlowModel } from './model';
import { cardNumber } from './test-cards';

/** The Auto Pay flows' models (spec billing §2, §4, §5): Acme enrolls; Brightline changes, moves or cancels its enrollment. */

const unavailable = (operation: string) => ({ kind: 'fault' as const, operation, errorCode: 'SERVICE_UNAVAILABLE' as const });
const load = (info: AutoPayInfo, extra: ActorOutcome[] = []): ActorOutcome[] => [
  { name: 'loaded', event: { type: 'xstate.done.actor.load', output: info }, cause: { kind: 'answer' } },
  { name: 'unavailable', event: { type: 'xstate.error.actor.load', error: { code: 'SERVICE_UNAVAILABLE' } }, cause: unavailable('billing') },
  ...extra,
];
const call = (id: string, operation: string): ActorOutcome[] => [
  { name: 'done', event: { type: `xstate.done.actor.${id}` }, cause: { kind: 'answer' } },
  { name: 'failed', event: { type: `xstate.error.actor.${id}`, error: { code: 'SERVICE_UNAVAILABLE' } }, cause: unavailable(operation) },
];
const pay: ActorOutcome[] = [
  {
    name: 'paid',
    event: { type: 'xstate.done.actor.pay', output: { payment: { id: 'pay_x' }, savedMethod: null, saveError: null, serviceRestoresAt: null } },
    cause: { kind: 'answer' },
  },
  {
    name: 'declined',
    event: { type: 'xstate.error.actor.pay', error: { code: 'PAYMENT_DECLINED' } },
    cause: { kind: 'fault', operation: 'payments', errorCode: 'PAYMENT_DECLINED' },
  },
];
const steps = (...types: string[]) => types.map((type) => ({ event: { type } }));

/**
 * What the flows load and the user types, on a business day: every date is relative to `today`,
 * the day the runner freezes the server's clock on (machines/index.ts `flowsOn`).
 */
function worldOn(today: string) {
  const acme = acmeOn(today);
  const acmeInfo: AutoPayInfo = {
    ...acme,
    availableServices: ['CORE'],
    debitDayRanges: [
      { start: 1, end: 14 },
      { start: 15, end: 28 },
    ],
  };
  const brightInfo: AutoPayInfo = { ...brightlineOn(today), availableServices: ['CORE'] };
  // Harbor is soft-disconnected: it cannot enroll
  const harborInfo: AutoPayInfo = {
    ...acmeInfo,
    billing: { ...acme.billing, softDisconnected: true, accountStatus: 'TEMPORARILY_DEACTIVATED', pastDueAmount: 52252 },
  };

  /**
   * Brightline with nothing due and a second card that expires soon (a world variant, patched in
   * at the reset, which merges it after moving the seed to the server's day): a change of method
   * without a same-day payment, and the expiring-card question.
   */
  const expiring = expiringSoonExpiry(today);
  const brightPaidUp: AutoPayInfo = {
    ...brightInfo,
    billing: { ...brightInfo.billing, amountDue: 0, currentBalance: 0 },
    methods: [...brightInfo.methods, savedMethod(today, 'pm_900', 'CARD', 'MASTERCARD', { expiry: expiring, expiringSoon: true })],
  };
  const brightPaidUpPatch = {
    accounts: [{ id: 'acct_2', currentBalance: 0 }],
    paymentMethods: [
      {
        id: 'pm_900',
        accountId: 'acct_2',
        token: 'tok_modelbrightlineexpiring',
        type: 'CARD',
        brand: 'MASTERCARD',
        last4: '4444',
        expiry: expiring,
        nameOnCard: 'Brightline Dental',
        zip: '30301',
        prepaid: false,
        bankAccountType: null,
        routingLast4: null,
        nickname: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    // the seed's scheduled payment would still be owed nothing: keep it, it does not count toward the balance
  };

  /**
   * "Add a payment method" on an Auto Pay step: a card, one expiring soon, a bank account, and a
   * card with nothing typed. None is prepaid: the server's refusal of one (it alone knows a BIN is
   * prepaid) is the saveMethod fault below, and a real prepaid card is refused in the server and
   * browser tests.
   */
  const card = (expiry: string): NewMethodDraft => ({
    kind: 'card',
    card: { number: cardNumber('4', 16), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123', save: true },
  });
  const addEvents = [
    { event: { type: 'method.add', kind: 'card' } },
    { event: { type: 'method.add', kind: 'bank' } },
    { event: { type: 'draft.set', draft: card(expiryYearsAfter(today, 4)) } },
    { event: { type: 'draft.set', draft: card(expiring) } },
    {
      event: {
        type: 'draft.set',
        draft: {
          kind: 'bank',
          bank: { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Pat Owner', save: true },
        },
      },
    },
    { event: { type: 'save' } },
  ];

  const saveMethod: ActorOutcome[] = [
    { name: 'saved', event: { type: 'xstate.done.actor.saveMethod', output: savedMethod(today, 'pm_new', 'CARD', 'VISA') }, cause: { kind: 'answer' } },
    {
      name: 'prepaid',
      event: { type: 'xstate.error.actor.saveMethod', error: { code: 'VALIDATION_FAILED', issues: [{ path: ['card'], message: 'method.prepaid' }] } },
      cause: {
        kind: 'fault',
        operation: 'savePaymentMethod',
        errorCode: 'VALIDATION_FAILED',
        issues: [{ path: ['card'], code: 'custom', message: 'method.prepaid' }],
      },
    },
    { name: 'unavailable', event: { type: 'xstate.error.actor.saveMethod', error: { code: 'SERVICE_UNAVAILABLE' } }, cause: unavailable('savePaymentMethod') },
  ];
  return { acmeInfo, brightInfo, harborInfo, brightPaidUp, brightPaidUpPatch, addEvents, saveMethod };
}

/**
 * The projections tell states apart by what the guards read, not by every value typed: whether
 * the services and the chosen method pass their checks, whether it or a drafted card expires
 * soon. Not the wallet's size: each method added grows it, and the space would never end.
 */
interface FlowContext {
  info: AutoPayInfo | null;
  choice: AutoPayChoice;
  terms: boolean;
  payment: unknown;
  draft: NewMethodDraft | null;
  saveError: string | null;
}
type EnrollContext = FlowContext & { payBalance: boolean };
type ChangeContext = FlowContext & { paymentAccepted: boolean };
const clean = (errors: object) => Object.keys(errors).length === 0;
const methodClass = (c: FlowContext, current: string | null = null) =>
  c.info && {
    id: c.choice.methodId,
    check: !clean(methodErrors(c.info, c.choice, current)) ? 'invalid' : isExpiringSoon(c.info, c.choice) ? 'expiring' : 'valid',
  };
const draftClass = (c: FlowContext) =>
  c.draft &&
  c.info && { kind: c.draft.kind, valid: clean(newMethodErrors(c.info, c.draft, c.choice.services)), expiring: addMethodGuards.addedExpiringSoon(c as never) };

export function autoPayEnrollModelOn(today: string): FlowModel<typeof autoPayEnrollMachine> {
  const { acmeInfo, harborInfo, addEvents, saveMethod } = worldOn(today);
  return {
    id: 'autoPayEnroll',
    title: 'Auto Pay: enroll',
    machine: autoPayEnrollMachine,
    input: { keyPrefix: 'model' },
    events: [
      { event: { type: 'services.set', services: [] } },
      { event: { type: 'services.set', services: ['CORE'] } },
      { event: { type: 'payBalance.set', pay: false } },
      { event: { type: 'method.saved', id: 'pm_1' } },
      { event: { type: 'method.saved', id: 'pm_2' } },
      { event: { type: 'method.saved', id: 'pm_4' } },
      { event: { type: 'cvv.set', cvv: '123' } },
      { event: { type: 'terms.set', accepted: true } },
      ...addEvents,
      ...steps('next', 'back', 'confirm', 'reconsider', 'submit', 'cancel'),
    ],
    actors: {
      load: load(acmeInfo, [
        {
          name: 'disconnected',
          event: { type: 'xstate.done.actor.load', output: harborInfo },
          cause: { kind: 'answer' },
          username: 'disconnected@harbor.example',
        },
      ]),
      pay,
      saveMethod,
      enroll: call('enroll', 'enrollAutoPay'),
    },
    world: { username: 'owner@acme.example', time: '12:00' },
    project: ((c: EnrollContext) => ({
      world: c.info && { blocked: c.info.billing.softDisconnected },
      services: c.info && clean(servicesErrors(c.info, c.choice)),
      method: methodClass(c),
      payBalance: c.payBalance,
      terms: c.terms,
      paid: c.payment !== null,
      draft: draftClass(c),
      saveError: c.saveError !== null,
    })) as never,
    verify: (outcome) => {
      if (outcome === 'success') return { autoPay: 'enrolled', payments: 0 };
      if (outcome === 'successWithPayment') return { autoPay: 'enrolled', payments: 1 };
      if (outcome === 'partial') return { autoPay: 'unchanged', payments: 1 };
      return { autoPay: 'unchanged', payments: 0 };
    },
  };
}

export function autoPayChangeMethodModelOn(today: string): FlowModel<typeof autoPayChangeMethodMachine> {
  const { acmeInfo, brightInfo, brightPaidUp, brightPaidUpPatch, addEvents, saveMethod } = worldOn(today);
  return {
    id: 'autoPayChangeMethod',
    title: 'Auto Pay: change method',
    machine: autoPayChangeMethodMachine,
    input: { keyPrefix: 'model' },
    events: [
      { event: { type: 'method.saved', id: 'pm_6' } },
      { event: { type: 'method.saved', id: 'pm_7' } },
      { event: { type: 'method.saved', id: 'pm_900' } },
      { event: { type: 'cvv.set', cvv: '321' } },
      { event: { type: 'confirm' } },
      { event: { type: 'reconsider' } },
      { event: { type: 'payment.accept', accepted: true } },
      { event: { type: 'terms.set', accepted: true } },
      ...addEvents,
      ...steps('next', 'back', 'submit', 'cancel'),
    ],
    actors: {
      load: load(brightInfo, [
        { name: 'notEnrolled', event: { type: 'xstate.done.actor.load', output: acmeInfo }, cause: { kind: 'answer' }, username: 'owner@acme.example' },
        { name: 'paidUp', event: { type: 'xstate.done.actor.load', output: brightPaidUp }, cause: { kind: 'answer' }, patch: brightPaidUpPatch },
      ]),
      pay,
      saveMethod,
      cancelOld: call('cancelOld', 'cancelAutoPay'),
      enrollNew: call('enrollNew', 'enrollAutoPay'),
    },
    world: { username: 'autopay@brightline.example', time: '12:00' },
    // which world was loaded (a balance due or not), the choices, what was paid; not the tried flags
    project: ((c: ChangeContext) => ({
      world: c.info && { due: c.info.billing.amountDue > 0, enrolled: c.info.billing.autoPay.enrolled },
      method: methodClass(c, c.info?.billing.autoPay.methodId ?? null),
      accepted: c.paymentAccepted,
      terms: c.terms,
      paid: c.payment !== null,
      draft: draftClass(c),
      saveError: c.saveError !== null,
    })) as never,
    verify: (outcome, calls) => {
      const paid = calls.includes('pay:paid') ? 1 : 0;
      if (outcome === 'success') return { autoPay: 'newMethod', payments: paid };
      if (outcome === 'partial') return { autoPay: 'notEnrolled', payments: paid };
      return { autoPay: 'unchanged', payments: paid };
    },
  };
}

export function autoPayChangeDateModelOn(today: string): FlowModel<typeof autoPayChangeDateMachine> {
  const { acmeInfo, brightInfo } = worldOn(today);
  return {
    id: 'autoPayChangeDate',
    title: 'Auto Pay: change date',
    machine: autoPayChangeDateMachine,
    input: {},
    events: [
      // Brightline's ranges are 1–10 and 18–28: the 5th is selectable, the 14th would be late
      { event: { type: 'day.set', day: 5 } },
      { event: { type: 'day.set', day: 14 } },
      ...steps('submit', 'cancel'),
    ],
    actors: {
      load: load(brightInfo, [
        { name: 'notEnrolled', event: { type: 'xstate.done.actor.load', output: acmeInfo }, cause: { kind: 'answer' }, username: 'owner@acme.example' },
      ]),
      update: call('update', 'updateAutoPayDate'),
    },
    world: { username: 'autopay@brightline.example', time: '12:00' },
    verify: (outcome) => (outcome === 'success' ? { autoPay: 'newDay', payments: 0 } : { autoPay: 'unchanged', payments: 0 }),
  };
}

export function autoPayCancelModelOn(today: string): FlowModel<typeof autoPayCancelMachine> {
  const { acmeInfo, brightInfo } = worldOn(today);
  return {
    id: 'autoPayCancel',
    title: 'Auto Pay: cancel',
    machine: autoPayCancelMachine,
    input: {},
    events: steps('confirm', 'keep'),
    actors: {
      load: load(brightInfo, [
        { name: 'notEnrolled', event: { type: 'xstate.done.actor.load', output: acmeInfo }, cause: { kind: 'answer' }, username: 'owner@acme.example' },
      ]),
      cancelAutoPay: call('cancelAutoPay', 'cancelAutoPay'),
    },
    world: { username: 'autopay@brightline.example', time: '12:00' },
    verify: (outcome) => (outcome === 'cancelled' ? { autoPay: 'notEnrolled', payments: 0 } : { autoPay: 'unchanged', payments: 0 }),
  };
}
