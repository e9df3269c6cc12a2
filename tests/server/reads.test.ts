import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Billing, Payment, PaymentMethod, StatementComparison, StatementSummary, Transaction } from '../../src/domain/billing';
import { Equipment, RebootResult } from '../../src/domain/equipment';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn } from '../support/client';
import { freezeAt } from '../support/payments';

const BILLING_READS = `{
  billing { amountDue pastDueAmount pendingPaymentAmount dueDate currentBalance creditBalance accountStatus delinquencyTier softDisconnected billingSuppressed
    restrictions { type cardsAccepted bankAccepted onlineAccepted } discountEligible paperless
    autoPay { enrolled methodId debitDay services discountCents } limits { today time minAmount maxAmount lastFutureDate cutoffTime maxScheduled } }
  paymentMethods { id type brand last4 expiry nameOnCard zip bankAccountType nickname prepaid expired expiringSoon restricted usedForAutoPay }
  scheduledPayments { id confirmationNumber amount paymentDate methodType brand last4 channel status createdAt }
  payments { id confirmationNumber amount paymentDate methodType brand last4 channel status createdAt }
  transactions { id date kind description channel amount service }
  statements { id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue }
}`;
const STATEMENT = `query($id: ID!) { statement(id: $id) {
  statement { id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue previousBalance paymentsReceived currentCharges lineItems { id section description amount } }
  previous { id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue previousBalance paymentsReceived currentCharges lineItems { id section description amount } } } }`;
const EQUIPMENT =
  '{ equipment { id equipmentType manufacturer model nickname nicknameEditable nicknameRefusal ownership serialNumber firmwareVersion linesOfBusiness supportedFeatures connectionState } }';

const BillingReads = z.object({
  billing: Billing,
  paymentMethods: z.array(PaymentMethod),
  scheduledPayments: z.array(Payment),
  payments: z.array(Payment),
  transactions: z.array(Transaction),
  statements: z.array(StatementSummary),
});

const backend = backendPerFile({ resetEachTest: false });
beforeAll(async () => {
  await freezeAt(backend.url, '12:00'); // on the day the server moved the seed to when it started
});

async function billingReads(username: string) {
  const client = await signedIn(backend.url, username);
  const reply = await client.gql(BILLING_READS);
  expect(reply.body.errors).toBeUndefined();
  return { client, data: BillingReads.parse(reply.body.data) };
}

