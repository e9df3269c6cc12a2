import type { AutoPayChangeMethodOutput } from './auto-pay-change-method';
import type { AutoPayInfo, NewMethodDraft } from './auto-pay.checks';
import { acmeOn, brightlineOn, expiryYearsAfter, savedMethod } from './fixtures';
import type { ActorOutcome, FlowModel } from './model';
import { cardNumber } from './test-cards';
import type { WalletAddMethodOutput } from './wallet-add-method';
import { walletAddMethodMachine } from './wallet-add-method';
import type { WalletDeleteMethodOutput } from './wallet-delete-method';
import { walletDeleteMethodMachine } from './wallet-delete-method';
import type { WalletEditCardOutput } from './wallet-edit-card';
import { walletEditCardMachine } from './wallet-edit-card';
import { walletPageMachine } from './wallet-page';
import { addErrors, editErrors, firstExpired, firstExpiring, takesNoOnlinePayment, type WalletInfo } from './wallet.checks';
import type { CardEdit, WalletMethod } from '../src/domain/wallet';

/**
 * The wallet's models (spec billing §2, §4, §5, §8). Acme's owner adds, edits and deletes (a
 * Visa, an expiring Mastercard, an expired Amex, a prepaid Visa, a checking account); Brightline's
 * owner meets the roadblock (its Visa backs Auto Pay); Southside takes no online payment. In the
 * page's model each child flow is stood in by its outcomes (cause `child`); each child is walked
 * against the backend on its own model, where the store is checked: the method saved, changed or
 * gone (tests/model/wallet-store.test.ts).
 */

const ACME_AT_NOON = { username: 'owner@acme.example', time: '12:00' };
const unavailable = (operation: string) => ({ kind: 'fault' as const, operation, errorCode: 'SERVICE_UNAVAILABLE' as const });
const steps = (...types: string[]) => types.map((type) => ({ event: { type } }));
const child = <T>(id: string, name: string, output: T, extra: Partial<ActorOutcome> = {}): ActorOutcome => ({
  name,
  event: { type: `xstate.done.actor.${id}`, output },
  cause: { kind: 'child' },
  ...extra,
});
const listed = (m: ReturnType<typeof savedMethod>, scheduledThrough: string | null = null): WalletMethod => ({ ...m, scheduledThrough });
const clean = (errors: object) => Object.keys(errors).length === 0;

/** The wallets the flows load, on a business day. */
export function walletWorldOn(today: string) {
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
  const brightAutoPay: AutoPayInfo = { billing: bright.billing, methods: bright.methods, availableServices: ['CORE'], debitDayRanges: bright.debitDayRanges };
  return { acme, acmeExpiredOnly, acmeExpiredOnlyPatch, brightline, southside, brightAutoPay };
}

