import { describe, expect, it } from 'vitest';
import { defaultDebitDay } from '../../src/domain/autopay';
import { accepted, autoPayReads, enroll, expectAutoPay, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';
import { billingOf, pay } from '../support/payments';
import { storeOnDisk } from '../support/backend';

// enrollAutoPay (spec billing §2 Enroll in Auto Pay, §4, §5): every rule just inside and just
// outside its bound, each refusal leaving the store file as it was.

const ACME = 'owner@acme.example'; // not enrolled; pm_1 Visa, pm_3 expired Amex, pm_4 prepaid Visa, pm_5 checking
const FLEET = 'mobile@fleet.example'; // MOBILE service; Auto Pay on pm_15 Mastercard; pm_16 checking
const SUMMIT = 'expiring@summit.example'; // ranges 1–10 and 18–28; pm_17 expiring soon, pm_18 expired, pm_19 valid

const card = (methodId: string, over: Record<string, unknown> = {}) => ({ methodId, services: ['CORE'], termsAccepted: true, cvv: '123', ...over });

const FLEET_NOT_ENROLLED = { accounts: [{ id: 'acct_8', autoPay: { enrolled: false, methodId: null, debitDay: null, services: [] } }] };

const backend = backendPerFile();

describe('enrolling', () => {
  it('enrolls a saved card for core services, on the default debit day; the reads agree with the store', async () => {
    const client = await signedIn(backend.url, ACME);
    const { account } = await autoPayReads(client);
    const result = accepted(await enroll(client, card('pm_1'))).enrollAutoPay;
    const expected = {
      enrolled: true,
      methodId: 'pm_1',
      debitDay: defaultDebitDay(account.dueDate, account.debitDayInfo.ranges),
      services: ['CORE'],
      discountCents: 500,
    };
    expect(result).toEqual(expected);
    expect(await expectAutoPay(backend, client, expected)).toEqual(result);
  });

  it('keeps the CVV nowhere', async () => {
    const client = await signedIn(backend.url, ACME);
    accepted(await enroll(client, card('pm_1', { cvv: '8642' })));
    const stored = storeOnDisk(backend.dbFile);
    expect(stored).not.toMatch(/"cvv"/i);
    expect(JSON.stringify((await control.store(backend.url)).accounts)).not.toContain('8642');
  });

  it('a bank account enrolls without a CVV; a CVV with it is refused', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_5')), { code: 'VALIDATION_FAILED', messages: { cvv: 'cvv.notExpected' } });
    accepted(await enroll(client, card('pm_5', { cvv: null })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_5' });
  });

  it('already enrolled is a CONFLICT: changing the method cancels first', async () => {
    const client = await signedIn(backend.url, FLEET);
    await expectGqlRefused(backend, () => enroll(client, card('pm_15')), { code: 'CONFLICT', messages: { '': 'autopay.alreadyEnrolled' } });
  });

  it('the method must be the account’s own', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_6')), { code: 'NOT_FOUND' });
    await expectGqlRefused(backend, () => enroll(client, card('pm_999')), { code: 'NOT_FOUND' });
  });

  it('the input is strict', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, { ...card('pm_1'), amount: 100 }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => enroll(client, { methodId: 'pm_1', services: ['CORE'], cvv: '123' }), { code: 'VALIDATION_FAILED' });
    await expectGqlRefused(backend, () => enroll(client, card('pm_1', { services: ['VIDEO'] })), {
      code: 'VALIDATION_FAILED',
      messages: { 'services.0': 'services.unavailable' },
    });
  });
});

