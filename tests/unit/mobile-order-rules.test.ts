import { describe, expect, it } from 'vitest';
import { activationIssues } from '../../src/domain/mobile-activation-request';
import { activationAction, activationAt, activationStateOf, activationTransition, isActivationFinal } from '../../src/domain/mobile-activation-status';
import { ORDER_STATUSES, orderActions, orderStatusGroup, orderTotal } from '../../src/domain/mobile-order-status';
import { normalizePhoneNumber, portingEligibility } from '../../src/domain/mobile-port-eligibility';
import { parsePortInRequest, portPreflight, type PortCarrier } from '../../src/domain/mobile-port-request';
import {
  canResubmit,
  carrierAnswer,
  exceptionField,
  PENDING_AFTER_MS,
  PORT_EXCEPTIONS,
  portStateAt,
  type PortAttempt,
} from '../../src/domain/mobile-port-timeline';
import { mobileRefusal } from '../../src/domain/roles';

describe('order status', () => {
  it('puts every status of spec §4 in a group', () => {
    for (const s of ORDER_STATUSES) expect(orderStatusGroup(s)).toMatch(/^(PROCESSING|HELD|IN_TRANSIT|DELIVERED|RETURNING|CLOSED)$/);
    expect(orderStatusGroup('FRAUD_PROCESSING')).toBe('HELD');
    expect(orderStatusGroup('SHIPPED')).toBe('IN_TRANSIT');
    expect(orderStatusGroup('CANCELED')).toBe('CLOSED');
  });
  const order = { consentStatus: 'NOT_REQUIRED' as const, consentCaptureUrl: null, trackingUrl: null };
  it('offers consent while pending and the order is open', () => {
    const pending = { ...order, consentStatus: 'PENDING' as const, consentCaptureUrl: 'https://consent.example.com/x' };
    expect(orderActions({ ...pending, status: 'PLACED' })).toEqual(['GIVE_CONSENT']);
    expect(orderActions({ ...pending, status: 'CANCELED' })).toEqual([]);
    expect(orderActions({ ...pending, consentCaptureUrl: null, status: 'PLACED' })).toEqual([]);
    expect(orderActions({ ...pending, consentStatus: 'CAPTURED', status: 'PLACED' })).toEqual([]);
  });
  it('offers tracking with a link on the way, and contact when held, returning or undelivered', () => {
    const tracked = { ...order, trackingUrl: 'https://track.example.com/1' };
    expect(orderActions({ ...tracked, status: 'SHIPPED' })).toEqual(['TRACK']);
    expect(orderActions({ ...tracked, status: 'UNDELIVERED' })).toEqual(['TRACK', 'CONTACT']);
    expect(orderActions({ ...order, status: 'SHIPPED' })).toEqual([]);
    expect(orderActions({ ...order, status: 'ON_HOLD' })).toEqual(['CONTACT']);
    expect(orderActions({ ...tracked, status: 'RETURN_SUBMITTED' })).toEqual(['TRACK', 'CONTACT']);
    expect(orderActions({ ...tracked, status: 'READY_TO_SHIP' })).toEqual([]);
  });
  it('totals lines, shipping, taxes and fees in cents', () => {
    expect(
      orderTotal({
        lines: [
          { price: 79999, quantity: 2 },
          { price: 2500, quantity: 1 },
        ],
        shippingPrice: 1500,
        taxes: 13012,
        fees: 399,
      }),
    ).toBe(177409);
  });
});

describe('porting eligibility', () => {
  const known = { onThisAccount: ['5125550101'], onOtherAccounts: ['5125550199'], notPortablePrefixes: ['900', '555'] };
  it('takes a ten-digit number however it is typed', () => {
    expect(normalizePhoneNumber('+1 (512) 555-0142')).toBe('5125550142');
    expect(portingEligibility('512.555.0142', known)).toEqual({ isEligible: true, reason: null });
  });
  it('refuses each case with its reason', () => {
    expect(portingEligibility('51255501', known).reason).toBe('port.format');
    expect(portingEligibility('1125550142', known).reason).toBe('port.format');
    expect(portingEligibility('512 555 0101', known).reason).toBe('port.onThisAccount');
    expect(portingEligibility('5125550199', known).reason).toBe('port.onAnotherAccount');
    expect(portingEligibility('9005550142', known).reason).toBe('port.notPortable');
  });
});

