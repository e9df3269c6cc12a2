import type { AutoPayAddMethodOutput } from './auto-pay-add-method';
import { autoPayAddMethodMachine } from './auto-pay-add-method';
import { autoPayCancelMachine, type AutoPayCancelOutput } from './auto-pay-cancel';
import { autoPayChangeDateMachine, type AutoPayChangeDateOutput } from './auto-pay-change-date';
import { autoPayChangeMethodMachine, type AutoPayChangeMethodOutput } from './auto-pay-change-method';
import { autoPayEnrollMachine, type AutoPayEnrollOutput } from './auto-pay-enroll';
import { autoPayManageMachine, type AutoPayManageOutput, type ManageEnded } from './auto-pay-manage';
import { autoPayPageMachine } from './auto-pay-page';
import { redactAddMethod, redactChangeMethod, redactChooseMethod, redactEnroll } from './auto-pay-persisted';
import { autoPayChooseMethodMachine, type AutoPayChooseMethodOutput } from './auto-pay-choose-method';
import {
  enrollBlocked,
  isExpiringSoon,
  methodErrors,
  newMethodErrors,
  servicesErrors,
  type AutoPayChoice,
  type AutoPayInfo,
  type NewMethodDraft,
} from './auto-pay.checks';
import { expiryStatus } from '../../src/domain/card';
import {
  ACME_AT_NOON,
  BRIGHTLINE_AT_NOON,
  acmeOn,
  brightlineOn,
  cardRecord,
  expiringSoonExpiry,
  expiryYearsAfter,
  newCard,
  newCheckingAccount,
  paymentAnswerOn,
  savedMethod,
} from '../model/fixtures';
import type { ActorOutcome, ModelEvent } from '../model/model';
import {
  answered,
  child,
  childEndings,
  children,
  clean,
  doneOrFailed,
  each,
  failedWith,
  faulted,
  flowModel,
  nothingChanges,
  sameWorld,
  steps,
  unavailable,
} from '../model/model-helpers';

/**
 * The Auto Pay flows' models (spec billing §2, §4, §5): Acme enrolls; Brightline changes, moves or
 * cancels its enrollment. A parent flow's children are walked on their own models; in the
 * parent's, each child's outcome is given by the path (cause `child`). A method a stood-in
 * add-method child "saved" is put in the wallet at the reset (its patch), so what the parent then
 * does with it (pay, enroll) is real.
 */

/** The same-day payment of Enroll and Change method: made (from the checking account), or declined. */
const payOn = (today: string): ActorOutcome[] => [
  answered('pay', 'paid', paymentAnswerOn(today, { methodType: 'BANK', brand: null, last4: '0000' })),
  faulted('pay', 'declined', 'payments', 'PAYMENT_DECLINED'),
];
/** A flow that pays nothing: Auto Pay becomes `changed` when it ends in `when`, and is as it was otherwise. */
const changesOn = (outcome: string, when: string, changed: 'notEnrolled' | 'newDay') => ({
  autoPay: outcome === when ? changed : ('unchanged' as const),
  payments: 0 as const,
});

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
      cardRecord('pm_900', 'acct_2', {
        brand: 'MASTERCARD',
        last4: '4444',
        expiry: expiring,
        nameOnCard: 'Brightline Dental',
        token: 'tok_modelbrightlineexpiring',
      }),
    ],
    // the seed's scheduled payment would still be owed nothing: keep it, it does not count toward the balance
  };

  /**
   * "Add a payment method" on an Auto Pay step: a card, one expiring soon, a bank account, and a
   * card with nothing typed. None is prepaid: the server's refusal of one (it alone knows a BIN is
   * prepaid) is the saveMethod fault below, and a real prepaid card is refused in the server and
   * browser tests.
   */
  const addEvents = [...each('draft.set', 'draft', newCard(today), newCard(today, { expiry: expiring }), newCheckingAccount), ...steps('save')];

  const saveMethod: ActorOutcome[] = [
    answered('saveMethod', 'saved', savedMethod(today, 'pm_new', 'CARD', 'VISA')),
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
    unavailable('saveMethod', 'savePaymentMethod'),
  ];
  return { acmeInfo, brightInfo, harborInfo, brightPaidUp, brightPaidUpPatch, addEvents, saveMethod };
}