describe('debit day (ranges 1–10 and 18–28)', () => {
  for (const day of [1, 10, 18, 28]) {
    it(`day ${day}, a range edge, is accepted`, async () => {
      const client = await signedIn(backend.url, SUMMIT);
      expect(accepted(await enroll(client, card('pm_19', { debitDay: day }))).enrollAutoPay.debitDay).toBe(day);
      await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_19', debitDay: day });
    });
  }

  it('a day just outside a range would make payments late', async () => {
    const client = await signedIn(backend.url, SUMMIT);
    for (const day of [11, 17, 29, 31]) {
      await expectGqlRefused(backend, () => enroll(client, card('pm_19', { debitDay: day })), {
        code: 'VALIDATION_FAILED',
        messages: { debitDay: 'debitDay.late' },
      });
    }
    for (const day of [0, 32]) {
      await expectGqlRefused(backend, () => enroll(client, card('pm_19', { debitDay: day })), {
        code: 'VALIDATION_FAILED',
        messages: { debitDay: 'debitDay.invalid' },
      });
    }
    await expectAutoPay(backend, client, { enrolled: false });
  });
});

describe('services', () => {
  it('at least one service', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_1', { services: [] })), {
      code: 'VALIDATION_FAILED',
      messages: { services: 'services.required' },
    });
  });

  it('Mobile only on an account with the MOBILE service', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_1', { services: ['MOBILE'] })), {
      code: 'VALIDATION_FAILED',
      messages: { services: 'services.unavailable' },
    });
    await expectGqlRefused(backend, () => enroll(client, card('pm_1', { services: ['CORE', 'MOBILE'] })), {
      code: 'VALIDATION_FAILED',
      messages: { services: 'services.unavailable' },
    });
  });

  it('Mobile Auto Pay takes a card, never a checking account; core alone may use it', async () => {
    // Fleet's Auto Pay off, as if never enrolled (its mobile Auto Pay is required: no client may cancel it)
    await control.reset(backend.url, FLEET_NOT_ENROLLED);
    const client = await signedIn(backend.url, FLEET);
    for (const services of [['MOBILE'], ['CORE', 'MOBILE']]) {
      await expectGqlRefused(backend, () => enroll(client, card('pm_16', { services, cvv: null })), {
        code: 'VALIDATION_FAILED',
        messages: { methodId: 'method.mobileNoBank' },
      });
    }
    accepted(await enroll(client, card('pm_16', { cvv: null })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_16', services: ['CORE'] });
  });

  it('Mobile with a card, services stored once each in order', async () => {
    await control.reset(backend.url, FLEET_NOT_ENROLLED);
    const client = await signedIn(backend.url, FLEET);
    accepted(await enroll(client, card('pm_15', { services: ['MOBILE', 'CORE', 'MOBILE'] })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_15', services: ['CORE', 'MOBILE'] });
  });
});

describe('the method', () => {
  it('a prepaid card is for one-time payments only', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_4')), { code: 'VALIDATION_FAILED', messages: { methodId: 'method.prepaid' } });
  });

  it('an expired card is refused; one expiring soon enrolls', async () => {
    const client = await signedIn(backend.url, SUMMIT);
    await expectGqlRefused(backend, () => enroll(client, card('pm_18')), { code: 'VALIDATION_FAILED', messages: { methodId: 'method.expired' } });
    accepted(await enroll(client, card('pm_17')));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_17' });
  });

  it('a card needs its CVV, 3 or 4 numeric characters whatever the brand', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_1', { cvv: null })), { code: 'VALIDATION_FAILED', messages: { cvv: 'cvv.required' } });
    for (const cvv of ['12', '12345', '12a']) {
      await expectGqlRefused(backend, () => enroll(client, card('pm_1', { cvv })), { code: 'VALIDATION_FAILED', messages: { cvv: 'cvv.format' } });
    }
    accepted(await enroll(client, card('pm_1', { cvv: '1234' })));
  });

  it('terms must be accepted', async () => {
    const client = await signedIn(backend.url, ACME);
    await expectGqlRefused(backend, () => enroll(client, card('pm_1', { termsAccepted: false })), {
      code: 'VALIDATION_FAILED',
      messages: { termsAccepted: 'terms.required' },
    });
  });

  it('every broken field is reported in one answer', async () => {
    const client = await signedIn(backend.url, SUMMIT);
    await expectGqlRefused(backend, () => enroll(client, card('pm_18', { services: ['MOBILE'], debitDay: 11, termsAccepted: false, cvv: '1' })), {
      code: 'VALIDATION_FAILED',
      messages: { services: 'services.unavailable', methodId: 'method.expired', cvv: 'cvv.format', debitDay: 'debitDay.late', termsAccepted: 'terms.required' },
    });
  });
});

