import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';

// A port-in (spec platform §3 port info; §7 activate mobile line, porting eligibility, carriers;
// §8 errors with message, fields and code) against the simulated old carrier on the server clock
// (src/server/old-carrier.ts): each field error, the pre-flight, each exception with its one field
// to fix and its resubmission, a port that stalls past its date, one that goes live, and no PIN
// or old account number kept, logged or answered in clear.

const backend = backendPerFile();
const FLEET = 'mobile@fleet.example';
/** Fleet's eSIM line ready for activation (scripts/seed/mobile-orders.ts) */
const LINE = 'lact_1';
const NORTHSTAR = 'carr_2';

const RESULT = `success errors { message fields code } warnings { message fields code }
  data { lineId status activationState action lineNumber errorCode errorCategory
    portInfo { phoneNumber carrierName accountNumberLast4 timeline { state exception fieldToFix overdue submissions confirmedDate } } }`;
const ACTIVATE = `mutation($input: ActivateMobileLineInput!) { activateMobileLineV2(input: $input) { ${RESULT} } }`;
const RESUBMIT = `mutation($input: ResubmitPortInInput!) { resubmitPortIn(input: $input) { ${RESULT} } }`;
const STATUS = `query($id: ID!) { lineActivationStatus(lineId: $id) { status activationState errorCode errorCategory portInfo { timeline { state exception fieldToFix overdue submissions } } } }`;

/** Dana Reyes's number at Northstar Mobile, as the old carrier holds it (scripts/seed/mobile-orders.ts). */
const dana = {
  phoneNumber: '608-555-0170',
  carrierId: NORTHSTAR,
  accountNumber: '77001234',
  pin: '1357',
  firstName: 'Dana',
  lastName: 'Reyes',
  businessName: null,
  billingAddress: { addressLine1: '2200 Kennedy Rd', addressLine2: null, city: 'Madison', state: 'WI', zip: '53704' },
};

async function port(client: Client, portIn: Record<string, unknown>, lineId = LINE) {
  const reply = await client.gql(ACTIVATE, { input: { lineId, numberType: 'PORT_IN', portIn } });
  expect(reply.body.errors, reply.text).toBeUndefined();
  return reply.body.data.activateMobileLineV2;
}
const status = async (client: Client, id = LINE) => (await client.gql(STATUS, { id })).body.data.lineActivationStatus;
/** The clock moves by hours; the session is signed in again after it (it went idle). */
const later = async (hours: number) => {
  await control.clock(backend.url, { advanceSeconds: hours * 3600 });
  return signedIn(backend.url, FLEET);
};

describe('port-in request', () => {
  it('names every field that fails, and changes nothing', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    const before = await control.store(backend.url);
    const answer = await port(fleet, { ...dana, carrierId: 'carr_99', pin: '12', firstName: ' ', billingAddress: { ...dana.billingAddress, zip: '5' } });
    expect(answer.success).toBe(false);
    expect(answer.errors.map((e: { fields: string[]; code: string }) => [e.fields[0], e.code])).toEqual([
      ['portIn.carrierId', 'port.carrier'],
      ['portIn.pin', 'port.pin'],
      ['portIn.firstName', 'port.firstName'],
      ['portIn.billingAddress.zip', 'port.zip'],
    ]);
    expect(await control.store(backend.url)).toEqual(before);
  });

  it('refuses a number that cannot come, and what the carrier refuses on its face (pre-flight)', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    const code = async (portIn: Record<string, unknown>) => (await port(fleet, portIn)).errors.map((e: { code: string }) => e.code);
    expect(await code({ ...dana, phoneNumber: '4145550193' })).toEqual(['port.onThisAccount']);
    expect(await code({ ...dana, phoneNumber: '6085550142' })).toEqual(['port.onAnotherAccount']);
    expect(await code({ ...dana, phoneNumber: '9765550100' })).toEqual(['port.notPortable']);
    // Northstar's account numbers have 8 to 12 characters, its PINs 4 to 8 digits
    expect(await code({ ...dana, accountNumber: '1234567', pin: '123456789' })).toEqual(['port.accountNumberLength', 'port.pinLength']);
  });
});