/**
 * A card an add-method step saved, as a stood-in child hands it over: the method, and the
 * wallet record put in the account at the reset so that what the parent then does with it is real.
 */
function addedCard(today: string, accountId: string, id: string, expiry: string, expiringSoon: boolean) {
  const record = cardRecord(id, accountId, { brand: 'VISA', last4: '1111', expiry, nameOnCard: 'Pat Owner' });
  return { method: savedMethod(today, id, 'CARD', 'VISA', { last4: '1111', expiry, expiringSoon }), patch: { paymentMethods: [record] } };
}

/**
 * The add-method child stood in by a parent's path: a card saved (one valid for years, one
 * expiring soon), Back, Cancel. The card is put in the account's wallet at the reset.
 */
function addMethodOutcomes(today: string, accountId: string): ActorOutcome[] {
  const saved = (id: string, expiry: string, expiringSoon: boolean) => {
    const { method, patch } = addedCard(today, accountId, id, expiry, expiringSoon);
    return { output: { outcome: 'saved', method, cvv: '123', expiringSoon } satisfies AutoPayAddMethodOutput, patch };
  };
  const later = saved('pm_901', expiryYearsAfter(today, 4), false);
  const soon = saved('pm_902', expiringSoonExpiry(today), true);
  return [
    child('addMethod', 'saved', later.output, { patch: later.patch }),
    child('addMethod', 'savedExpiring', soon.output, { patch: soon.patch }),
    child('addMethod', 'back', { outcome: 'back' } satisfies AutoPayAddMethodOutput),
    child('addMethod', 'cancelled', { outcome: 'cancelled' } satisfies AutoPayAddMethodOutput),
  ];
}

/**
 * The projections tell states apart by what the guards read, not by every value typed: whether
 * the services and the chosen method pass their checks, whether it or a drafted card expires
 * soon. Not the wallet's size, nor a run counter: each would make the space endless.
 */
interface FlowContext {
  info: AutoPayInfo;
  choice: AutoPayChoice;
  terms: boolean;
  payment: unknown;
}
type EnrollContext = FlowContext & { payBalance: boolean };
type ChangeContext = FlowContext & { paymentAccepted: boolean };
const methodClass = (c: { info: AutoPayInfo; choice: AutoPayChoice }, current: string | null = null) => ({
  id: c.choice.methodId,
  check: !clean(methodErrors(c.info, c.choice, current)) ? 'invalid' : isExpiringSoon(c.info, c.choice) ? 'expiring' : 'valid',
});

export function autoPayAddMethodModelOn(today: string) {
  const { acmeInfo, addEvents, saveMethod } = worldOn(today);
  return flowModel(autoPayAddMethodMachine, 'Auto Pay: add a payment method', {
    input: { info: acmeInfo, services: ['CORE'], kind: 'card' },
    inputVariants: [{ info: acmeInfo, services: ['CORE'], kind: 'bank' }],
    // restored after a timeout, the card number, CVV and account number are typed again
    events: [...addEvents, { event: { type: 'resumed' }, perform: 'resumeAfterTimeout' }, ...steps('back', 'cancel')],
    redact: redactAddMethod,
    actors: { saveMethod },
    world: ACME_AT_NOON,
    project: (c: { info: AutoPayInfo; services: AutoPayChoice['services']; draft: NewMethodDraft; saveError: string | null; tried: boolean }) => ({
      kind: c.draft.kind,
      valid: clean(newMethodErrors(c.info, c.draft, c.services)),
      expiring: c.draft.kind === 'card' && expiryStatus(c.draft.card.expiry, c.info.billing.limits.today) === 'expiringSoon',
      saveError: c.saveError !== null,
    }),
    // the wallet grows by the method saved (the runner counts the saves), nothing else changes
    verify: nothingChanges,
  });
}