const carrier: PortCarrier = { id: 'c1', name: 'Lakeshore', accountNumberLength: { min: 9, max: 9 }, pinLength: { min: 6, max: 6 } };
const valid = {
  phoneNumber: '(512) 555-0142',
  carrierId: 'c1',
  accountNumber: '123 456 789',
  pin: '123456',
  firstName: ' Dana ',
  lastName: 'Reyes',
  businessName: '',
  billingAddress: { addressLine1: '100 Main St', city: 'Austin', state: 'tx', zip: '78701' },
};

describe('port-in request', () => {
  it('parses a complete request, names kept as typed', () => {
    const parsed = parsePortInRequest(valid, [carrier]);
    expect(parsed).toEqual({
      request: expect.objectContaining({
        phoneNumber: '5125550142',
        accountNumber: '123456789',
        firstName: 'Dana',
        businessName: null,
        billingAddress: expect.objectContaining({ state: 'TX', addressLine2: null }),
      }),
    });
  });
  it('names every failing field with its code', () => {
    const parsed = parsePortInRequest({ ...valid, carrierId: 'nope', pin: '12', accountNumber: '', firstName: '', billingAddress: { zip: '7' } }, [carrier]);
    expect('errors' in parsed && parsed.errors.map((e) => [e.fields.join(), e.code])).toEqual([
      ['carrierId', 'port.carrier'],
      ['accountNumber', 'port.accountNumber'],
      ['pin', 'port.pin'],
      ['firstName', 'port.firstName'],
      ['billingAddress.addressLine1', 'port.address'],
      ['billingAddress.city', 'port.city'],
      ['billingAddress.state', 'port.state'],
      ['billingAddress.zip', 'port.zip'],
    ]);
    const long = parsePortInRequest({ ...valid, pin: '12345678901' }, [carrier]);
    expect('errors' in long && long.errors[0]?.code).toBe('port.pin');
  });
  it('pre-flight: catches what the carrier refuses on its face', () => {
    const parsed = parsePortInRequest({ ...valid, accountNumber: '1234', pin: '1234' }, [carrier]);
    if (!('request' in parsed)) throw new Error('expected a request');
    expect(portPreflight(parsed.request, carrier).map((e) => [e.fields[0], e.code])).toEqual([
      ['accountNumber', 'port.accountNumberLength'],
      ['pin', 'port.pinLength'],
    ]);
    const ok = parsePortInRequest(valid, [carrier]);
    if (!('request' in ok)) throw new Error('expected a request');
    expect(portPreflight(ok.request, carrier)).toEqual([]);
  });
});

describe('port-in timeline', () => {
  const t0 = Date.parse('2026-03-02T15:00:00Z');
  const iso = (ms: number) => new Date(t0 + ms).toISOString();
  const attempt = (answer: PortAttempt['answer'], activeAt: string | null = null): PortAttempt => ({
    submittedAt: iso(0),
    answersAt: iso(3_600_000),
    activeAt,
    answer,
  });
  const when = (ms: number) => new Date(t0 + ms);
  it('walks draft, submitted, pending, confirmed, active', () => {
    expect(portStateAt([], when(0)).state).toBe('DRAFT');
    const ok = [attempt({ kind: 'CONFIRM' }, iso(7_200_000))];
    expect(portStateAt(ok, when(0)).state).toBe('SUBMITTED');
    expect(portStateAt(ok, when(PENDING_AFTER_MS)).state).toBe('PENDING_OLD_CARRIER');
    expect(portStateAt(ok, when(3_600_000)).state).toBe('CONFIRMED');
    expect(portStateAt(ok, when(7_200_000)).state).toBe('ACTIVE');
  });
  it('names each exception and the one field to fix; only an exception is resubmitted', () => {
    for (const exception of PORT_EXCEPTIONS) {
      const s = portStateAt([attempt({ kind: 'EXCEPTION', exception })], when(3_600_000));
      expect(s).toEqual({ state: 'EXCEPTION', exception, fieldToFix: exceptionField(exception), overdue: false });
    }
    expect(exceptionField('ACCOUNT_NUMBER_MISMATCH')).toBe('accountNumber');
    expect(exceptionField('NAME_OR_ADDRESS_MISMATCH')).toBe('billingAddress');
    const failed = [attempt({ kind: 'EXCEPTION', exception: 'PIN_INVALID' })];
    expect(canResubmit(failed, when(3_600_000))).toBe(true);
    expect(canResubmit(failed, when(0))).toBe(false);
    const again = [...failed, { ...attempt({ kind: 'CONFIRM' }), submittedAt: iso(4_000_000), answersAt: iso(8_000_000) }];
    expect(portStateAt(again, when(4_000_000)).state).toBe('RESUBMITTED');
    expect(canResubmit(again, when(4_000_000))).toBe(false);
  });
  it('a stalled port stays pending past its date, flagged overdue', () => {
    expect(portStateAt([attempt({ kind: 'STALL' })], when(3_600_000))).toMatchObject({ state: 'PENDING_OLD_CARRIER', overdue: true });
  });
  it('the carrier answers by its record: lock, account number, PIN, names and address, then stall or confirm', () => {
    const all = { locked: false, accountNumberMatches: true, pinMatches: true, nameAndAddressMatch: true, stalls: false };
    expect(carrierAnswer(all)).toEqual({ kind: 'CONFIRM' });
    expect(carrierAnswer({ ...all, stalls: true })).toEqual({ kind: 'STALL' });
    expect(carrierAnswer({ ...all, locked: true, pinMatches: false })).toEqual({ kind: 'EXCEPTION', exception: 'NUMBER_LOCKED' });
    expect(carrierAnswer({ ...all, accountNumberMatches: false, pinMatches: false })).toEqual({ kind: 'EXCEPTION', exception: 'ACCOUNT_NUMBER_MISMATCH' });
    expect(carrierAnswer({ ...all, pinMatches: false })).toEqual({ kind: 'EXCEPTION', exception: 'PIN_INVALID' });
    expect(carrierAnswer({ ...all, nameAndAddressMatch: false })).toEqual({ kind: 'EXCEPTION', exception: 'NAME_OR_ADDRESS_MISMATCH' });
  });
});

