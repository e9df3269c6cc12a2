import { createActor, fromPromise, type Snapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { dateInZone } from '../../src/domain/dates';
import { acmeOn, expiryYearsAfter } from '../model/fixtures';
import { oneTimePaymentMachine, redactPaymentContext, redactPaymentSnapshot } from './one-time-payment';
import type { BankInstitution, BankLinkConnectResponse } from '../../src/domain/bank-link';
import type { PaymentRequestBody, PaymentResponse } from '../../src/domain/payment';
import type { PaymentStore } from '../../src/domain/payment-store';
import type { LinkForm, PaymentInfo } from './one-time-payment.checks';
import { payBillMachine, redactPayBill } from './pay-bill';
import { cardNumber } from '../model/test-cards';

const flush = () => new Promise((r) => setTimeout(r, 0));
const today = dateInZone(new Date(), 'America/New_York');
const info: PaymentInfo = { ...acmeOn(today), scheduledCount: 0, time: '12:00' };

const NUMBER = cardNumber('4111', 16);
const CVV = '987';
const ACCOUNT = '000123456789';
const PASSWORD = 'hunter-22';
const USERNAME = 'maria.bank.login';
const secrets = [NUMBER, CVV, ACCOUNT, PASSWORD, USERNAME];

/** a call that is out and stays out */
const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const actors = {
  loadPaymentInfo: fromPromise<PaymentInfo, void>(async () => info),
  loadPaymentStores: fromPromise<PaymentStore[], void>(async () => []),
  loadInstitutions: fromPromise<BankInstitution[], void>(async () => [{ id: 'ins_lakeshore', name: 'Lakeshore Community Bank' }]),
  submitPayment: pending<PaymentResponse, { request: PaymentRequestBody; idempotencyKey: string }>(),
  connectBank: pending<BankLinkConnectResponse, LinkForm>(),
  enrollAutoPay: pending<{ enrolled: boolean }, { methodId: string; cvv: string | null }>(),
  updatePaperless: pending<{ enrolled: boolean }, { enrolled: boolean }>(),
};

async function started() {
  const actor = createActor(oneTimePaymentMachine.provide({ actors }), { input: { mode: 'otp', keyPrefix: 'k' } });
  actor.start();
  await flush();
  return actor;
}
const card = { number: NUMBER, nameOnCard: 'Maria Delgado', expiry: expiryYearsAfter(today, 3), zip: '30301', cvv: CVV, save: false };
const bank = { routingNumber: '011000015', accountNumber: ACCOUNT, accountType: 'CHECKING' as const, nameOnAccount: 'Acme Plumbing', save: false };

describe('the new card and bank account typed on the method step', () => {
  it('come back as they were typed when the user chooses them again after another choice', async () => {
    const actor = await started();
    actor.send({ type: 'next' });
    actor.send({ type: 'method.card', card });
    actor.send({ type: 'method.bank', bank });
    actor.send({ type: 'method.saved', id: 'pm_1' });
    actor.send({ type: 'method.card' });
    expect(actor.getSnapshot().context.draft.method).toEqual({ kind: 'card', card });
    actor.send({ type: 'method.bank' });
    expect(actor.getSnapshot().context.draft.method).toEqual({ kind: 'bank', bank });
  });

  it('start empty when nothing was typed', async () => {
    const actor = await started();
    actor.send({ type: 'next' });
    actor.send({ type: 'method.card' });
    expect(actor.getSnapshot().context.draft.method).toEqual({ kind: 'card', card: { number: '', nameOnCard: '', expiry: '', zip: '', cvv: '', save: false } });
  });
});

describe('what a persisted payment keeps (flows survive the session)', () => {
  it('keeps no card number, CVV, bank account number or bank sign-in, and keeps the rest', async () => {
    const actor = await started();
    actor.send({ type: 'next' });
    actor.send({ type: 'method.card', card });
    const withCard = JSON.stringify(redactPaymentSnapshot(actor.getPersistedSnapshot() as never));
    actor.send({ type: 'method.bank', bank });
    const withBank = JSON.stringify(redactPaymentSnapshot(actor.getPersistedSnapshot() as never));
    actor.send({ type: 'method.saved', id: 'pm_1' });
    actor.send({ type: 'cvv.set', cvv: CVV });
    const withSaved = JSON.stringify(redactPaymentSnapshot(actor.getPersistedSnapshot() as never));
    actor.send({ type: 'method.linkBank' });
    await flush();
    actor.send({ type: 'link.set', form: { institutionId: 'ins_lakeshore', username: USERNAME, password: PASSWORD } });
    const linking = actor.getPersistedSnapshot();
    // what is checked would fail without the redaction
    expect(JSON.stringify(linking)).toContain(PASSWORD);
    const withLink = JSON.stringify(redactPaymentSnapshot(linking as never));
    for (const kept of [withCard, withBank, withSaved, withLink]) for (const secret of secrets) expect(kept).not.toContain(secret);
    const restored = JSON.parse(withCard) as {
      value: unknown;
      context: { draft: { amountText: string; method: { card: { nameOnCard: string } } }; keyPrefix: string };
    };
    expect(restored.value).toBe('method');
    expect(restored.context.draft.amountText).toBe((info.billing.amountDue / 100).toFixed(2));
    expect(restored.context.draft.method.card.nameOnCard).toBe('Maria Delgado');
    expect(restored.context.keyPrefix).toBe('k');
  });

  it('keeps nothing while a call is out (its input carries the card): the last kept snapshot stands', async () => {
    const actor = await started();
    actor.send({ type: 'next' });
    actor.send({ type: 'method.card', card });
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(JSON.stringify(actor.getPersistedSnapshot())).toContain(NUMBER);
    expect(redactPaymentSnapshot(actor.getPersistedSnapshot() as never)).toBeNull();
  });

  it('restores at the same step with what was typed, the card number to type again', async () => {
    const actor = await started();
    actor.send({ type: 'amount.set', text: '25.00' });
    actor.send({ type: 'next' });
    actor.send({ type: 'method.card', card });
    const kept = JSON.parse(JSON.stringify(redactPaymentSnapshot(actor.getPersistedSnapshot() as never))) as Snapshot<unknown>;
    const resumed = createActor(oneTimePaymentMachine.provide({ actors }), { snapshot: kept, input: { mode: 'otp', keyPrefix: 'other' } });
    resumed.start();
    const { value, context } = resumed.getSnapshot();
    expect(value).toBe('method');
    expect(context.draft.amountText).toBe('25.00');
    expect(context.draft.method).toEqual({ kind: 'card', card: { ...card, number: '', cvv: '' } });
    resumed.send({ type: 'next' });
    expect(resumed.getSnapshot().value).toBe('method'); // refused: the number must be typed again
    expect(resumed.getSnapshot().context.refusals).toBe(1);
  });

  it('the page keeps its payment redacted the same way', async () => {
    const actor = createActor(payBillMachine.provide({ actors: { oneTimePayment: oneTimePaymentMachine.provide({ actors }) } }), {
      input: { mode: 'otp', keyPrefix: 'k' },
    });
    actor.start();
    await flush();
    actor.getSnapshot().children.payment!.send({ type: 'next' });
    actor.getSnapshot().children.payment!.send({ type: 'method.card', card });
    const raw = actor.getPersistedSnapshot();
    expect(JSON.stringify(raw)).toContain(NUMBER);
    const kept = JSON.stringify(redactPayBill(raw as never));
    for (const secret of secrets) expect(kept).not.toContain(secret);
    const resumed = createActor(payBillMachine.provide({ actors: { oneTimePayment: oneTimePaymentMachine.provide({ actors }) } }), {
      snapshot: JSON.parse(kept) as Snapshot<unknown>,
      input: { mode: 'otp', keyPrefix: 'other' },
    });
    resumed.start();
    expect(resumed.getSnapshot().children.payment!.getSnapshot().value).toBe('method');
  });

  it('the page keeps nothing once its payment has ended (coming back starts a new one)', async () => {
    const actor = createActor(payBillMachine.provide({ actors: { oneTimePayment: oneTimePaymentMachine.provide({ actors }) } }), {
      input: { mode: 'otp', keyPrefix: 'k' },
    });
    actor.start();
    await flush();
    expect(redactPayBill(actor.getPersistedSnapshot() as never)).not.toBe(false);
    actor.getSnapshot().children.payment!.send({ type: 'cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(redactPayBill(actor.getPersistedSnapshot() as never)).toBe(false);
  });

  it('redacts only what is secret in a context', () => {
    const context = {
      draft: { balance: 'core' as const, amountText: '1.00', dateText: '', method: { kind: 'saved' as const, id: 'pm_1', cvv: CVV } },
      typed: { card, bank },
    };
    const redacted = redactPaymentContext(context as never);
    expect(redacted.draft.method).toEqual({ kind: 'saved', id: 'pm_1', cvv: '' });
    expect(redacted.typed).toEqual({ card: { ...card, number: '', cvv: '' }, bank: { ...bank, accountNumber: '' } });
  });
});