export function walletAddMethodModelOn(today: string): FlowModel<typeof walletAddMethodMachine> {
  const { acme } = walletWorldOn(today);
  const card = (number: string): NewMethodDraft => ({
    kind: 'card',
    card: { number, nameOnCard: 'Pat Owner', expiry: expiryYearsAfter(today, 4), zip: '30301', cvv: '123', save: true },
  });
  return {
    id: 'walletAddMethod',
    title: 'Wallet: add a card or bank account',
    machine: walletAddMethodMachine,
    input: { info: acme, kind: 'card' },
    inputVariants: [{ info: acme, kind: 'bank' }],
    events: [
      { event: { type: 'draft.set', draft: card(cardNumber('4', 16)) } },
      // a number that fails Luhn: the form's rules refuse the save
      { event: { type: 'draft.set', draft: card('4111111111111112') } },
      {
        event: {
          type: 'draft.set',
          draft: {
            kind: 'bank',
            bank: { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING', nameOnAccount: 'Pat Owner', save: true },
          },
        },
      },
      ...steps('save', 'cancel'),
    ],
    actors: {
      saveMethod: [
        { name: 'saved', event: { type: 'xstate.done.actor.saveMethod', output: savedMethod(today, 'pm_new', 'CARD', 'VISA') }, cause: { kind: 'answer' } },
        // spec billing §8 "card cannot be verified or added": the processor's refusal
        {
          name: 'notVerified',
          event: { type: 'xstate.error.actor.saveMethod', error: { code: 'PAYMENT_DECLINED' } },
          cause: { kind: 'fault', operation: 'savePaymentMethod', errorCode: 'PAYMENT_DECLINED' },
        },
        {
          name: 'unavailable',
          event: { type: 'xstate.error.actor.saveMethod', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: unavailable('savePaymentMethod'),
        },
      ],
    },
    world: ACME_AT_NOON,
    project: ((c: { info: WalletInfo; draft: NewMethodDraft; saveError: string | null; tried: boolean }) => ({
      kind: c.draft.kind,
      valid: clean(addErrors(c.info, c.draft)),
      saveError: c.saveError,
    })) as never,
    // the wallet grows by the method saved (the runner counts the saves); nothing else changes
    verify: () => ({ autoPay: 'unchanged', payments: 0 }),
  };
}

export function walletEditCardModelOn(today: string): FlowModel<typeof walletEditCardMachine> {
  const { acme } = walletWorldOn(today);
  const expiring = acme.methods.find((m) => m.id === 'pm_2')!;
  const edit = (e: CardEdit) => ({ event: { type: 'edit.set', edit: e } });
  return {
    id: 'walletEditCard',
    title: 'Wallet: edit a card',
    machine: walletEditCardMachine,
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
      updateMethod: [
        {
          name: 'saved',
          event: { type: 'xstate.done.actor.updateMethod', output: savedMethod(today, 'pm_2', 'CARD', 'MASTERCARD') },
          cause: { kind: 'answer' },
        },
        {
          name: 'unavailable',
          event: { type: 'xstate.error.actor.updateMethod', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: unavailable('updatePaymentMethod'),
        },
      ],
    },
    world: ACME_AT_NOON,
    project: ((c: { method: WalletMethod; edit: CardEdit; today: string; saveError: string | null }) => ({
      valid: clean(editErrors(c.method, c.edit, c.today)),
      cvv: c.edit.cvv !== '',
      saveError: c.saveError,
    })) as never,
    verify: () => ({ autoPay: 'unchanged', payments: 0 }),
  };
}

export function walletDeleteMethodModelOn(today: string): FlowModel<typeof walletDeleteMethodMachine> {
  const { acme } = walletWorldOn(today);
  return {
    id: 'walletDeleteMethod',
    title: 'Wallet: delete a payment method',
    machine: walletDeleteMethodMachine,
    // Acme's expired Amex
    input: { method: acme.methods.find((m) => m.id === 'pm_3')! },
    events: steps('confirm', 'keep'),
    actors: {
      deleteMethod: [
        { name: 'deleted', event: { type: 'xstate.done.actor.deleteMethod', output: { id: 'pm_3', deleted: true } }, cause: { kind: 'answer' } },
        {
          name: 'unavailable',
          event: { type: 'xstate.error.actor.deleteMethod', error: { code: 'SERVICE_UNAVAILABLE' } },
          cause: unavailable('deletePaymentMethod'),
        },
      ],
    },
    world: ACME_AT_NOON,
    verify: () => ({ autoPay: 'unchanged', payments: 0 }),
  };
}

export function walletPageModelOn(today: string): FlowModel<typeof walletPageMachine> {
  const { acme, acmeExpiredOnly, acmeExpiredOnlyPatch, brightline, southside, brightAutoPay } = walletWorldOn(today);
  type PageContext = { info: WalletInfo | null };
  // the children are stood in, so the store is as the path found it: a second load answers as the first
  const sameWorld = (test: (info: WalletInfo) => boolean) => (c: PageContext) => c.info === null || test(c.info);
  const isAcme = (i: WalletInfo) => firstExpired(i) !== null && firstExpiring(i) !== null;
  const isAcmeRenewed = (i: WalletInfo) => firstExpired(i) !== null && firstExpiring(i) === null;
  const isBright = (i: WalletInfo) => i.methods.some((m) => m.usedForAutoPay);
  const added: WalletAddMethodOutput = { outcome: 'saved', method: savedMethod(today, 'pm_1', 'CARD', 'VISA') };
  const edited: WalletEditCardOutput = { outcome: 'saved', method: savedMethod(today, 'pm_2', 'CARD', 'MASTERCARD') };
  const deleted = (outcome: WalletDeleteMethodOutput['outcome']): WalletDeleteMethodOutput => ({
    outcome,
    methodId: 'pm_1',
    code: outcome === 'failure' ? 'SERVICE_UNAVAILABLE' : null,
  });
  const changed = (outcome: 'success' | 'cancelled'): AutoPayChangeMethodOutput => ({ outcome, code: null, payment: null, previous: null, method: null });
  return {
    id: 'walletPage',
    title: 'Wallet: saved payment methods',
    machine: walletPageMachine,
    input: { keyPrefix: 'model' },
    events: [
      ...steps('again', 'replace', 'dismiss', 'update', 'changeAutoPay'),
      { event: { type: 'add', kind: 'card' } },
      { event: { type: 'add', kind: 'bank' } },
      // a card and the bank account of Acme; Brightline's Auto Pay card
      { event: { type: 'edit', id: 'pm_1' } },
      { event: { type: 'edit', id: 'pm_5' } },
      { event: { type: 'delete', id: 'pm_1' } },
      { event: { type: 'delete', id: 'pm_6' } },
    ],
    actors: {
      load: [
        {
          name: 'expiredAndExpiring',
          event: { type: 'xstate.done.actor.load', output: acme },
          cause: { kind: 'answer' },
          username: 'owner@acme.example',
          possible: sameWorld(isAcme) as never,
        },
        {
          name: 'expiredOnly',
          event: { type: 'xstate.done.actor.load', output: acmeExpiredOnly },
          cause: { kind: 'answer' },
          username: 'owner@acme.example',
          patch: acmeExpiredOnlyPatch,
          possible: sameWorld(isAcmeRenewed) as never,
        },
        {
          name: 'autoPayMethod',
          event: { type: 'xstate.done.actor.load', output: brightline },
          cause: { kind: 'answer' },
          username: 'autopay@brightline.example',
          possible: sameWorld(isBright) as never,
        },
        {
          name: 'noOnline',
          event: { type: 'xstate.done.actor.load', output: southside },
          cause: { kind: 'answer' },
          username: 'cashonly@southside.example',
          possible: sameWorld(takesNoOnlinePayment) as never,
        },
        { name: 'unavailable', event: { type: 'xstate.error.actor.load', error: { code: 'SERVICE_UNAVAILABLE' } }, cause: unavailable('paymentMethods') },
      ],
      add: [child('add', 'saved', added), child('add', 'cancelled', { outcome: 'cancelled' } satisfies WalletAddMethodOutput)],
      edit: [child('edit', 'saved', edited), child('edit', 'cancelled', { outcome: 'cancelled' } satisfies WalletEditCardOutput)],
      delete: (['deleted', 'kept', 'failure'] as const).map((o) => child('delete', o, deleted(o))),
      loadAutoPay: [
        { name: 'loaded', event: { type: 'xstate.done.actor.loadAutoPay', output: brightAutoPay }, cause: { kind: 'answer' } },
        { name: 'unavailable', event: { type: 'xstate.error.actor.loadAutoPay', error: { code: 'SERVICE_UNAVAILABLE' } }, cause: unavailable('billing') },
      ],
      changeMethod: [child('changeMethod', 'success', changed('success')), child('changeMethod', 'cancelled', changed('cancelled'))],
    },
    world: ACME_AT_NOON,
    project: ((c: PageContext & { askedExpired: boolean; askedExpiring: boolean; code: unknown; target: string | null }) => ({
      world: c.info && { acme: isAcme(c.info), renewed: isAcmeRenewed(c.info), bright: isBright(c.info) },
      askedExpired: c.askedExpired,
      askedExpiring: c.askedExpiring,
      failed: c.code !== null,
      target: c.target,
    })) as never,
    verify: () => ({ autoPay: 'unchanged', payments: 0 }),
  };
}