describe('activation status', () => {
  it('moves ready → in progress → active, failed or a call', () => {
    expect(activationTransition('READY_FOR_ACTIVATION', 'SUBMIT')).toBe('IN_PROGRESS');
    expect(activationTransition('READY_FOR_ACTIVATION', 'SUBMIT_PORT')).toBe('PORT_IN_PROGRESS');
    expect(activationTransition('IN_PROGRESS', 'COMPLETE')).toBe('ACTIVE');
    expect(activationTransition('IN_PROGRESS', 'FAIL')).toBe('FAILED');
    expect(activationTransition('IN_PROGRESS', 'NEEDS_CALL')).toBe('NEEDS_CALL');
    expect(activationTransition('FAILED', 'RETRY')).toBe('READY_FOR_ACTIVATION');
    expect(activationTransition('ACTIVE', 'SUBMIT')).toBeNull();
    expect(activationTransition('READY_FOR_ACTIVATION', 'COMPLETE')).toBeNull();
    expect(isActivationFinal('NEEDS_CALL')).toBe(true);
    expect(isActivationFinal('FAILED')).toBe(false);
  });
  it('reads a line record and says what to do', () => {
    expect(activationStateOf({ activationStatus: 'READY_FOR_ACTIVATION', activationErrorFlag: false }, false)).toBe('READY_FOR_ACTIVATION');
    expect(activationStateOf({ activationStatus: 'IN_PROGRESS', activationErrorFlag: false }, true)).toBe('NEEDS_CALL');
    expect(activationStateOf({ activationStatus: 'ACTIVE', activationErrorFlag: true }, false)).toBe('FAILED');
    expect(activationStateOf({ activationStatus: 'SUSPENDED', activationErrorFlag: false }, false)).toBeNull();
    expect(activationAction('FAILED')).toBe('FIX_AND_RETRY');
    expect(activationAction('NEEDS_CALL')).toBe('CALL');
  });
  it('ADMIN and PRIMARY act, others read', () => {
    expect(mobileRefusal('ADMIN')).toBeNull();
    expect(mobileRefusal('PRIMARY')).toBeNull();
    expect(mobileRefusal('STANDARD')).toBe('mobile.adminOnly');
    expect(mobileRefusal('BILLING')).toBe('mobile.adminOnly');
  });
});

