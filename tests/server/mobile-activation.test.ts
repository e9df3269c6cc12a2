import { describe, expect, it } from 'vitest';
import { storeOnDisk } from '../support/backend';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';

// Activating a line (spec platform §7 updateLineActivationDetails, activate mobile line v1 and v2;
// §8 errors and warnings with message, fields and code): a new number activated on the server
// clock to ACTIVE, FAILED or needing a call; v2 refusing the unconfirmed SIM that v1 accepts with
// a warning; roles that only read; another account's line refused like a missing one; armed
// faults that write nothing; the audit trail's entries.

const backend = backendPerFile();
const FLEET = 'mobile@fleet.example';
const OWNER_ID = 'usr_11';
/** Fleet's lines to activate (scripts/seed/mobile-orders.ts): an eSIM ready, a SIM activating, a SIM that failed */
const ESIM_READY = 'lact_1';
const IN_PROGRESS = 'lact_2';
const PSIM_FAILED = 'lact_3';
const FAILED_ICCID = '8901260410000000003';
/** Routewise's SIM line ready */
const ROUTEWISE_READY = 'lact_5';

const RESULT = `success errors { message fields code } warnings { message fields code } data { lineId status activationState action lineNumber errorCode }`;
const V1 = `mutation($input: ActivateMobileLineInput!) { activateMobileLine(input: $input) { ${RESULT} } }`;
const V2 = `mutation($input: ActivateMobileLineInput!) { activateMobileLineV2(input: $input) { ${RESULT} } }`;
const DETAILS = 'mutation($input: UpdateLineActivationDetailsInput!) { updateLineActivationDetails(input: $input) { lineId lineName iccId activationState } }';
const STATUS = 'query($id: ID!) { lineActivationStatus(lineId: $id) { status activationState action lineNumber errorCode errorDescription errorCategory } }';

const snapshot = async () => ({ live: (await new Client(backend.url).request('GET', '/__control/store')).text, file: storeOnDisk(backend.dbFile) });
const result = (reply: { body: { data?: Record<string, unknown> } }) => Object.values(reply.body.data ?? {})[0] as any;
const later = async (seconds: number) => {
  await control.clock(backend.url, { advanceSeconds: seconds });
  return signedIn(backend.url, FLEET);
};

describe('activating a new number', () => {
  it('an eSIM line: accepted with a warning, IN_PROGRESS, then ACTIVE on the server clock', async () => {
    let fleet = await signedIn(backend.url, FLEET);
    const answer = result(await fleet.gql(V2, { input: { lineId: ESIM_READY, numberType: 'NEW_NUMBER', zip: '53204' } }));
    expect(answer).toMatchObject({ success: true, errors: [], data: { status: 'IN_PROGRESS', action: 'WAIT' } });
    expect(answer.data.lineNumber).toMatch(/^414555\d{4}$/);
    expect(answer.warnings).toEqual([{ fields: [], code: 'activation.esimWifi', message: expect.any(String) }]);
    expect((await fleet.gql(STATUS, { id: ESIM_READY })).body.data.lineActivationStatus.activationState).toBe('IN_PROGRESS');
    fleet = await later(20);
    expect((await fleet.gql(STATUS, { id: ESIM_READY })).body.data.lineActivationStatus).toMatchObject({
      status: 'ACTIVE',
      activationState: 'ACTIVE',
      action: 'NONE',
    });
    const entries = (await control.store(backend.url)).auditEntries.filter((e: { kind: string }) => e.kind === 'MOBILE_LINE_ACTIVATION_SUBMITTED');
    expect(entries.at(-1).changes).toEqual([{ field: 'activation', item: null, before: 'READY_FOR_ACTIVATION', after: 'IN_PROGRESS' }]);
  });

  it('v2 refuses a SIM whose number was not read from the card; v1 accepts it with a warning', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    const input = { lineId: PSIM_FAILED, numberType: 'NEW_NUMBER', zip: '53204' };
    const before = await snapshot();
    const v2 = result(await fleet.gql(V2, { input }));
    expect(v2).toMatchObject({ success: false, data: null, errors: [{ fields: ['confirmedIccId'], code: 'activation.iccIdUnconfirmed' }] });
    expect(await snapshot()).toEqual(before);
    const mismatch = result(await fleet.gql(V1, { input: { ...input, confirmedIccId: '8901260410000000009' } }));
    expect(mismatch.errors.map((e: { code: string }) => e.code)).toEqual(['activation.iccIdMismatch']);
    const v1 = result(await fleet.gql(V1, { input }));
    expect(v1).toMatchObject({
      success: true,
      warnings: [{ code: 'activation.iccIdNotChecked', fields: ['confirmedIccId'] }],
      data: { status: 'IN_PROGRESS' },
    });
    // with the card's number confirmed, v2 takes a failed line again too
    await control.reset(backend.url);
    const again = result(await (await signedIn(backend.url, FLEET)).gql(V2, { input: { ...input, confirmedIccId: FAILED_ICCID } }));
    expect(again).toMatchObject({ success: true, warnings: [], data: { status: 'IN_PROGRESS', errorCode: null } });
  });

  it('field errors: the ZIP code, the kind of number, a line not waiting to be activated', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    const codes = async (input: Record<string, unknown>) =>
      result(await fleet.gql(V1, { input })).errors.map((e: { code: string; fields: string[] }) => [e.fields.join(), e.code]);
    expect(await codes({ lineId: ESIM_READY, numberType: 'NEW_NUMBER' })).toEqual([['zip', 'activation.zip']]);
    expect(await codes({ lineId: ESIM_READY, numberType: 'PORT_IN' })).toEqual([['portIn', 'activation.portInRequired']]);
    expect(await codes({ lineId: ESIM_READY, numberType: 'OTHER' })).toEqual([['numberType', 'activation.numberType']]);
    expect(await codes({ lineId: IN_PROGRESS, numberType: 'NEW_NUMBER', zip: '53204' })).toEqual([['', 'activation.notReady']]);
  });

  it('the network fails it (fault activationFailed): FAILED with its error, to fix and retry', async () => {
    let fleet = await signedIn(backend.url, FLEET);
    await control.fault(backend.url, { operation: 'activationFailed', errorCode: 'INTERNAL' });
    expect(result(await fleet.gql(V2, { input: { lineId: ESIM_READY, numberType: 'NEW_NUMBER', zip: '53704' } })).success).toBe(true);
    fleet = await later(20);
    expect((await fleet.gql(STATUS, { id: ESIM_READY })).body.data.lineActivationStatus).toMatchObject({
      status: 'FAILED',
      action: 'FIX_AND_RETRY',
      errorCode: 'PROVISIONING_FAILED',
      errorCategory: 'NETWORK',
    });
  });

  it('a device activated by a call: once submitted, it needs the call', async () => {
    const routewise = await signedIn(backend.url, 'owner@routewise.example');
    const { activationDashboard } = (await routewise.gql('{ activationDashboard { lines { lineId activationState action } } }')).body.data;
    expect(activationDashboard.lines[1]).toMatchObject({ activationState: 'NEEDS_CALL', action: 'CALL' });
    const refused = result(await routewise.gql(V1, { input: { lineId: activationDashboard.lines[1].lineId, numberType: 'NEW_NUMBER', zip: '53704' } }));
    expect(refused.errors[0].code).toBe('activation.notReady');
  });
});

