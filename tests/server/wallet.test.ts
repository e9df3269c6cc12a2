import { describe, expect, it } from 'vitest';
import { CARD_EXPIRY_MAX_YEARS } from '../../src/domain/card';
import { nextDraftDate } from '../../src/domain/payment-risk';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { storeOnDisk } from '../support/backend';
import { control, signedIn, type Client } from '../support/client';
import { testCards } from '../support/cards';
import { addDays, businessInstant } from '../support/payments';

/** A CVV in the log as a value of its own: the log's port and timings are numbers too (port 39879 holds '987'). */
const asValue = (digits: string) => new RegExp(`(?<![\\d.:])${digits}(?![\\d.])`);

// The wallet's writes (spec billing §2, §4, §5 "Edit card", §8): savePaymentMethod,
// updatePaymentMethod and deletePaymentMethod, each rule at its bounds, the roles (STANDARD
// refused, another account's ids NOT_FOUND), refusals that change nothing, and no card number or
// CVV kept or logged after adding and editing. The rules are src/domain/wallet.ts and card.ts.

const ACME = 'owner@acme.example'; // pm_1 Visa, pm_2 Mastercard expiring soon, pm_3 Amex expired, pm_4 prepaid Visa, pm_5 checking
const STAFF = 'staff@acme.example';
const BRIGHTLINE = 'autopay@brightline.example'; // Auto Pay on its Visa pm_6; pay_19 scheduled from pm_7

const backend = backendPerFile();

const FIELDS = 'id type brand last4 expiry zip prepaid expired expiringSoon restricted usedForAutoPay';
const save = (client: Client, input: unknown) =>
  client.gql(`mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { ${FIELDS} } }`, { input });
const update = (client: Client, input: unknown) =>
  client.gql(`mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${FIELDS} } }`, { input });
const remove = (client: Client, id: string) =>
  client.gql('mutation($input: DeletePaymentMethodInput!) { deletePaymentMethod(input: $input) { id deleted } }', { input: { id } });
const wallet = async (client: Client) =>
  accepted<{ paymentMethods: { id: string; scheduledThrough: string | null; usedForAutoPay: boolean }[] }>(
    await client.gql(`{ paymentMethods { ${FIELDS} scheduledThrough } }`),
  ).paymentMethods;
const mmyy = (isoDate: string) => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;
const monthsAfter = (isoDate: string, months: number) => {
  const d = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};
const today = async () => (await control.store(backend.url)).meta.anchorDate as string;
const card = (expiry: string, extra: Record<string, string> = {}) => ({
  number: testCards.visa(),
  nameOnCard: 'Pat Owner',
  expiry,
  zip: '30301',
  cvv: '123',
  ...extra,
});