describe('billing reads, in their zod-checked shapes, tell each demo account’s story', () => {
  it('owner@acme: good standing, balance due, Auto Pay and paperless off', async () => {
    const { client, data } = await billingReads('owner@acme.example');
    expect(data.billing.amountDue).toBeGreaterThan(0);
    expect(data.billing.pastDueAmount).toBe(0);
    expect(data.billing.dueDate >= data.billing.limits.today).toBe(true);
    expect(data.billing.autoPay.enrolled).toBe(false);
    expect(data.billing.paperless).toBe(false);
    expect(data.statements.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.paymentMethods.map((m) => m.brand))).toEqual(new Set(['VISA', 'MASTERCARD', 'AMEX', null]));
    expect(data.paymentMethods.some((m) => m.expired)).toBe(true);
    expect(data.paymentMethods.some((m) => m.expiringSoon)).toBe(true);
    expect(data.paymentMethods.some((m) => m.prepaid)).toBe(true);
    const channels = new Set(data.payments.map((p) => p.channel));
    expect(channels.size).toBeGreaterThan(2);
    // a statement with the one before it, for comparison
    const latest = data.statements[0]!;
    const detail = StatementComparison.parse((await client.gql(STATEMENT, { id: latest.id })).body.data.statement);
    expect(detail.statement.id).toBe(latest.id);
    expect(detail.previous?.id).toBe(data.statements[1]!.id);
    expect(detail.statement.lineItems.reduce((sum, item) => sum + item.amount, 0)).toBe(detail.statement.currentCharges);
  });

  it('autopay@brightline: enrolled with a saved card, paperless, one scheduled payment', async () => {
    const { data } = await billingReads('autopay@brightline.example');
    expect(data.billing.autoPay.enrolled).toBe(true);
    expect(data.billing.autoPay.discountCents).toBe(500);
    const backing = data.paymentMethods.find((m) => m.id === data.billing.autoPay.methodId);
    expect(backing?.usedForAutoPay).toBe(true);
    expect(backing?.type).toBe('CARD');
    expect(data.billing.paperless).toBe(true);
    expect(data.scheduledPayments).toHaveLength(1);
    expect(data.scheduledPayments[0]!.paymentDate > data.billing.limits.today).toBe(true);
  });

  it('pastdue@cornercafe: past due, core30, with a delinquency schedule', async () => {
    const { client, data } = await billingReads('pastdue@cornercafe.example');
    expect(data.billing.pastDueAmount).toBeGreaterThan(0);
    expect(data.billing.delinquencyTier).toBe('core30');
    const schedule = await client.request('GET', '/api/pub/account/v1/get-delinquency-schedule');
    expect(schedule.body.softDisconnectDate > data.billing.limits.today).toBe(true);
    expect(schedule.body.statements.some((s: { delinquencyDays: number }) => s.delinquencyDays >= 30)).toBe(true);
    const account = await client.gql('{ account { isDelinquent fdpAllowed } }');
    expect(account.body.data.account).toEqual({ isDelinquent: true, fdpAllowed: false });
  });

  it('disconnected@harbor: soft-disconnected and past due', async () => {
    const { data } = await billingReads('disconnected@harbor.example');
    expect(data.billing.softDisconnected).toBe(true);
    expect(data.billing.pastDueAmount).toBeGreaterThan(0);
  });

  it('restricted@northwind: cards not accepted, its card marked restricted', async () => {
    const { data } = await billingReads('restricted@northwind.example');
    expect(data.billing.restrictions).toMatchObject({ type: 'NO_CARDS', cardsAccepted: false, bankAccepted: true });
    expect(data.paymentMethods.filter((m) => m.type === 'CARD').every((m) => m.restricted)).toBe(true);
    expect(data.paymentMethods.filter((m) => m.type === 'BANK').every((m) => !m.restricted)).toBe(true);
  });

  it('cashonly@southside: no online payments', async () => {
    const { data } = await billingReads('cashonly@southside.example');
    expect(data.billing.restrictions.onlineAccepted).toBe(false);
  });

  it('moved@enterprise: billing suppressed', async () => {
    const { data } = await billingReads('moved@enterprise.example');
    expect(data.billing.billingSuppressed).toBe(true);
  });

  it('expiring@summit: an expiring-soon card and an expired one', async () => {
    const { data } = await billingReads('expiring@summit.example');
    expect(data.paymentMethods.filter((m) => m.expiringSoon)).toHaveLength(1);
    expect(data.paymentMethods.filter((m) => m.expired)).toHaveLength(1);
  });

  it('mobile@fleet: mobile lines, devices and a mobile balance', async () => {
    const { client } = await billingReads('mobile@fleet.example');
    const reply = await client.gql(
      '{ mobileLines { lineId lineNumber status deviceId } devices { deviceId deviceType financed financing { percentPaid } } mobileBalance { totalBalance dueDate } services { serviceKey } }',
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.mobileLines.length).toBeGreaterThanOrEqual(3);
    expect(reply.body.data.devices.some((d: { financed: boolean }) => d.financed)).toBe(true);
    expect(reply.body.data.mobileBalance.totalBalance).toBeGreaterThan(0);
    expect(reply.body.data.services.map((s: { serviceKey: string }) => s.serviceKey)).toContain('MOBILE');
  });
});

