import { describe, expect, it } from 'vitest';
import { defaultDebitDay } from '../../src/domain/autopay';
import { accepted, autoPayReads, cancel, deleteMethod, enroll, expectAutoPay, expectGqlRefused, replace, updateDate } from '../support/autopay';
import { expiryYearsAfter } from '../support/cards';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client, type Reply } from '../support/client';
import { storeOnDisk } from '../support/backend';

// Manage Auto Pay (spec billing §2, §4, §5): cancel, change the date, change the method (one
// replace: cancel and enroll in one write), the Auto Pay method's delete roadblock, roles and
// armed faults.

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

  it("Mobile Auto Pay is required: a cancel of Fleet's (CORE + MOBILE) is a CONFLICT and changes nothing, whatever the client says", async () => {
    const client = await signedIn(backend.url, FLEET);
    await expectGqlRefused(backend, () => cancel(client), { code: 'CONFLICT', messages: { '': 'autopay.mobileRequired' } });
    await expectGqlRefused(backend, () => cancel(client, { reason: 'Paying by check' }), { code: 'CONFLICT', messages: { '': 'autopay.mobileRequired' } });
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_15', services: ['CORE', 'MOBILE'] });
  });

  it('a cancel takes no "as a replacement" field, and the core-only enroll after it finds Auto Pay still on', async () => {
    const client = await signedIn(backend.url, FLEET);
    await expectGqlRefused(backend, () => cancel(client, { replacing: true }), { code: 'VALIDATION_FAILED', issueCodes: { replacing: 'invalid_input' } });
    await expectGqlRefused(backend, () => enroll(client, card('pm_16', { cvv: null })), { code: 'CONFLICT', messages: { '': 'autopay.alreadyEnrolled' } });
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_15', services: ['CORE', 'MOBILE'] });
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

  it('after cancelling, the method that backed Auto Pay is deletable', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    accepted(await cancel(client));
    accepted(await deleteMethod(client, 'pm_6'));
    await expectAutoPay(backend, client, { enrolled: false });
  });
});

