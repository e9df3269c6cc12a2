import type { AutoPayChangeMethodOutput } from '../autopay/auto-pay-change-method';
import type { AutoPayInfo, NewMethodDraft } from '../autopay/auto-pay.checks';
import {
  ACME_AT_NOON,
  BRIGHTLINE_AT_NOON,
  SOUTHSIDE_AT_NOON,
  acmeOn,
  brightlineOn,
  expiryYearsAfter,
  newCard,
  newCheckingAccount,
  savedMethod,
} from '../model/fixtures';
import {
  answered,
  child,
  childEndings,
  children,
  clean,
  each,
  faulted,
  flowModel,
  nothingChanges,
  sameWorld,
  steps,
  unavailable,
} from '../model/model-helpers';
import type { WalletAddMethodOutput } from './wallet-add-method';
import { walletAddMethodMachine } from './wallet-add-method';
import type { WalletDeleteMethodOutput } from './wallet-delete-method';
import { walletDeleteMethodMachine } from './wallet-delete-method';
import type { WalletEditCardOutput } from './wallet-edit-card';
import { walletEditCardMachine } from './wallet-edit-card';
import { walletPageMachine } from './wallet-page';
import { addErrors, editErrors, firstExpired, firstExpiring, takesNoOnlinePayment, type WalletInfo } from './wallet.checks';
import type { CardEdit, WalletMethod } from '../../src/domain/wallet';

/**
 * The wallet's models (spec billing §2, §4, §5, §8). Acme's owner adds, edits and deletes (a
 * Visa, an expiring Mastercard, an expired Amex, a prepaid Visa, a checking account); Brightline's
 * owner meets the roadblock (its Visa backs Auto Pay); Southside takes no online payment. In the
 * page's model each child flow is stood in by its outcomes (cause `child`); each child is walked
 * against the backend on its own model, where the store is checked: the method saved, changed or
 * gone (tests/model/wallet-store.test.ts).
 */

const listed = (m: ReturnType<typeof savedMethod>, scheduledThrough: string | null = null): WalletMethod => ({ ...m, scheduledThrough });

/** The wallets the flows load, on a business day. */
function walletWorldOn(today: string) {
  const acme: WalletInfo = { billing: acmeOn(today).billing, methods: acmeOn(today).methods.map((m) => listed(m)) };
  const bright = brightlineOn(today);
  const brightline: WalletInfo = {
    billing: bright.billing,
    methods: bright.methods.map((m) => listed(m, m.id === 'pm_7' ? today : null)),
  };
  // Southside: no online payment at all (spec billing §5): the page ends in noOnline
  const southside: WalletInfo = {
    billing: { ...acme.billing, restrictions: { type: 'NO_ONLINE', cardsAccepted: false, bankAccepted: false, onlineAccepted: false } },
    methods: [],
  };
  // Acme with its Mastercard renewed (a patch at the reset): an expired card, none expiring
  const renewed = expiryYearsAfter(today, 3);
  const acmeExpiredOnly: WalletInfo = {
    ...acme,
    methods: acme.methods.map((m) => (m.id === 'pm_2' ? { ...m, expiry: renewed, expiringSoon: false } : m)),
  };
  const acmeExpiredOnlyPatch = { paymentMethods: [{ id: 'pm_2', expiry: renewed }] };
  // Acme with its Amex renewed instead: a card expiring soon, none expired (the question is about it)
  const acmeExpiringOnly: WalletInfo = {
    ...acme,
    methods: acme.methods.map((m) => (m.id === 'pm_3' ? { ...m, expiry: renewed, expired: false } : m)),
  };
  const acmeExpiringOnlyPatch = { paymentMethods: [{ id: 'pm_3', expiry: renewed }] };
  const brightAutoPay: AutoPayInfo = { billing: bright.billing, methods: bright.methods, availableServices: ['CORE'], debitDayRanges: bright.debitDayRanges };
  return { acme, acmeExpiredOnly, acmeExpiredOnlyPatch, acmeExpiringOnly, acmeExpiringOnlyPatch, brightline, southside, brightAutoPay };
}

export function walletAddMethodModelOn(today: string) {
  const { acme } = walletWorldOn(today);
  return flowModel(walletAddMethodMachine, 'Wallet: add a card or bank account', {
    input: { info: acme, kind: 'card' },
    inputVariants: [{ info: acme, kind: 'bank' }],
    events: [
      // a card, one whose number fails Luhn (the form's rules refuse the save), a checking account
      ...each('draft.set', 'draft', newCard(today), newCard(today, { number: '4111111111111112' }), newCheckingAccount),
      ...steps('save', 'cancel'),
    ],
    actors: {
      saveMethod: [
        answered('saveMethod', 'saved', savedMethod(today, 'pm_new', 'CARD', 'VISA')),
        // spec billing §8 "card cannot be verified or added": the processor's refusal
        faulted('saveMethod', 'notVerified', 'savePaymentMethod', 'PAYMENT_DECLINED'),
        unavailable('saveMethod', 'savePaymentMethod'),
      ],
    },
    world: ACME_AT_NOON,
    project: (c: { info: WalletInfo; draft: NewMethodDraft; saveError: string | null; tried: boolean }) => ({
      kind: c.draft.kind,
      valid: clean(addErrors(c.info, c.draft)),
      saveError: c.saveError,
    }),
    // the wallet grows by the method saved (the runner counts the saves); nothing else changes
    verify: nothingChanges,
  });
}

