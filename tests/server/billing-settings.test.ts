import { describe, expect, it } from 'vitest';
import { expiresBefore, nextDraftDate } from '../../src/domain/payment-risk';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { storeOnDisk } from '../support/backend';
import { control, signedIn, type Client } from '../support/client';
import { addDays, businessInstant, freezeAt, pay } from '../support/payments';

// Scheduled payments, bill delivery and Auto Pay at risk (spec billing §2, §4, §5, §8):
// cancelScheduledPayment, updatePaperless, billDelivery and paymentRisks, their rules at the
// bounds, roles (STANDARD refused, another account's ids NOT_FOUND) and refused input that
// changes nothing.

const ACME = 'owner@acme.example'; // no scheduled payment, paperless off
const STAFF = 'staff@acme.example'; // STANDARD: no billing access
const BRIGHTLINE = 'autopay@brightline.example'; // paperless, pay_19 scheduled from its savings (pm_7), Auto Pay on its Visa pm_6
const SCHEDULED = 'pay_19';

const backend = backendPerFile();

const PAYMENT = 'id status paymentDate amount confirmationNumber methodType last4';
const cancel = (client: Client, input: unknown) =>
  client.gql(`mutation($input: CancelScheduledPaymentInput!) { cancelScheduledPayment(input: $input) { ${PAYMENT} } }`, { input });
const paperless = (client: Client, input: unknown) =>
  client.gql('mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }', { input });
const scheduledOf = async (client: Client) =>
  accepted<{ scheduledPayments: { id: string; status: string }[] }>(await client.gql(`{ scheduledPayments { ${PAYMENT} } }`)).scheduledPayments;
const risksOf = async (client: Client) =>
  accepted<{ paymentRisks: { kind: string; methodId: string; date: string; paymentId: string | null; expiry: string }[] }>(
    await client.gql('{ paymentRisks { kind methodId brand last4 expiry date paymentId amount } }'),
  ).paymentRisks;
const recordOf = async (id: string) => ((await control.store(backend.url)).payments as { id: string; status: string }[]).find((p) => p.id === id)!;
const mmyy = (isoDate: string) => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

describe('cancelScheduledPayment', () => {
  it('cancels a scheduled payment: it leaves the list, the record is CANCELLED, and cannot be cancelled twice', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    expect((await scheduledOf(client)).map((p) => p.id)).toEqual([SCHEDULED]);
    const result = accepted<{ cancelScheduledPayment: { id: string; status: string } }>(await cancel(client, { paymentId: SCHEDULED })).cancelScheduledPayment;
    expect(result).toMatchObject({ id: SCHEDULED, status: 'CANCELLED' });
    expect((await recordOf(SCHEDULED)).status).toBe('CANCELLED');
    expect(await scheduledOf(client)).toEqual([]);
    // the domain rule (scheduled.notCancellable): only a payment still SCHEDULED
    await expectGqlRefused(backend, () => cancel(client, { paymentId: SCHEDULED }), { code: 'CONFLICT' });
  });

  it('a payment that was made is not cancellable (CONFLICT), and nothing changes', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    const made = ((await control.store(backend.url)).payments as { id: string; accountId: string; status: string }[]).find(
      (p) => p.accountId === 'acct_2' && p.status === 'SUCCESS',
    )!;
    await expectGqlRefused(backend, () => cancel(client, { paymentId: made.id }), { code: 'CONFLICT' });
  });

  it("another account's payment is NOT_FOUND, an unknown id too", async () => {
    const acme = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => cancel(acme, { paymentId: SCHEDULED }), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => cancel(acme, { paymentId: 'pay_999999' }), { code: 'NOT_FOUND' });
    expect((await recordOf(SCHEDULED)).status).toBe('SCHEDULED');
  });

  it('STANDARD is refused (FORBIDDEN) before anything else', async () => {
    const staff = await signedIn(backend.url, STAFF);
    await expectGqlRefused(backend, () => cancel(staff, { paymentId: SCHEDULED }), { code: 'FORBIDDEN' });
  });

  it('bad input changes nothing: empty or missing id, extra fields, wrong types', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    for (const input of [{ paymentId: '' }, { paymentId: SCHEDULED, status: 'SCHEDULED' }]) {
      await expectGqlRefused(backend, () => cancel(client, input), { code: 'VALIDATION_FAILED' });
    }
    for (const input of [{}, { paymentId: 19 }]) {
      const before = storeOnDisk(backend.dbFile);
      const reply = await cancel(client, input);
      expect(reply.body.errors?.length, reply.text).toBeGreaterThan(0);
      expect(storeOnDisk(backend.dbFile)).toBe(before);
    }
    expect((await recordOf(SCHEDULED)).status).toBe('SCHEDULED');
  });

  it('an armed fault (spec billing §8 "Scheduled payment cancel fails") changes nothing', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    await control.fault(backend.url, { operation: 'cancelScheduledPayment', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    await expectGqlRefused(backend, () => cancel(client, { paymentId: SCHEDULED }), { code: 'SERVICE_UNAVAILABLE' });
  });

  it('at the limit of two future-dated payments, cancelling one makes room for another at once', async () => {
    const today = await freezeAt(backend.url, '10:00');
    const client = await signedIn(backend.url, BRIGHTLINE);
    // Brightline already has one; one more reaches the limit (its savings account pays)
    const on = (date: string) => pay(client, { amount: 1000, paymentDate: date, method: { savedMethodId: 'pm_7' } });
    expect((await on(addDays(today, 5))).status).toBe(201);
    expect((await on(addDays(today, 6))).status).toBe(422);
    accepted(await cancel(client, { paymentId: SCHEDULED }));
    expect((await on(addDays(today, 6))).status).toBe(201);
  });
});