export function autoPayChooseMethodModelOn(today: string) {
  const { acmeInfo } = worldOn(today);
  return flowModel(autoPayChooseMethodMachine, 'Auto Pay: choose a payment method', {
    input: { info: acmeInfo, services: ['CORE'], current: null, methodId: null, cvv: '' },
    events: [
      // Acme: the Visa 7731 (valid), the Mastercard expiring soon, the prepaid Visa (refused)
      ...each('method.saved', 'id', 'pm_1', 'pm_2', 'pm_4'),
      { event: { type: 'cvv.set', cvv: '123' } },
      { event: { type: 'method.add', kind: 'card' } },
      // the user walks away, the session idles out, they sign in again and the flow is
      // restored from what was kept (no CVV): a card's CVV is asked for again
      { event: { type: 'resumed' }, perform: 'resumeAfterTimeout' },
      ...steps('next', 'back', 'confirm', 'reconsider', 'cancel'),
    ],
    redact: redactChooseMethod,
    actors: { addMethod: addMethodOutcomes(today, 'acct_1') },
    world: ACME_AT_NOON,
    project: (c: { info: AutoPayInfo; choice: AutoPayChoice; current: string | null }) => methodClass(c, c.current),
    // choosing changes nothing but the wallet (a method added on the way, which the runner checks)
    verify: nothingChanges,
  });
}

/**
 * What a stood-in chooser hands its parent: a saved method (a card with its CVV, or a bank
 * account), one added on the way (put in the wallet at the reset), Back or Cancel.
 */
function chooserOutcomes(today: string, info: AutoPayInfo, card: string | null, bank: string, accountId: string): ActorOutcome[] {
  const added = addedCard(today, accountId, 'pm_901', expiryYearsAfter(today, 4), false);
  const chosen = (methodId: string, cvv: string, methods = info.methods): AutoPayChooseMethodOutput => ({ outcome: 'chosen', methods, methodId, cvv });
  return [
    ...(card ? [child('chooseMethod', 'chosenCard', chosen(card, '123'))] : []),
    child('chooseMethod', 'chosenBank', chosen(bank, '')),
    child('chooseMethod', 'chosenAdded', chosen(added.method.id, '123', [...info.methods, added.method]), { patch: added.patch }),
    child('chooseMethod', 'back', { outcome: 'back' } satisfies AutoPayChooseMethodOutput),
    child('chooseMethod', 'cancelled', { outcome: 'cancelled' } satisfies AutoPayChooseMethodOutput),
  ];
}

/**
 * The review Enroll and Change method share: the chosen method as their guards read it (which,
 * and whether its CVV is there), the terms, and whether the same-day payment was made.
 */
const reviewClass = (c: FlowContext) => ({ method: { id: c.choice.methodId, cvv: c.choice.cvv !== '' }, terms: c.terms, paid: c.payment !== null });
const reviewEvents: ModelEvent[] = [
  { event: { type: 'terms.set', accepted: true } },
  // restored after a timeout without the CVV, the review goes back to the method step
  { event: { type: 'resumed' }, perform: 'resumeAfterTimeout' },
];