describe('restrictions and account state', () => {
  it('northwind takes no cards: its card is RESTRICTED, its bank account enrolls', async () => {
    const client = await signedIn(backend.url, 'restricted@northwind.example');
    await expectGqlRefused(backend, () => enroll(client, card('pm_12')), {
      code: 'RESTRICTED',
      messages: { methodId: 'method.restricted' },
      issueCodes: { methodId: 'NO_CARDS' },
    });
    accepted(await enroll(client, card('pm_11', { cvv: null })));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_11' });
  });

  it('southside takes no online payment: RESTRICTED whatever the method', async () => {
    const client = await signedIn(backend.url, 'cashonly@southside.example');
    await expectGqlRefused(backend, () => enroll(client, card('pm_1')), {
      code: 'RESTRICTED',
      messages: { '': 'method.restricted' },
      issueCodes: { '': 'NO_ONLINE' },
    });
  });

  it('billing that has moved cannot enroll here', async () => {
    const client = await signedIn(backend.url, 'moved@enterprise.example');
    await expectGqlRefused(backend, () => enroll(client, card('pm_13')), { code: 'FORBIDDEN' });
  });

  it('soft-disconnected harbor cannot enroll until the payment restores service', async () => {
    const client = await signedIn(backend.url, 'disconnected@harbor.example');
    await control.clock(backend.url, { advanceSeconds: 0 });
    await expectGqlRefused(backend, () => enroll(client, card('pm_10')), { code: 'RESTRICTED', messages: { '': 'autopay.disconnected' } });
    const billing = await billingOf(client);
    const paid = await pay(client, { amount: billing.amountDue, paymentDate: billing.limits.today, method: { savedMethodId: 'pm_10' }, cvv: '123' });
    expect(paid.status, paid.text).toBe(201);
    // service comes back config.restoreServiceMinutes (5) after the payment, not before
    await control.clock(backend.url, { advanceSeconds: 299 });
    await expectGqlRefused(backend, () => enroll(client, card('pm_10')), { code: 'RESTRICTED', messages: { '': 'autopay.disconnected' } });
    await control.clock(backend.url, { advanceSeconds: 1 });
    accepted(await enroll(client, card('pm_10')));
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_10' });
  });
});

describe('with a balance due (the flow pays first, then enrolls)', () => {
  async function payBalance(client: Client, methodId: string) {
    const billing = await billingOf(client);
    expect(billing.amountDue).toBeGreaterThan(0);
    const reply = await pay(client, { amount: billing.amountDue, paymentDate: billing.limits.today, method: { savedMethodId: methodId }, cvv: '123' });
    expect(reply.status, reply.text).toBe(201);
    return reply.body.payment.id as string;
  }

  it('successWithPayment: the payment and the enrollment are both recorded', async () => {
    const client = await signedIn(backend.url, ACME);
    const paymentId = await payBalance(client, 'pm_1');
    accepted(await enroll(client, card('pm_1')));
    expect((await billingOf(client)).amountDue).toBe(0);
    expect((await control.store(backend.url)).payments.some((p: { id: string }) => p.id === paymentId)).toBe(true);
    await expectAutoPay(backend, client, { enrolled: true, methodId: 'pm_1' });
  });

  it('partial: the payment stands when the enrollment then fails', async () => {
    const client = await signedIn(backend.url, ACME);
    await payBalance(client, 'pm_1');
    await control.fault(backend.url, { operation: 'enrollAutoPay', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectGqlRefused(backend, () => enroll(client, card('pm_1')), { code: 'SERVICE_UNAVAILABLE' });
    expect((await billingOf(client)).amountDue).toBe(0);
    await expectAutoPay(backend, client, { enrolled: false });
  });
});