describe('replacing (the change of method: one write, both or neither)', () => {
  /**
   * Fleet with a second card, pm_90 (Visa 4242, valid for years from the server's day), to move
   * its mobile Auto Pay to; signed in, with its Auto Pay as seeded (its debit day moves with the
   * day the seed is moved to).
   */
  const fleetWithSecondCard = async () => {
    const { today } = await control.serverClock(backend.url);
    await control.reset(backend.url, {
      paymentMethods: [
        {
          id: 'pm_90',
          accountId: 'acct_8',
          token: 'tok_fleet_second_card',
          type: 'CARD',
          brand: 'VISA',
          last4: '4242',
          expiry: expiryYearsAfter(today, 3),
          nameOnCard: 'Owen Fischer',
          zip: '53204',
          prepaid: false,
          bankAccountType: null,
          routingLast4: null,
          nickname: null,
          createdAt: '2024-06-04T16:20:00.000Z',
        },
      ],
    });
    const client = await signedIn(backend.url, FLEET);
    const seeded = await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_15', services: ['CORE', 'MOBILE'] });
    return { client, seeded };
  };

  it('Brightline moves to its checking account: the method changes, the day and services stay; the old card is then deletable, the new method is not', async () => {
    const client = await signedIn(backend.url, BRIGHTLINE);
    const day = await seededDebitDay(client);
    expect(accepted(await replace(client, card('pm_7', { cvv: null }))).replaceAutoPay).toEqual({
      enrolled: true,
      methodId: 'pm_7',
      debitDay: day,
      services: ['CORE'],
      discountCents: 500,
    });
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_7', debitDay: day, services: ['CORE'] });
    await expectGqlRefused(backend, () => deleteMethod(client, 'pm_7'), { code: 'CONFLICT' });
    accepted(await deleteMethod(client, 'pm_6'));
    // a day named in the request is the new day (its rules checked as enrolling checks them)
    await expectGqlRefused(backend, () => replace(client, card('pm_7', { cvv: null, debitDay: 14 })), {
      code: 'VALIDATION_FAILED',
      messages: { debitDay: 'debitDay.late' },
    });
    accepted(await replace(client, card('pm_7', { cvv: null, debitDay: 20 })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_7', debitDay: 20, services: ['CORE'] });
  });

  it('Fleet keeps Mobile on another card: allowed, one audit entry (AUTO_PAY_CHANGED), no CVV kept', async () => {
    const { client, seeded } = await fleetWithSecondCard();
    const entriesBefore = (await control.store(backend.url)).auditEntries.length;
    const result = accepted(await replace(client, card('pm_90', { services: ['CORE', 'MOBILE'], cvv: '7391' }))).replaceAutoPay;
    expect(result).toMatchObject({ enrolled: true, methodId: 'pm_90', debitDay: seeded.debitDay, services: ['CORE', 'MOBILE'] });
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_90', debitDay: seeded.debitDay, services: ['CORE', 'MOBILE'] });
    const entries = (await control.store(backend.url)).auditEntries.slice(entriesBefore) as {
      kind: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(entries.map((e) => e.kind)).toEqual(['AUTO_PAY_CHANGED']);
    expect(entries[0]!.changes).toEqual([{ field: 'last4', item: null, before: '8825', after: '4242' }]);
    expect(storeOnDisk(backend.dbFile)).not.toContain('7391');
  });

  it('without MOBILE it is a CONFLICT (autopay.mobileRequired) and nothing changes: not to core alone on the card, nor on the checking account', async () => {
    const { client, seeded } = await fleetWithSecondCard();
    await expectGqlRefused(backend, () => replace(client, card('pm_90')), { code: 'CONFLICT', messages: { '': 'autopay.mobileRequired' } });
    await expectGqlRefused(backend, () => replace(client, card('pm_16', { cvv: null })), { code: 'CONFLICT', messages: { '': 'autopay.mobileRequired' } });
    expect(await expectAutoPay(backend, client, { enrolled: true })).toEqual(seeded);
  });

  it("a replacement that breaks an enrollment rule changes nothing: the rules are the enrollment's", async () => {
    const { client, seeded } = await fleetWithSecondCard();
    const mobile = { services: ['CORE', 'MOBILE'] };
    // Mobile on a checking account; the terms; the CVV; a method of another account; an unknown field
    await expectGqlRefused(backend, () => replace(client, card('pm_16', { ...mobile, cvv: null })), {
      code: 'VALIDATION_FAILED',
      messages: { methodId: 'method.mobileNoBank' },
    });
    await expectGqlRefused(backend, () => replace(client, card('pm_90', { ...mobile, termsAccepted: false, cvv: '12' })), {
      code: 'VALIDATION_FAILED',
      messages: { termsAccepted: 'terms.required', cvv: 'cvv.format' },
    });
    await expectGqlRefused(backend, () => replace(client, card('pm_6', mobile)), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => replace(client, card('pm_90', { ...mobile, replacing: true })), { code: 'VALIDATION_FAILED' });
    expect(await expectAutoPay(backend, client, { enrolled: true })).toEqual(seeded);
  });

  it('fails between the cancel and the enrollment (test fault replaceAutoPayEnroll): neither is written, no audit entry', async () => {
    const { client, seeded } = await fleetWithSecondCard();
    const entriesBefore = (await control.store(backend.url)).auditEntries.length;
    await control.fault(backend.url, { operation: 'replaceAutoPayEnroll', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => replace(client, card('pm_90', { services: ['CORE', 'MOBILE'] })), { code: 'SERVICE_UNAVAILABLE' });
    expect(await expectAutoPay(backend, client, { enrolled: true })).toEqual(seeded);
    expect((await control.store(backend.url)).auditEntries).toHaveLength(entriesBefore);
    // the fault was taken: the same request now goes through
    accepted(await replace(client, card('pm_90', { services: ['CORE', 'MOBILE'] })));
  });

  it('not enrolled is a CONFLICT: there is nothing to replace (Enroll is the way in)', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => replace(client, card('pm_1')), { code: 'CONFLICT', messages: { '': 'autopay.notEnrolled' } });
  });

  it('a disconnected account cannot enroll, so it cannot replace either (RESTRICTED, nothing changes)', async () => {
    await control.reset(backend.url, { accounts: [{ id: 'acct_4', autoPay: { enrolled: true, methodId: 'pm_10', debitDay: 5, services: ['CORE'] } }] });
    const client = await signedIn(backend.url, 'disconnected@harbor.example');
    await expectGqlRefused(backend, () => replace(client, card('pm_10')), { code: 'RESTRICTED', messages: { '': 'autopay.disconnected' } });
  });
});

describe('roles', () => {
  const writes = [
    ['enrollAutoPay', (c: Client): Promise<Reply> => enroll(c, card('pm_1'))],
    ['cancelAutoPay', (c: Client): Promise<Reply> => cancel(c)],
    ['replaceAutoPay', (c: Client): Promise<Reply> => replace(c, card('pm_2'))],
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
    { operation: 'replaceAutoPay', username: BRIGHTLINE, call: (c: Client): Promise<Reply> => replace(c, card('pm_7', { cvv: null })) },
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