describe('line activation details', () => {
  it('renames a line and sets its SIM before activation; refused once it is activating', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    const saved = result(await fleet.gql(DETAILS, { input: { lineId: PSIM_FAILED, lineName: 'Warehouse 2', iccId: '8901260410000000077' } }));
    expect(saved).toEqual({ lineId: PSIM_FAILED, lineName: 'Warehouse 2', iccId: '8901260410000000077', activationState: 'FAILED' });
    const entry = (await control.store(backend.url)).auditEntries.filter((e: { kind: string }) => e.kind === 'MOBILE_ACTIVATION_DETAILS_CHANGED').at(-1);
    expect(entry.changes.map((c: { field: string }) => c.field)).toEqual(['nickname', 'simCard']);
    for (const [input, code, issue] of [
      [{ lineId: IN_PROGRESS, lineName: 'Spare' }, 'CONFLICT', 'activation.notReady'],
      [{ lineId: PSIM_FAILED, iccId: '123' }, 'VALIDATION_FAILED', 'activation.iccId'],
      [{ lineId: PSIM_FAILED, lineName: 'Van #2' }, 'VALIDATION_FAILED', 'lineNickname.characters'],
    ] as const) {
      const before = await snapshot();
      const reply = await fleet.gql(DETAILS, { input });
      expect(reply.body.errors?.[0]?.extensions?.code, reply.text).toBe(code);
      expect(reply.body.errors?.[0]?.extensions?.issues?.[0]?.message).toBe(issue);
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe('roles, other accounts and faults', () => {
  it('roles outside ADMIN and PRIMARY read the activations but change nothing', async () => {
    for (const role of ['BILLING', 'STANDARD', 'CHILD']) {
      await control.reset(backend.url, { users: [{ id: OWNER_ID, role }] });
      const client = await signedIn(backend.url, FLEET);
      expect((await client.gql('{ activationDashboard { readyCount } mobileOrders { orderNumber } }')).body.errors, role).toBeUndefined();
      const before = await snapshot();
      for (const [mutation, input] of [
        [V1, { lineId: ESIM_READY, numberType: 'NEW_NUMBER', zip: '53204' }],
        [V2, { lineId: ESIM_READY, numberType: 'NEW_NUMBER', zip: '53204' }],
        [DETAILS, { lineId: ESIM_READY, lineName: 'Van' }],
      ] as const) {
        const reply = await client.gql(mutation, { input });
        expect(reply.body.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
        expect(reply.body.errors?.[0]?.extensions?.issues?.[0]?.message).toBe('mobile.adminOnly');
      }
      expect(await snapshot()).toEqual(before);
    }
  });

  it('another account’s line is refused like a missing one', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    const theirs = await fleet.gql(V1, { input: { lineId: ROUTEWISE_READY, numberType: 'NEW_NUMBER', zip: '53204' } });
    const missing = await fleet.gql(V1, { input: { lineId: 'lact_999', numberType: 'NEW_NUMBER', zip: '53204' } });
    expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
  });

  it('an armed fault fails each write before anything is written', async () => {
    const fleet = await signedIn(backend.url, FLEET);
    for (const [operation, mutation, input] of [
      ['activateMobileLine', V1, { lineId: ESIM_READY, numberType: 'NEW_NUMBER', zip: '53204' }],
      ['activateMobileLineV2', V2, { lineId: ESIM_READY, numberType: 'NEW_NUMBER', zip: '53204' }],
      ['updateLineActivationDetails', DETAILS, { lineId: ESIM_READY, lineName: 'Van' }],
    ] as const) {
      await control.fault(backend.url, { operation, errorCode: 'SERVICE_UNAVAILABLE' });
      const before = await snapshot();
      expect((await fleet.gql(mutation, { input })).body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(await snapshot()).toEqual(before);
    }
  });
});