describe('savePaymentMethod (the wallet: any use, no Auto Pay services)', () => {
  it('saves a card and a bank account: only token, brand, last four, expiry, name and ZIP are kept', async () => {
    const client = await signedIn(backend.url, ACME);
    const day = await today();
    const number = testCards.mastercard();
    const saved = accepted<{ savePaymentMethod: { id: string; brand: string; last4: string } }>(
      await save(client, { card: card(mmyy(monthsAfter(day, 24)), { number, cvv: '987' }) }),
    ).savePaymentMethod;
    expect(saved).toMatchObject({ brand: 'MASTERCARD', last4: number.slice(-4) });
    const bank = accepted<{ savePaymentMethod: { type: string; last4: string } }>(
      await save(client, { bank: { routingNumber: '011000015', accountNumber: '000123456789', accountType: 'SAVINGS', nameOnAccount: 'Pat Owner' } }),
    ).savePaymentMethod;
    expect(bank).toMatchObject({ type: 'BANK', last4: '6789' });
    const store = storeOnDisk(backend.dbFile);
    const logs = backend.output();
    for (const secret of [number, '000123456789']) {
      expect(store).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(asValue('987'));
    expect(store).not.toMatch(/"(cvv|number|routingNumber)"\s*:/);
  });

  it('a prepaid card may be saved to the wallet (it is only refused for Auto Pay, spec billing §5)', async () => {
    const client = await signedIn(backend.url, ACME);
    const saved = accepted<{ savePaymentMethod: { prepaid: boolean } }>(
      await save(client, { card: card(mmyy(monthsAfter(await today(), 24)), { number: testCards.prepaidVisa() }) }),
    ).savePaymentMethod;
    expect(saved.prepaid).toBe(true);
  });

  it('the card rules at their bounds: expiry this month and 20 years out accepted; last month, 20 years and a month refused; Luhn, CVV per brand, ZIP 5', async () => {
    const client = await signedIn(backend.url, ACME);
    const day = await today();
    accepted(await save(client, { card: card(mmyy(day)) }));
    accepted(await save(client, { card: card(mmyy(monthsAfter(day, CARD_EXPIRY_MAX_YEARS * 12))) }));
    await expectGqlRefused(backend, () => save(client, { card: card(mmyy(monthsAfter(day, -1))) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.expiry': 'expiry.past' },
    });
    await expectGqlRefused(backend, () => save(client, { card: card(mmyy(monthsAfter(day, CARD_EXPIRY_MAX_YEARS * 12 + 1))) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.expiry': 'expiry.tooFar' },
    });
    const good = mmyy(monthsAfter(day, 24));
    await expectGqlRefused(backend, () => save(client, { card: card(good, { number: '4111111111111112' }) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.number': 'number.invalid' },
    });
    await expectGqlRefused(backend, () => save(client, { card: card(good, { number: testCards.amex(), cvv: '123' }) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.cvv': 'cvv.amex' },
    });
    await expectGqlRefused(backend, () => save(client, { card: card(good, { cvv: '1234' }) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.cvv': 'cvv.other' },
    });
    await expectGqlRefused(backend, () => save(client, { card: card(good, { zip: '3030' }) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.zip': 'zip.format' },
    });
    await expectGqlRefused(backend, () => save(client, { card: card(good, { zip: '303011' }) }), {
      code: 'VALIDATION_FAILED',
      messages: { 'card.zip': 'zip.format' },
    });
  });

  it('"card cannot be verified or added" (spec billing §8) is an armed fault: nothing is saved', async () => {
    const client = await signedIn(backend.url, ACME);
    const expiry = mmyy(monthsAfter(await today(), 24));
    await control.fault(backend.url, { operation: 'savePaymentMethod', errorCode: 'PAYMENT_DECLINED', times: 1 });
    await expectGqlRefused(backend, () => save(client, { card: card(expiry) }), { code: 'PAYMENT_DECLINED' });
  });

  it('STANDARD is refused; a card on an account that takes none is RESTRICTED', async () => {
    const staff = await signedIn(backend.url, STAFF);
    const expiry = mmyy(monthsAfter(await today(), 24));
    await expectGqlRefused(backend, () => save(staff, { card: card(expiry) }), { code: 'FORBIDDEN' });
    const northwind = await signedIn(backend.url, 'restricted@northwind.example');
    await expectGqlRefused(backend, () => save(northwind, { card: card(expiry) }), { code: 'RESTRICTED' });
  });
});

describe('updatePaymentMethod (spec billing §5 "Edit card")', () => {
  it('changes the expiry and ZIP; the CVV is optional, checked per brand and never kept', async () => {
    const client = await signedIn(backend.url, ACME);
    const expiry = mmyy(monthsAfter(await today(), 30));
    const updated = accepted<{ updatePaymentMethod: { expiry: string; zip: string; expiringSoon: boolean } }>(
      await update(client, { id: 'pm_2', expiry, zip: '30302', cvv: '864' }),
    ).updatePaymentMethod;
    expect(updated).toMatchObject({ expiry, zip: '30302', expiringSoon: false });
    accepted(await update(client, { id: 'pm_2', zip: '30303' }));
    const record = (await control.store(backend.url)).paymentMethods.find((m: { id: string }) => m.id === 'pm_2');
    expect(record).toMatchObject({ expiry, zip: '30303' });
    expect(storeOnDisk(backend.dbFile)).not.toContain('"864"');
    expect(backend.output()).not.toMatch(asValue('864'));
  });

  it('each rule at its bounds, and a refused edit changes nothing', async () => {
    const client = await signedIn(backend.url, ACME);
    const day = await today();
    accepted(await update(client, { id: 'pm_2', expiry: mmyy(day) }));
    accepted(await update(client, { id: 'pm_2', expiry: mmyy(monthsAfter(day, CARD_EXPIRY_MAX_YEARS * 12)) }));
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', expiry: mmyy(monthsAfter(day, -1)) }), {
      code: 'VALIDATION_FAILED',
      messages: { expiry: 'expiry.past' },
    });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', expiry: mmyy(monthsAfter(day, CARD_EXPIRY_MAX_YEARS * 12 + 1)) }), {
      code: 'VALIDATION_FAILED',
      messages: { expiry: 'expiry.tooFar' },
    });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', expiry: '1326' }), { code: 'VALIDATION_FAILED', messages: { expiry: 'expiry.format' } });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', zip: '3030' }), { code: 'VALIDATION_FAILED', messages: { zip: 'zip.format' } });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', zip: '303021' }), { code: 'VALIDATION_FAILED', messages: { zip: 'zip.format' } });
    // Mastercard: 3 digits; Amex: 4
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', cvv: '1234' }), { code: 'VALIDATION_FAILED', messages: { cvv: 'cvv.other' } });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_3', expiry: mmyy(monthsAfter(day, 12)), cvv: '123' }), {
      code: 'VALIDATION_FAILED',
      messages: { cvv: 'cvv.amex' },
    });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', cvv: '12a' }), { code: 'VALIDATION_FAILED' });
    // only a card is edited
    await expectGqlRefused(backend, () => update(client, { id: 'pm_5', zip: '30301' }), { code: 'VALIDATION_FAILED', messages: { id: 'method.notEditable' } });
    // nothing but CVV, expiry and ZIP
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', nameOnCard: 'Someone Else' }), { code: 'VALIDATION_FAILED' });
  });

  it('a card that would expire before a scheduled payment it backs is refused (expiry.beforeScheduledPayment); the month of the payment is accepted', async () => {
    const day = await today();
    const scheduledOn = addDays(day, 30);
    await control.reset(backend.url, {
      payments: [{ id: 'pay_19', methodId: 'pm_6', methodType: 'CARD', brand: 'VISA', last4: '1881', paymentDate: scheduledOn }],
    });
    const client = await signedIn(backend.url, BRIGHTLINE);
    expect((await wallet(client)).find((m) => m.id === 'pm_6')!.scheduledThrough).toBe(scheduledOn);
    await expectGqlRefused(backend, () => update(client, { id: 'pm_6', expiry: mmyy(monthsAfter(scheduledOn, -1)) }), {
      code: 'VALIDATION_FAILED',
      messages: { expiry: 'expiry.beforeScheduledPayment' },
    });
    accepted(await update(client, { id: 'pm_6', expiry: mmyy(scheduledOn) }));
  });

  it('the Auto Pay card cannot be given an expiry before the next draft it pays (expiry.beforeAutoPayDraft); the draft’s month is accepted', async () => {
    await control.reset(backend.url);
    const day = await today();
    const store = await control.store(backend.url);
    const { debitDay } = (store.accounts as { id: string; autoPay: { debitDay: number } }[]).find((a) => a.id === 'acct_2')!.autoPay;
    const draft = nextDraftDate(day, debitDay);
    const client = await signedIn(backend.url, BRIGHTLINE);
    if (draft.slice(0, 7) > day.slice(0, 7)) {
      // the draft is next month: a card ending this month would leave it to fail
      await expectGqlRefused(backend, () => update(client, { id: 'pm_6', expiry: mmyy(day) }), {
        code: 'VALIDATION_FAILED',
        messages: { expiry: 'expiry.beforeAutoPayDraft' },
      });
    }
    accepted(await update(client, { id: 'pm_6', expiry: mmyy(draft) }));
  });

  it("STANDARD is refused, another account's card is NOT_FOUND, a fault changes nothing", async () => {
    const staff = await signedIn(backend.url, STAFF);
    await expectGqlRefused(backend, () => update(staff, { id: 'pm_2', zip: '30302' }), { code: 'FORBIDDEN' });
    const acme = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => update(acme, { id: 'pm_6', zip: '30302' }), { code: 'NOT_FOUND' });
    await control.fault(backend.url, { operation: 'updatePaymentMethod', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    await expectGqlRefused(backend, () => update(acme, { id: 'pm_2', zip: '30302' }), { code: 'SERVICE_UNAVAILABLE' });
  });
});