describe('account, identity and equipment', () => {
  it('answers the account, identity and equipment queries', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const reply = await client.gql(
      `{ identity { username role accountNumber } account { companyName accountNumber totalAmountDue dueDate isDelinquent billToAddress { city zip } serviceAddress { city } paymentRestrictions { type } billingPreferences { billDelivery } debitDayInfo { ranges { start end } } } services { serviceKey name } }`,
    );
    expect(reply.body.errors).toBeUndefined();
    const { identity, account, services } = reply.body.data;
    expect(identity.accountNumber).toBe(account.accountNumber);
    expect(account.billingPreferences.billDelivery).toBe('PAPER');
    expect(account.debitDayInfo.ranges).toHaveLength(2);
    expect(services.map((s: { serviceKey: string }) => s.serviceKey).sort()).toEqual(['INTERNET', 'VIDEO', 'VOICE']);
    const equipment = z.array(Equipment).parse((await client.gql(EQUIPMENT)).body.data.equipment);
    expect(equipment.every((e) => e.connectionState === 'ONLINE')).toBe(true);
  });

  it('a reboot takes the device offline and the server clock brings it back', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const equipment = z.array(Equipment).parse((await client.gql(EQUIPMENT)).body.data.equipment);
    const router = equipment.find((e) => e.supportedFeatures.includes('REBOOT') && e.equipmentType === 'ROUTER')!;
    const reboot = await client.gql(
      'mutation($input: RebootEquipmentInput!) { rebootEquipment(input: $input) { isPollingSupported pollingGuidelines { featureToUseForPolling startDelaySeconds intervalSeconds durationSeconds } } }',
      { input: { equipmentId: router.id } },
    );
    expect(RebootResult.parse(reboot.body.data.rebootEquipment).isPollingSupported).toBe(true);
    const state = async () =>
      (await client.gql('query($id: ID) { connectionState(equipmentId: $id) { state } }', { id: router.id })).body.data.connectionState[0].state;
    expect(await state()).toBe('OFFLINE');
    await control.clock(backend.url, { advanceSeconds: 89 });
    expect(await state()).toBe('OFFLINE');
    await control.clock(backend.url, { advanceSeconds: 1 });
    expect(await state()).toBe('ONLINE');
  });

  it('does not show another account’s records', async () => {
    const acme = await signedIn(backend.url, 'owner@acme.example');
    const bright = await signedIn(backend.url, 'autopay@brightline.example');
    const brightMethods = (await bright.gql('{ paymentMethods { id } }')).body.data.paymentMethods.map((m: { id: string }) => m.id);
    const acmeMethods = (await acme.gql('{ paymentMethods { id } }')).body.data.paymentMethods.map((m: { id: string }) => m.id);
    expect(brightMethods.filter((id: string) => acmeMethods.includes(id))).toEqual([]);
    const foreign = await acme.gql('mutation($input: DeletePaymentMethodInput!) { deletePaymentMethod(input: $input) { id } }', {
      input: { id: brightMethods[0] },
    });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('REST routes of the call catalogue', () => {
  it('answer from seeded data', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const profile = (await client.request('GET', '/api/pub/sbnetloginedge/v1/sbnet/session')).body;
    const accounts = await client.request('GET', '/api/pub/account/v1/accounts');
    expect(accounts.body.accounts[0].accountNumber).toBe(profile.accountNumber);
    expect((await client.request('GET', '/api/pub/account/v1/services')).body.services.length).toBe(3);
    // nothing past due: no soft-disconnect date to look up (spec billing §4; tests/server/delinquency.test.ts)
    expect((await client.request('GET', '/api/pub/account/v1/get-delinquency-schedule')).status).toBe(409);
    expect((await client.request('GET', '/api/pub/identity/v3/identity/cpni/compliance')).status).toBe(200);
    const member = await client.request('GET', `/api/pub/sbnetmemberedge/v2/cboam/member/${profile.guid}?fl=VOICE`);
    expect(member.body.memberServices.map((s: { serviceKey: string }) => s.serviceKey)).toEqual(['VOICE']);
    expect((await client.request('GET', '/api/pub/sbnetmemberedge/v2/cboam/member/someone-else')).status).toBe(403);
    const appointments = (await client.request('GET', '/api/pub/sbnetserviceapptedge/v1/appointments')).body.appointments;
    expect(appointments.length).toBeGreaterThan(0);
    const calendar = await client.request('GET', `/api/pub/sbnetserviceapptedge/v1/appointments/calendar/${appointments[0].orderId}/${appointments[0].jobId}`);
    expect(calendar.body.slots.length).toBe(20);
    const lines = (await client.request('GET', '/api/pub/phoneedge/v1/assignment/account')).body.assignments;
    expect(lines.length).toBeGreaterThan(0);
    const store = await control.store(backend.url);
    const acmeId = store.users.find((u: { username: string }) => u.username === 'owner@acme.example').accountId;
    // the seed leaves two unread voicemails on Acme's first line (scripts/seed/accounts/acme.ts)
    const unread = await client.request('GET', `/api/pub/vox-con/voicemail/tn/${lines[0].lineNumber}/unread-count`);
    expect(unread.body.unreadCount).toBe(2);
    const voicemail = store.voiceMessages.find((m: { accountId: string; kind: string }) => m.accountId === acmeId && m.kind === 'voicemail');
    const audio = await client.request('GET', `/api/pub/phoneedge/v2/phone/voicemail/${voicemail.id}`);
    expect(audio.headers.get('content-type')).toMatch(/audio\/wav/);
    expect(audio.text.startsWith('RIFF')).toBe(true);
    // and a fax on its second line, served as a PDF
    const fax = store.voiceMessages.find((m: { accountId: string; kind: string }) => m.accountId === acmeId && m.kind === 'fax');
    const pdf = await client.request('GET', `/api/pub/phoneedge/v2/phone/fax/${fax.id}`);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const vas = (await client.request('GET', '/api/pub/valueaddedservices/v1/services')).body.services;
    expect(vas.length).toBeGreaterThan(0);
    expect(vas[0]).not.toHaveProperty('provisionedFor');
    expect((await client.request('GET', '/api/pub/entitlement/v1/services')).body.entitlements.length).toBe(3);
    expect((await client.request('GET', `/api/pub/partner-location/v1/zipcode/${profile.zip}`)).body.inFootprint).toBe(true);
  });
});