export function walletEditCardModelOn(today: string) {
  const { acme } = walletWorldOn(today);
  const expiring = acme.methods.find((m) => m.id === 'pm_2')!;
  const edit = (e: CardEdit) => ({ event: { type: 'edit.set', edit: e } });
  return flowModel(walletEditCardMachine, 'Wallet: edit a card', {
    input: { method: expiring, today },
    events: [
      // a new expiry and ZIP, with and without a new CVV (optional, spec billing §5)
      edit({ expiry: expiryYearsAfter(today, 3), zip: '30302', cvv: '' }),
      edit({ expiry: expiryYearsAfter(today, 3), zip: '30302', cvv: '321' }),
      // a ZIP of four digits: refused on the form
      edit({ expiry: expiryYearsAfter(today, 3), zip: '3030', cvv: '' }),
      ...steps('save', 'cancel'),
    ],
    actors: {
      updateMethod: [answered('updateMethod', 'saved', savedMethod(today, 'pm_2', 'CARD', 'MASTERCARD')), unavailable('updateMethod', 'updatePaymentMethod')],
    },
    world: ACME_AT_NOON,
    project: (c: { method: WalletMethod; edit: CardEdit; today: string; saveError: string | null }) => ({
      valid: clean(editErrors(c.method, c.edit, c.today)),
      cvv: c.edit.cvv !== '',
      saveError: c.saveError,
    }),
    verify: nothingChanges,
  });
}

export function walletDeleteMethodModelOn(today: string) {
  const { acme } = walletWorldOn(today);
  return flowModel(walletDeleteMethodMachine, 'Wallet: delete a payment method', {
    // Acme's expired Amex
    input: { method: acme.methods.find((m) => m.id === 'pm_3')! },
    events: steps('confirm', 'keep'),
    actors: {
      deleteMethod: [answered('deleteMethod', 'deleted', { id: 'pm_3', deleted: true }), unavailable('deleteMethod', 'deletePaymentMethod')],
    },
    world: ACME_AT_NOON,
    verify: nothingChanges,
  });
}

export function walletPageModelOn(today: string) {
  const { acme, acmeExpiredOnly, acmeExpiredOnlyPatch, acmeExpiringOnly, acmeExpiringOnlyPatch, brightline, southside, brightAutoPay } = walletWorldOn(today);
  type PageContext = { info: WalletInfo | null };
  const world = (name: string, output: WalletInfo, username: string, test: (info: WalletInfo) => boolean, patch?: Record<string, unknown>) =>
    answered('load', name, output, { username, ...(patch ? { patch } : {}), possible: sameWorld(test) as never });
  const isAcme = (i: WalletInfo) => firstExpired(i) !== null && firstExpiring(i) !== null;
  const isAcmeRenewed = (i: WalletInfo) => firstExpired(i) !== null && firstExpiring(i) === null;
  const isAcmeAmexRenewed = (i: WalletInfo) => firstExpired(i) === null && firstExpiring(i) !== null;
  const isBright = (i: WalletInfo) => i.methods.some((m) => m.usedForAutoPay);
  const added: WalletAddMethodOutput = { outcome: 'saved', method: savedMethod(today, 'pm_1', 'CARD', 'VISA') };
  const edited: WalletEditCardOutput = { outcome: 'saved', method: savedMethod(today, 'pm_2', 'CARD', 'MASTERCARD') };
  const changed = (outcome: 'success' | 'cancelled'): AutoPayChangeMethodOutput => ({ outcome, code: null, payment: null, previous: null, method: null });
  return flowModel(walletPageMachine, 'Wallet: saved payment methods', {
    input: { keyPrefix: 'model' },
    events: [
      ...steps('again', 'acknowledge', 'replace', 'dismiss', 'update', 'changeAutoPay'),
      ...each('add', 'kind', 'card', 'bank'),
      // a card and the bank account of Acme; Brightline's Auto Pay card
      ...each('edit', 'id', 'pm_1', 'pm_5'),
      ...each('delete', 'id', 'pm_1', 'pm_6'),
    ],
    actors: {
      load: [
        world('expiredAndExpiring', acme, ACME_AT_NOON.username, isAcme),
        world('expiredOnly', acmeExpiredOnly, ACME_AT_NOON.username, isAcmeRenewed, acmeExpiredOnlyPatch),
        world('expiringOnly', acmeExpiringOnly, ACME_AT_NOON.username, isAcmeAmexRenewed, acmeExpiringOnlyPatch),
        world('autoPayMethod', brightline, BRIGHTLINE_AT_NOON.username, isBright),
        world('noOnline', southside, SOUTHSIDE_AT_NOON.username, takesNoOnlinePayment),
        unavailable('load', 'paymentMethods'),
      ],
      add: [child('add', 'saved', added), child('add', 'cancelled', { outcome: 'cancelled' } satisfies WalletAddMethodOutput)],
      edit: [child('edit', 'saved', edited), child('edit', 'cancelled', { outcome: 'cancelled' } satisfies WalletEditCardOutput)],
      delete: childEndings<WalletDeleteMethodOutput>('delete', ['deleted', 'kept', 'failure'], { methodId: 'pm_1' }),
      loadAutoPay: [answered('loadAutoPay', 'loaded', brightAutoPay), unavailable('loadAutoPay', 'billing')],
      changeMethod: children('changeMethod', ['success', 'cancelled'], changed),
    },
    world: ACME_AT_NOON,
    project: (c: PageContext & { asked: boolean; code: unknown; target: string | null }) => ({
      world: c.info && { acme: isAcme(c.info), renewed: isAcmeRenewed(c.info), amexRenewed: isAcmeAmexRenewed(c.info), bright: isBright(c.info) },
      asked: c.asked,
      failed: c.code !== null,
      target: c.target,
    }),
    verify: nothingChanges,
  });
}