/**
 * The 20-year bound is counted in calendar months (spec billing §5, §9). A rule counted in days
 * moves with the day of the month: on a month's last day it let a card 20 years and one month out
 * through. The server clock is set on month ends, late in the day in UTC and a minute before
 * midnight in the business time zone (where UTC has already turned the month).
 */
const MONTH_ENDS = ['2027-01-31', '2027-02-28', '2028-02-29', '2027-04-30', '2027-06-30', '2027-12-31'];
const MONTH_END_CLOCKS = [
  ...MONTH_ENDS.flatMap((day) => [
    { day, now: `${day}T21:30:00.000Z` },
    { day, now: businessInstant(day, '23:59') },
  ]),
  { day: '2028-02-29', now: '2028-02-29T16:00:00.000Z' },
];

describe.each(MONTH_END_CLOCKS)('the 20-year expiry bound with the server clock at $now', ({ day, now }) => {
  const onTheDay = async () => {
    await control.reset(backend.url, undefined, { now });
    expect(await today()).toBe(day);
    return signedIn(backend.url, ACME);
  };
  const past = mmyy(monthsAfter(day, -1));
  const twentyYears = mmyy(monthsAfter(day, CARD_EXPIRY_MAX_YEARS * 12));
  const tooFar = mmyy(monthsAfter(day, CARD_EXPIRY_MAX_YEARS * 12 + 1));

  it(`save accepts ${mmyy(day)} and ${twentyYears}, refuses ${past} and ${tooFar}`, async () => {
    const client = await onTheDay();
    accepted(await save(client, { card: card(mmyy(day)) }));
    accepted(await save(client, { card: card(twentyYears) }));
    await expectGqlRefused(backend, () => save(client, { card: card(past) }), { code: 'VALIDATION_FAILED', messages: { 'card.expiry': 'expiry.past' } });
    await expectGqlRefused(backend, () => save(client, { card: card(tooFar) }), { code: 'VALIDATION_FAILED', messages: { 'card.expiry': 'expiry.tooFar' } });
  });

  it(`edit accepts ${mmyy(day)} and ${twentyYears}, refuses ${past} and ${tooFar}`, async () => {
    const client = await onTheDay();
    accepted(await update(client, { id: 'pm_2', expiry: mmyy(day) }));
    accepted(await update(client, { id: 'pm_2', expiry: twentyYears }));
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', expiry: past }), { code: 'VALIDATION_FAILED', messages: { expiry: 'expiry.past' } });
    await expectGqlRefused(backend, () => update(client, { id: 'pm_2', expiry: tooFar }), { code: 'VALIDATION_FAILED', messages: { expiry: 'expiry.tooFar' } });
  });
});

