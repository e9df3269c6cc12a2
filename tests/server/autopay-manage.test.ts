import { describe, expect, it } from 'vitest';
import { defaultDebitDay } from '../../src/domain/autopay';
import { accepted, autoPayReads, cancel, deleteMethod, enroll, expectAutoPay, expectGqlRefused, updateDate } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client, type Reply } from '../support/client';
import { storeOnDisk } from '../support/backend';

// Manage Auto Pay (spec billing §2, §4, §5): cancel, change the date, change the method (cancel
// then enroll), the Auto Pay method's delete roadblock, roles and armed faults.

const ACME = 'owner@acme.example'; // not enrolled; pm_1 Visa, pm_2 Mastercard, pm_5 checking
const BRIGHTLINE = 'autopay@brightline.example'; // enrolled: pm_6 on the default day for its due date, CORE; ranges 1–10 and 18–28; discount eligible
const FLEET = 'mobile@fleet.example'; // enrolled: pm_15 Mastercard, CORE + MOBILE; pm_16 checking

const card = (methodId: string, over: Record<string, unknown> = {}) => ({ methodId, services: ['CORE'], termsAccepted: true, cvv: '123', ...over });
/** Brightline's seeded debit day: the default for its due date, which moves with the day the seed is moved to. */
async function seededDebitDay(client: Client): Promise<number> {
  const { account } = await autoPayReads(client);
  return defaultDebitDay(account.dueDate, account.debitDayInfo.ranges);
}

const backend = backendPerFile();

describe('cancelling', () => {
  it('turns Auto Pay off: no method, day or service; the discount is what was lost', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_6', debitDay: await seededDebitDay(client), services: ['CORE'], discountCents: 500 });
    const result = accepted(await cancel(client, { reason: 'Paying by check' })).cancelAutoPay;
    expect(result).toEqual({ enrolled: false, methodId: null, debitDay: null, services: [], discountCents: 500 });
    await expectAutoPay(backend, client, { enrolled: false });
  });

  it('not enrolled is a CONFLICT', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => cancel(client), { code: 'CONFLICT', messages: { '': 'autopay.notEnrolled' } });
  });

  it("Mobile Auto Pay is required: a plain cancel of Fleet's (CORE + MOBILE) is a CONFLICT and changes nothing; replacing it is allowed", async () => {
    const client = await signedIn(backend.url, FLEET);
    await expectGqlRefused(backend, () => cancel(client), { code: 'CONFLICT', messages: { '': 'autopay.mobileRequired' } });
    await expectGqlRefused(backend, () => cancel(client, { reason: 'Paying by check', replacing: false }), {
      code: 'CONFLICT',
      messages: { '': 'autopay.mobileRequired' },
    });
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_15', services: ['CORE', 'MOBILE'] });
    await expectGqlRefused(backend, () => cancel(client, { replacing: 'yes' }), { code: 'VALIDATION_FAILED' });
    expect(accepted(await cancel(client, { replacing: true })).cancelAutoPay).toMatchObject({ enrolled: false, methodId: null, services: [] });
    await expectAutoPay(backend, client, { enrolled: false });
  });

  it('a reason longer than 200 characters is refused', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    await expectGqlRefused(backend, () => cancel(client, { reason: 'x'.repeat(201) }), { code: 'VALIDATION_FAILED', messages: { reason: 'reason.tooLong' } });
    accepted(await cancel(client, { reason: 'x'.repeat(200) }));
  });
});

describe('changing the debit day (ranges 1–10 and 18–28)', () => {
  it('each range edge is accepted, nothing else changes', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    for (const day of [1, 10, 18, 28]) {
      expect(accepted(await updateDate(client, day)).updateAutoPayDate).toEqual({
        enrolled: true,
        methodId: 'pm_6',
        debitDay: day,
        services: ['CORE'],
        discountCents: 500,
      });
      await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_6', debitDay: day, services: ['CORE'] });
    }
  });

  it('a day just outside a range would make payments late', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    for (const day of [11, 17, 29]) {
      await expectGqlRefused(backend, () => updateDate(client, day), { code: 'VALIDATION_FAILED', messages: { debitDay: 'debitDay.late' } });
    }
    await expectGqlRefused(backend, () => updateDate(client, 0), { code: 'VALIDATION_FAILED', messages: { debitDay: 'debitDay.invalid' } });
    await expectAutoPay(backend, client, { enrolled: true, debitDay: await seededDebitDay(client) });
  });

  it('not enrolled is a CONFLICT', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => updateDate(client, 5), { code: 'CONFLICT', messages: { '': 'autopay.notEnrolled' } });
  });
});