export function autoPayEnrollModelOn(today: string) {
  const { acmeInfo } = worldOn(today);
  return flowModel(autoPayEnrollMachine, 'Auto Pay: enroll', {
    input: { keyPrefix: 'model', info: acmeInfo },
    events: [
      ...each('services.set', 'services', [], ['CORE']),
      { event: { type: 'payBalance.set', pay: false } },
      ...reviewEvents,
      ...steps('next', 'back', 'submit', 'cancel'),
    ],
    redact: redactEnroll,
    // Acme: the Visa 7731 or the checking account 8841
    actors: { pay: payOn(today), enroll: doneOrFailed('enroll', 'enrollAutoPay'), chooseMethod: chooserOutcomes(today, acmeInfo, 'pm_1', 'pm_5', 'acct_1') },
    world: ACME_AT_NOON,
    project: (c: EnrollContext) => ({
      services: clean(servicesErrors(c.info, c.choice)),
      payBalance: c.payBalance,
      ...reviewClass(c),
    }),
    verify: (outcome) => {
      if (outcome === 'success') return { autoPay: 'enrolled', payments: 0 };
      if (outcome === 'successWithPayment') return { autoPay: 'enrolled', payments: 1 };
      if (outcome === 'partial') return { autoPay: 'unchanged', payments: 1 };
      return { autoPay: 'unchanged', payments: 0 };
    },
  });
}

export function autoPayChangeMethodModelOn(today: string) {
  const { brightInfo, brightPaidUp, brightPaidUpPatch } = worldOn(today);
  return flowModel(autoPayChangeMethodMachine, 'Auto Pay: change method', {
    input: { keyPrefix: 'model', info: brightInfo },
    // nothing due: no same-day payment to accept
    inputVariants: [{ keyPrefix: 'model', info: brightPaidUp }],
    patchFor: (input) => ((input.info as AutoPayInfo).billing.amountDue === 0 ? brightPaidUpPatch : undefined),
    events: [{ event: { type: 'payment.accept', accepted: true } }, ...reviewEvents, ...steps('back', 'submit', 'cancel')],
    redact: redactChangeMethod,
    actors: {
      pay: payOn(today),
      replace: doneOrFailed('replace', 'replaceAutoPay'),
      // Brightline: the checking account 2290, or a card added on the way (its other card is the one in use)
      chooseMethod: chooserOutcomes(today, brightInfo, null, 'pm_7', 'acct_2'),
    },
    world: BRIGHTLINE_AT_NOON,
    // which world was given (a balance due or not), the choices, what was paid; not the tried flags
    project: (c: ChangeContext) => ({
      due: c.info.billing.amountDue > 0,
      accepted: c.paymentAccepted,
      ...reviewClass(c),
    }),
    verify: (outcome, calls) => {
      const paid = calls.includes('pay:paid') ? 1 : 0;
      // one write on the server: the new method, or Auto Pay exactly as it was
      if (outcome === 'success') return { autoPay: 'newMethod', payments: paid };
      return { autoPay: 'unchanged', payments: paid };
    },
  });
}

export function autoPayChangeDateModelOn(today: string) {
  const { brightInfo } = worldOn(today);
  return flowModel(autoPayChangeDateMachine, 'Auto Pay: change date', {
    input: { info: brightInfo },
    events: [
      // Brightline's ranges are 1–10 and 18–28: the 5th is selectable, the 14th would be late
      ...each('day.set', 'day', 5, 14),
      ...steps('submit', 'cancel'),
    ],
    actors: { update: doneOrFailed('update', 'updateAutoPayDate') },
    world: BRIGHTLINE_AT_NOON,
    project: (c: { day: number | null }) => ({ day: c.day }),
    verify: (outcome) => changesOn(outcome, 'success', 'newDay'),
  });
}

export function autoPayCancelModelOn(today: string) {
  const { brightInfo } = worldOn(today);
  return flowModel(autoPayCancelMachine, 'Auto Pay: cancel', {
    input: { info: brightInfo },
    events: steps('confirm', 'keep'),
    actors: { cancelAutoPay: doneOrFailed('cancelAutoPay', 'cancelAutoPay') },
    world: BRIGHTLINE_AT_NOON,
    verify: (outcome) => changesOn(outcome, 'cancelled', 'notEnrolled'),
  });
}