describe('deletePaymentMethod', () => {
  it('deletes a method of the account: gone from the store and the list', async () => {
    const client = await signedIn(backend.url, ACME);
    expect(accepted<{ deletePaymentMethod: { deleted: boolean } }>(await remove(client, 'pm_3')).deletePaymentMethod.deleted).toBe(true);
    expect((await control.store(backend.url)).paymentMethods.map((m: { id: string }) => m.id)).not.toContain('pm_3');
    expect((await wallet(client)).map((m) => m.id)).not.toContain('pm_3');
  });

  it('the Auto Pay method (spec billing §4 roadblock) and a method backing a scheduled payment are CONFLICT; nothing changes', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    const methods = await wallet(client);
    expect(methods.find((m) => m.id === 'pm_6')!.usedForAutoPay).toBe(true);
    expect(methods.find((m) => m.id === 'pm_7')!.scheduledThrough).not.toBeNull();
    await expectGqlRefused(backend, () => remove(client, 'pm_6'), { code: 'CONFLICT' });
    await expectGqlRefused(backend, () => remove(client, 'pm_7'), { code: 'CONFLICT' });
  });

  it("STANDARD is refused, another account's method is NOT_FOUND, a fault changes nothing", async () => {
    const staff = await signedIn(backend.url, STAFF);
    await expectGqlRefused(backend, () => remove(staff, 'pm_3'), { code: 'FORBIDDEN' });
    const acme = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => remove(acme, 'pm_7'), { code: 'NOT_FOUND' });
    await control.fault(backend.url, { operation: 'deletePaymentMethod', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    await expectGqlRefused(backend, () => remove(acme, 'pm_3'), { code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('paymentMethods', () => {
  it('answers scheduledThrough: the latest scheduled payment a method backs, null otherwise', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    const store = await control.store(backend.url);
    const scheduled = store.payments.find((p: { id: string }) => p.id === 'pay_19').paymentDate;
    const methods = await wallet(client);
    expect(methods.find((m) => m.id === 'pm_7')!.scheduledThrough).toBe(scheduled);
    expect(methods.find((m) => m.id === 'pm_6')!.scheduledThrough).toBeNull();
  });
});