describe('updatePaperless and billDelivery', () => {
  const delivery = async (client: Client) =>
    accepted<{ billDelivery: { paperless: boolean; email: string | null } }>(await client.gql('{ billDelivery { paperless email } }')).billDelivery;
  const flag = async (accountId: string) =>
    ((await control.store(backend.url)).accounts as { id: string; paperless: boolean }[]).find((a) => a.id === accountId)!.paperless;

  it('shows paper or paperless and the e-mail the bill goes to (the primary contact)', async () => {
    expect(await delivery(await signedIn(backend.url, BRIGHTLINE))).toEqual({ paperless: true, email: 'autopay@brightline.example' });
    expect(await delivery(await signedIn(backend.url, ACME))).toEqual({ paperless: false, email: 'owner@acme.example' });
  });

  it('switches either way; the flag is stored, the billing and account reads follow', async () => {
    const client = await signedIn(backend.url, ACME);
    expect(accepted<{ updatePaperless: { enrolled: boolean } }>(await paperless(client, { enrolled: true })).updatePaperless).toEqual({ enrolled: true });
    expect(await flag('acct_1')).toBe(true);
    const reads = accepted<{ billing: { paperless: boolean }; account: { billingPreferences: { billDelivery: string } } }>(
      await client.gql('{ billing { paperless } account { billingPreferences { billDelivery } } }'),
    );
    expect(reads).toEqual({ billing: { paperless: true }, account: { billingPreferences: { billDelivery: 'PAPERLESS' } } });
    accepted(await paperless(client, { enrolled: false }));
    expect(await flag('acct_1')).toBe(false);
  });

  it('STANDARD is refused for the read and the write', async () => {
    const staff = await signedIn(backend.url, STAFF);
    await expectGqlRefused(backend, () => paperless(staff, { enrolled: true }), { code: 'FORBIDDEN' });
    await expectGqlRefused(backend, () => staff.gql('{ billDelivery { paperless email } }'), { code: 'FORBIDDEN' });
    expect(await flag('acct_1')).toBe(false);
  });

  it('bad input changes nothing', async () => {
    const client = await signedIn(backend.url, ACME);
    for (const input of [{}, { enrolled: 'yes' }, { enrolled: null }, { enrolled: true, accountId: 'acct_2' }]) {
      const before = storeOnDisk(backend.dbFile);
      const reply = await paperless(client, input);
      expect(reply.body.errors?.length, reply.text).toBeGreaterThan(0);
      expect(storeOnDisk(backend.dbFile)).toBe(before);
    }
    expect(await flag('acct_1')).toBe(false);
    expect(await flag('acct_2')).toBe(true);
  });

  it('an armed fault (spec billing §8 "Paperless enrollment fails") changes nothing', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    await control.fault(backend.url, { operation: 'updatePaperless', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    await expectGqlRefused(backend, () => paperless(client, { enrolled: false }), { code: 'SERVICE_UNAVAILABLE' });
    expect(await flag('acct_2')).toBe(true);
  });
});

describe('paymentRisks: a card that expires before the payment it backs', () => {
  /** The 15th of the server's month at noon: the bounds below are whole months from there, on any day the suite runs. */
  async function onThe15th(patch: Record<string, unknown>) {
    const { today } = await control.serverClock(backend.url);
    const day = `${today.slice(0, 8)}15`;
    await control.reset(backend.url, patch, { now: businessInstant(day, '12:00') });
    return { day, client: await signedIn(backend.url, BRIGHTLINE) };
  }
  const nextMonth = (day: string) => addDays(`${day.slice(0, 8)}28`, 7); // some day of the next month

  it('domain bounds: the last valid day itself is covered, the day after is not', () => {
    expect(expiresBefore('0227', '2027-02-28')).toBe(false);
    expect(expiresBefore('0227', '2027-03-01')).toBe(true);
    expect(expiresBefore('0228', '2028-02-29')).toBe(false);
    expect(nextDraftDate('2027-02-10', 10)).toBe('2027-02-10');
    expect(nextDraftDate('2027-02-11', 10)).toBe('2027-03-10');
    expect(nextDraftDate('2027-02-01', 31)).toBe('2027-02-28');
    expect(nextDraftDate('2027-12-20', 3)).toBe('2028-01-03');
  });

  it('Auto Pay: a card expiring this month is at risk for a draft next month, not for one this month', async () => {
    const { day } = await onThe15th({});
    let client: Client;
    const thisMonth = mmyy(day);
    // debit day 14: the next draft is next month's 14th, after this month's last day
    ({ client } = await onThe15th({ accounts: [{ id: 'acct_2', autoPay: { debitDay: 14 } }], paymentMethods: [{ id: 'pm_6', expiry: thisMonth }] }));
    expect(await risksOf(client)).toEqual([
      {
        kind: 'AUTO_PAY',
        methodId: 'pm_6',
        brand: 'VISA',
        last4: '1881',
        expiry: thisMonth,
        date: `${nextMonth(day).slice(0, 8)}14`,
        paymentId: null,
        amount: null,
      },
    ]);
    // debit day 16: the next draft is this month's 16th, which the card covers
    ({ client } = await onThe15th({ accounts: [{ id: 'acct_2', autoPay: { debitDay: 16 } }], paymentMethods: [{ id: 'pm_6', expiry: thisMonth }] }));
    expect(await risksOf(client)).toEqual([]);
    // a card that expires next month covers next month's 14th
    ({ client } = await onThe15th({ accounts: [{ id: 'acct_2', autoPay: { debitDay: 14 } }], paymentMethods: [{ id: 'pm_6', expiry: mmyy(nextMonth(day)) }] }));
    expect(await risksOf(client)).toEqual([]);
  });

  it("a scheduled payment on the card's last valid day is covered; on the day after, at risk", async () => {
    const { day } = await onThe15th({});
    const thisMonth = mmyy(day);
    const lastDay = addDays(`${nextMonth(day).slice(0, 8)}01`, -1);
    const onCard = (paymentDate: string) => ({
      paymentMethods: [{ id: 'pm_6', expiry: thisMonth }],
      // Auto Pay drafts this month (covered): only the scheduled payment can be at risk
      accounts: [{ id: 'acct_2', autoPay: { debitDay: 16 } }],
      payments: [{ id: SCHEDULED, methodId: 'pm_6', methodType: 'CARD', brand: 'VISA', last4: '1881', paymentDate }],
    });
    let { client } = await onThe15th(onCard(lastDay));
    expect(await risksOf(client)).toEqual([]);
    ({ client } = await onThe15th(onCard(addDays(lastDay, 1))));
    expect(await risksOf(client)).toMatchObject([{ kind: 'SCHEDULED', methodId: 'pm_6', paymentId: SCHEDULED, date: addDays(lastDay, 1), amount: 15000 }]);
    // a cancelled payment is no longer at risk
    accepted(await cancel(client, { paymentId: SCHEDULED }));
    expect(await risksOf(client)).toEqual([]);
  });

  it("risks are the caller's own account's; STANDARD is refused", async () => {
    const { day } = await onThe15th({});
    await onThe15th({ accounts: [{ id: 'acct_2', autoPay: { debitDay: 14 } }], paymentMethods: [{ id: 'pm_6', expiry: mmyy(day) }] });
    expect(await risksOf(await signedIn(backend.url, ACME))).toEqual([]);
    expect(await risksOf(await signedIn(backend.url, BRIGHTLINE))).toHaveLength(1);
    const staff = await signedIn(backend.url, STAFF);
    await expectGqlRefused(backend, () => staff.gql('{ paymentRisks { kind } }'), { code: 'FORBIDDEN' });
  });
});