export function autoPayManageModelOn(today: string) {
  const { brightInfo, acmeInfo } = worldOn(today);
  const method = (outcome: AutoPayChangeMethodOutput['outcome']): AutoPayChangeMethodOutput => ({
    outcome,
    code: failedWith(outcome !== 'success' && outcome !== 'cancelled'),
    payment: null,
    previous: brightInfo.methods.find((m) => m.id === brightInfo.billing.autoPay.methodId) ?? null,
    method: null,
  });
  return flowModel(autoPayManageMachine, 'Auto Pay: manage (summary, change method, change date, cancel)', {
    input: { keyPrefix: 'model', info: brightInfo },
    events: steps('changeMethod', 'changeDate', 'cancelAutoPay', 'again', 'enroll'),
    actors: {
      changeMethod: children('changeMethod', ['success', 'failure', 'paymentFailed', 'cancelled'], method),
      changeDate: childEndings<AutoPayChangeDateOutput>('changeDate', ['success', 'failure', 'cancelled'], { debitDay: 5 }),
      cancel: childEndings<AutoPayCancelOutput>('cancel', ['cancelled', 'failure', 'kept'], { discountLost: 500, reason: null }),
      // the summary loaded again: as it is (the children here are stood in, so nothing changed), or
      // off because it was turned off elsewhere (an account that is not enrolled answers)
      load: [
        answered('load', 'loaded', brightInfo),
        answered('load', 'notEnrolled', acmeInfo, { username: ACME_AT_NOON.username }),
        unavailable('load', 'billing'),
      ],
    },
    world: BRIGHTLINE_AT_NOON,
    project: (c: { ended: ManageEnded | null; info: AutoPayInfo; code: unknown }) => ({
      ended: c.ended && { flow: c.ended.flow, outcome: c.ended.output.outcome },
      enrolled: c.info.billing.autoPay.enrolled,
      failed: c.code !== null,
    }),
    verify: nothingChanges,
  });
}

export function autoPayPageModelOn(today: string) {
  const { acmeInfo, brightInfo, harborInfo } = worldOn(today);
  type PageContext = { info: AutoPayInfo | null };
  const world = (name: string, output: AutoPayInfo, username: string, test: (info: AutoPayInfo) => boolean) =>
    answered('load', name, output, { username, possible: sameWorld(test) as never });
  const enrolled = (outcome: AutoPayEnrollOutput['outcome']): AutoPayEnrollOutput => ({
    outcome,
    payment: null,
    code: failedWith(outcome === 'failure' || outcome === 'partial'),
    method: acmeInfo.methods[0] ?? null,
    services: ['CORE'],
  });
  return flowModel(autoPayPageMachine, 'Auto Pay: the page (enroll or manage)', {
    input: { keyPrefix: 'model' },
    events: steps('again', 'manage', 'leave'),
    actors: {
      load: [
        world('notEnrolled', acmeInfo, ACME_AT_NOON.username, (i) => !i.billing.autoPay.enrolled && enrollBlocked(i) === null),
        world('enrolled', brightInfo, BRIGHTLINE_AT_NOON.username, (i) => i.billing.autoPay.enrolled),
        world('disconnected', harborInfo, 'disconnected@harbor.example', (i) => enrollBlocked(i) !== null),
        unavailable('load', 'billing'),
      ],
      enroll: children('enroll', ['success', 'successWithPayment', 'partial', 'failure', 'cancelled'], enrolled),
      manage: children('manage', ['enroll', 'notEnrolled'], (outcome): AutoPayManageOutput => ({ outcome })),
    },
    world: ACME_AT_NOON,
    project: (c: PageContext & { enrolled: AutoPayEnrollOutput | null; code: unknown }) => ({
      world: c.info && { enrolled: c.info.billing.autoPay.enrolled, blocked: enrollBlocked(c.info) !== null },
      ended: c.enrolled?.outcome ?? null,
      failed: c.code !== null,
    }),
    verify: nothingChanges,
  });
}