describe('activation on the server clock', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  const base = { completesAt: null, outcome: null, callToActivate: false, errorCode: null, errorDescription: null, errorCategory: null };
  it('takes its outcome once its time has come', () => {
    const inProgress = { ...base, activationStatus: 'IN_PROGRESS', completesAt: '2026-03-02T15:00:20Z', outcome: 'ACTIVE' as const };
    expect(activationAt(inProgress, null, now)).toMatchObject({ status: 'IN_PROGRESS', state: 'IN_PROGRESS' });
    expect(activationAt(inProgress, null, new Date('2026-03-02T15:00:20Z'))).toMatchObject({ status: 'ACTIVE', state: 'ACTIVE' });
    const failing = { ...inProgress, outcome: 'FAILED' as const, errorCode: 'PROVISIONING_FAILED', errorCategory: 'NETWORK' };
    expect(activationAt(failing, null, new Date('2026-03-02T15:01:00Z'))).toMatchObject({ status: 'FAILED', errorCode: 'PROVISIONING_FAILED' });
    const call = { ...inProgress, outcome: 'NEEDS_CALL' as const };
    expect(activationAt(call, null, new Date('2026-03-02T15:01:00Z'))).toMatchObject({ status: 'PENDING', state: 'NEEDS_CALL', errorCode: null });
  });
  it('a port-in reads its timeline: in progress, failed with the exception, active', () => {
    const porting = { ...base, activationStatus: 'PORT_IN_PROGRESS' };
    expect(activationAt(porting, { state: 'PENDING_OLD_CARRIER', exception: null }, now).status).toBe('PORT_IN_PROGRESS');
    expect(activationAt(porting, { state: 'EXCEPTION', exception: 'PIN_INVALID' }, now)).toMatchObject({
      status: 'FAILED',
      errorCode: 'PIN_INVALID',
      errorCategory: 'PORT_IN',
    });
    expect(activationAt(porting, { state: 'ACTIVE', exception: null }, now)).toMatchObject({ status: 'ACTIVE', state: 'ACTIVE' });
  });
  it('a failed line keeps its error; a ready one has none', () => {
    expect(activationAt({ ...base, activationStatus: 'FAILED', errorCode: 'SIM_NOT_FOUND' }, null, now)).toMatchObject({
      state: 'FAILED',
      errorCode: 'SIM_NOT_FOUND',
    });
    expect(activationAt({ ...base, activationStatus: 'READY_FOR_ACTIVATION', errorCode: 'X' }, null, now)).toMatchObject({
      state: 'READY_FOR_ACTIVATION',
      errorCode: null,
    });
  });
});

describe('activation request, v1 and v2', () => {
  const psim = { simType: 'PSIM' as const, iccId: '8901260410000000003', state: 'READY_FOR_ACTIVATION' as const };
  const ask = { numberType: 'NEW_NUMBER', zip: '53204', hasPortIn: false };
  const codes = (r: { errors: { code: string }[]; warnings: { code: string }[] }) => [r.errors.map((e) => e.code), r.warnings.map((w) => w.code)];
  it('v2 refuses an unconfirmed physical SIM that v1 accepts with a warning', () => {
    expect(codes(activationIssues(2, psim, ask))).toEqual([['activation.iccIdUnconfirmed'], []]);
    expect(codes(activationIssues(1, psim, ask))).toEqual([[], ['activation.iccIdNotChecked']]);
    expect(codes(activationIssues(2, psim, { ...ask, confirmedIccId: '8901 2604 1000 0000 003' }))).toEqual([[], []]);
    expect(codes(activationIssues(1, psim, { ...ask, confirmedIccId: '8901260410000000009' }))).toEqual([['activation.iccIdMismatch'], []]);
  });
  it('an eSIM is warned about Wi-Fi; the number kind, ZIP and port-in are checked; only a ready or failed line is taken', () => {
    const esim = { ...psim, simType: 'ESIM' as const };
    expect(codes(activationIssues(2, esim, ask))).toEqual([[], ['activation.esimWifi']]);
    expect(codes(activationIssues(2, esim, { ...ask, zip: '532' }))[0]).toEqual(['activation.zip']);
    expect(codes(activationIssues(2, esim, { ...ask, numberType: 'PORT_IN' }))[0]).toEqual(['activation.portInRequired']);
    expect(codes(activationIssues(2, esim, { ...ask, numberType: 'X' }))[0]).toEqual(['activation.numberType']);
    expect(codes(activationIssues(2, { ...esim, state: 'FAILED' }, ask))[0]).toEqual([]);
    expect(codes(activationIssues(2, { ...esim, state: 'IN_PROGRESS' }, ask))).toEqual([['activation.notReady'], []]);
  });
});