describe('the old carrier on the server clock', () => {
  it('confirms a matching request after its delay, and the number goes live on the confirmed date', async () => {
    let fleet = await signedIn(backend.url, FLEET);
    const sent = await port(fleet, dana);
    expect(sent).toMatchObject({
      success: true,
      errors: [],
      data: {
        status: 'PORT_IN_PROGRESS',
        action: 'WAIT',
        portInfo: { phoneNumber: '6085550170', carrierName: 'Northstar Mobile', accountNumberLast4: '1234', timeline: { state: 'SUBMITTED' } },
      },
    });
    expect(sent.warnings.map((w: { code: string }) => w.code)).toEqual(['activation.esimWifi']);
    fleet = await later(0.5);
    expect((await status(fleet)).portInfo.timeline.state).toBe('PENDING_OLD_CARRIER');
    fleet = await later(0.5);
    expect(await status(fleet)).toMatchObject({ status: 'PORT_IN_PROGRESS', portInfo: { timeline: { state: 'CONFIRMED' } } });
    fleet = await later(1);
    expect(await status(fleet)).toMatchObject({ status: 'ACTIVE', activationState: 'ACTIVE', portInfo: { timeline: { state: 'ACTIVE' } } });
  });

  const exceptions: [string, Record<string, unknown>, string, string][] = [
    ['ACCOUNT_NUMBER_MISMATCH', { accountNumber: '77009999' }, 'accountNumber', 'accountNumber'],
    ['PIN_INVALID', { pin: '2468' }, 'pin', 'pin'],
    ['NAME_OR_ADDRESS_MISMATCH', { lastName: 'REYES' }, 'billingAddress', 'lastName'],
  ];
  for (const [exception, wrong, field, fixed] of exceptions) {
    it(`comes back with ${exception}, naming ${field}; fixed and resubmitted, it confirms`, async () => {
      let fleet = await signedIn(backend.url, FLEET);
      expect((await port(fleet, { ...dana, ...wrong })).success).toBe(true);
      fleet = await later(1);
      expect(await status(fleet)).toMatchObject({
        status: 'FAILED',
        errorCode: exception,
        errorCategory: 'PORT_IN',
        portInfo: { timeline: { state: 'EXCEPTION', exception, fieldToFix: field } },
      });
      const again = (await fleet.gql(RESUBMIT, { input: { lineId: LINE, portIn: { ...dana, [fixed]: (dana as Record<string, unknown>)[fixed] } } })).body.data
        .resubmitPortIn;
      expect(again).toMatchObject({ success: true, data: { portInfo: { timeline: { state: 'RESUBMITTED', submissions: 2 } } } });
      expect(again.warnings.map((w: { code: string }) => w.code)).toEqual(['port.clockRestarted']);
      fleet = await later(1);
      expect((await status(fleet)).portInfo.timeline).toMatchObject({ state: 'CONFIRMED', submissions: 2 });
    });
  }

  it('a locked number comes back NUMBER_LOCKED, naming the PIN; a port not back with an exception is not resubmitted', async () => {
    let fleet = await signedIn(backend.url, FLEET);
    const locked = {
      ...dana,
      phoneNumber: '4145550161',
      carrierId: 'carr_1',
      accountNumber: '884412345',
      pin: '246810',
      firstName: 'Ana',
      lastName: 'Fischer',
      billingAddress: { ...dana.billingAddress, zip: '53204' },
    };
    await port(fleet, locked);
    const early = (await fleet.gql(RESUBMIT, { input: { lineId: LINE, portIn: locked } })).body.data.resubmitPortIn;
    expect(early).toMatchObject({ success: false, errors: [{ code: 'port.notResubmittable' }] });
    fleet = await later(1);
    expect((await status(fleet)).portInfo.timeline).toMatchObject({ state: 'EXCEPTION', exception: 'NUMBER_LOCKED', fieldToFix: 'pin' });
  });

  it('a port the old carrier never answers stays pending past its date, flagged overdue', async () => {
    let fleet = await signedIn(backend.url, FLEET);
    await port(fleet, {
      ...dana,
      phoneNumber: '4145550162',
      carrierId: 'carr_1',
      accountNumber: '884412345',
      pin: '246810',
      firstName: 'Ana',
      lastName: 'Fischer',
      billingAddress: { ...dana.billingAddress, zip: '53204' },
    });
    fleet = await later(48);
    expect(await status(fleet)).toMatchObject({ status: 'PORT_IN_PROGRESS', portInfo: { timeline: { state: 'PENDING_OLD_CARRIER', overdue: true } } });
  });
});

describe('secrets', () => {
  it('no PIN or old account number in the store, its journal, the audit trail or any answer after a port-in', async () => {
    let fleet = await signedIn(backend.url, FLEET);
    const pin = '864209';
    const accountNumber = 'QX77001234ZZ';
    const wrong = { ...dana, pin, accountNumber };
    const replies: string[] = [];
    replies.push((await fleet.gql(ACTIVATE, { input: { lineId: LINE, numberType: 'PORT_IN', portIn: wrong } })).text);
    fleet = await later(1);
    replies.push((await fleet.gql(STATUS, { id: LINE })).text);
    replies.push((await fleet.gql(RESUBMIT, { input: { lineId: LINE, portIn: wrong } })).text);
    replies.push(
      (await fleet.gql('{ activationDashboard { lines { portInfo { accountNumberLast4 } } } auditTrail { entries { changes { before after } } } }')).text,
    );
    const store = JSON.stringify(await control.store(backend.url));
    const files = [backend.dbFile, `${backend.dbFile}.journal`].filter((f) => existsSync(f)).map((f) => readFileSync(f, 'utf8'));
    for (const text of [...replies, store, ...files]) {
      expect(text).not.toContain(pin);
      expect(text).not.toContain(accountNumber);
      expect(text).not.toContain('77001234');
    }
    expect(replies[0]).toContain('"accountNumberLast4":"34ZZ"');
    const entries = (await control.store(backend.url)).auditEntries.filter((e: { kind: string }) => e.kind === 'MOBILE_PORT_IN_SUBMITTED');
    expect(entries).toHaveLength(2);
    expect(entries[0].changes).toEqual([
      { field: 'portedNumber', item: null, before: null, after: '6085550170' },
      { field: 'oldCarrier', item: null, before: null, after: 'Northstar Mobile' },
    ]);
  });
});