describe('changing the method, and the delete roadblock', () => {
  it('the Auto Pay method cannot be deleted; after cancel then enroll with another, the old one can and the new one cannot', async () => {
    const client = await signedIn(backend.url, ACME);
    accepted(await enroll(client, card('pm_1')));
    await expectGqlRefused(backend, () => deleteMethod(client, 'pm_1'), { code: 'CONFLICT' });

    accepted(await cancel(client));
    accepted(await enroll(client, card('pm_2', { debitDay: 20 })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_2', debitDay: 20 });
    const refused = await expectGqlRefused(backend, () => deleteMethod(client, 'pm_2'), { code: 'CONFLICT' });
    expect(refused.body.errors![0]!.message).toMatch(/Auto Pay/);
    expect(accepted(await deleteMethod(client, 'pm_1'))).toEqual({ deletePaymentMethod: { id: 'pm_1', deleted: true } });
  });

  it('fleet moves its Auto Pay to the checking account (core only); the card is then deletable', async () => {
    const client = await signedIn(backend.url, FLEET);
    await expectGqlRefused(backend, () => deleteMethod(client, 'pm_15'), { code: 'CONFLICT' });
    // the change of method's cancel: Fleet's mobile Auto Pay is required, and replaced
    accepted(await cancel(client, { replacing: true }));
    accepted(await enroll(client, card('pm_16', { cvv: null, debitDay: 24 })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_16', debitDay: 24, services: ['CORE'] });
    await expectGqlRefused(backend, () => deleteMethod(client, 'pm_16'), { code: 'CONFLICT' });
    accepted(await deleteMethod(client, 'pm_15'));
  });

  it('after cancelling, the method that backed Auto Pay is deletable', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    accepted(await cancel(client));
    accepted(await deleteMethod(client, 'pm_6'));
    await expectAutoPay(backend, client, { enrolled: false });
  });

  it('partial change: cancel succeeds, the re-enroll fails, the old enrollment stays cancelled', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    accepted(await cancel(client));
    await control.fault(backend.url, { operation: 'enrollAutoPay', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => enroll(client, card('pm_7', { cvv: null })), { code: 'SERVICE_UNAVAILABLE' });
    await expectAutoPay(backend, client, { enrolled: false });
  });
});

describe('roles', () => {
  const writes = [
    ['enrollAutoPay', (c: Client): Promise<Reply> => enroll(c, card('pm_1'))],
    ['cancelAutoPay', (c: Client): Promise<Reply> => cancel(c)],
    ['updateAutoPayDate', (c: Client): Promise<Reply> => updateDate(c, 5)],
  ] as const;

  for (const username of ['staff@acme.example', 'billing@acme.example']) {
    for (const [name, write] of writes) {
      it(`${username.split('@')[0]} may not ${name}`, async () => {
        const client = await signedIn(backend.url, username);
        await expectGqlRefused(backend, () => write(client), { code: 'FORBIDDEN' });
      });
    }
  }

  it('ADMIN may enroll, change the date and cancel', async () => {
    const client = await signedIn(backend.url, 'admin@acme.example');
    accepted(await enroll(client, card('pm_1')));
    accepted(await updateDate(client, 14));
    accepted(await cancel(client));
    await expectAutoPay(backend, client, { enrolled: false });
  });
});

describe('armed faults', () => {
  const cases = [
    { operation: 'enrollAutoPay', username: ACME, call: (c: Client): Promise<Reply> => enroll(c, card('pm_1')) },
    { operation: 'cancelAutoPay', username: BRIGHTLINE, call: (c: Client): Promise<Reply> => cancel(c) },
    { operation: 'updateAutoPayDate', username: BRIGHTLINE, call: (c: Client): Promise<Reply> => updateDate(c, 20) },
  ];

  for (const { operation, username, call } of cases) {
    it(`a fault on ${operation} writes nothing; the next call goes through`, async () => {
      const client = await signedIn(backend.url, username);
      const before = await expectAutoPay(backend, client, { enrolled: username === BRIGHTLINE });
      await control.fault(backend.url, { operation, errorCode: 'SERVICE_UNAVAILABLE' });
      await expectGqlRefused(backend, () => call(client), { code: 'SERVICE_UNAVAILABLE' });
      expect(await expectAutoPay(backend, client, { enrolled: before.enrolled })).toEqual(before);
      const file = storeOnDisk(backend.dbFile);
      accepted(await call(client));
      expect(storeOnDisk(backend.dbFile)).not.toBe(file);
    });
  }

  it('a fault outranks the role check and validation (nothing is looked at)', async () => {
    const staff = await signedIn(backend.url, 'staff@acme.example');
    await control.fault(backend.url, { operation: 'updateAutoPayDate', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => updateDate(staff, 99), { code: 'SERVICE_UNAVAILABLE' });
  });
});
