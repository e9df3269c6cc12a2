import { beforeAll, describe, expect, it } from 'vitest';
import { imeiCheckDigit } from '../../src/domain/mobile-imei';
import { storeOnDisk } from '../support/backend';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';

// The mobile changes (spec platform §7: updateMobileAccount with the data notifications, line
// nickname, line feature state polled by its request status, device swap) for Fleet Courier
// (mobile@fleet.example): each rule refused with its code and nothing written, the roles that
// only read, another account's line refused like a missing one, armed faults that leave nothing
// half-written, and the audit trail's entry for each change.

const backend = backendPerFile();
const FLEET = 'mobile@fleet.example';
const OWNER_ID = 'usr_11';

// IMEIs are built at run time: a Luhn-valid 15-digit run in a tracked file reads as a card number to the leak scanner
const imei = (first14: string) => first14 + imeiCheckDigit(first14);

const M = {
  alerts:
    'mutation($input: UpdateMobileAccountInput!) { updateMobileAccount(input: $input) { dataNotificationEnabled dataNotificationsThreshold dataTierOptions { value } } }',
  rename: 'mutation($input: UpdateLineNicknameInput!) { updateLineNickname(input: $input) { lineId lineName } }',
  feature:
    'mutation($input: UpdateLineFeatureStateInput!) { updateLineFeatureState(input: $input) { requestId lineId feature requestedStatus status failureReason pollingGuidelines { featureToUseForPolling startDelaySeconds intervalSeconds durationSeconds } } }',
  swap: 'mutation($input: SwapDeviceInput!) { swapDevice(input: $input) { lineId previousDeviceId device { deviceId brand model imei isBYOD lineId financed insured deviceStatus } } }',
};
const STATUS = 'query($id: ID!) { lineFeaturesUpdateRequestStatus(requestId: $id) { requestId status failureReason } }';
const FEATURES = 'query($id: ID!) { lineDetails(lineId: $id) { line { features { code status pendingRequestId } } } }';

const snapshot = async () => ({ live: (await new Client(backend.url).request('GET', '/__control/store')).text, file: storeOnDisk(backend.dbFile) });

async function refused(client: Client, mutation: string, input: Record<string, unknown>, code: string, message?: string) {
  const before = await snapshot();
  const reply = await client.gql(mutation, { input });
  const error = reply.body.errors?.[0];
  expect(error?.extensions?.code, reply.text).toBe(code);
  if (message) expect(error?.extensions?.issues?.[0]?.message).toBe(message);
  expect(await snapshot()).toEqual(before);
}

async function done<T = any>(client: Client, mutation: string, input: Record<string, unknown>): Promise<T> {
  const reply = await client.gql(mutation, { input });
  expect(reply.body.errors, reply.text).toBeUndefined();
  return Object.values(reply.body.data as object)[0] as T;
}

/** Fleet's lines as the store has them, in order: Owen's iPhone, Ana's Galaxy (BYOD), the tablet, the watch. */
let lines: { id: string; lineName: string; imei: string; deviceId: string }[];
beforeAll(async () => {
  const store = await control.store(backend.url);
  lines = store.mobileLines.filter((l: { accountId: string }) => l.accountId === 'acct_8');
});

const trail = async (kind: string) =>
  ((await control.store(backend.url)).auditEntries as { kind: string; changes: unknown[]; subject: string }[]).filter((e) => e.kind === kind);

describe('data-usage notifications', () => {
  it('keeps a threshold of the tier options, refuses any other with nothing written, and is recorded', async () => {
    const owner = await signedIn(backend.url, FLEET);
    expect(await done(owner, M.alerts, { dataNotificationEnabled: true, dataNotificationsThreshold: 90 })).toMatchObject({ dataNotificationsThreshold: 90 });
    await refused(owner, M.alerts, { dataNotificationEnabled: true, dataNotificationsThreshold: 60 }, 'VALIDATION_FAILED', 'dataNotifications.threshold');
    await refused(owner, M.alerts, { dataNotificationEnabled: true, dataNotificationsThreshold: 75, extra: 1 }, 'VALIDATION_FAILED');
    const [entry] = await trail('MOBILE_DATA_ALERTS_CHANGED');
    expect(entry?.changes).toEqual([{ field: 'dataAlertThreshold', item: null, before: 75, after: 90 }]);
    const acme = await signedIn(backend.url, 'owner@acme.example');
    await refused(acme, M.alerts, { dataNotificationEnabled: true, dataNotificationsThreshold: 75 }, 'NOT_FOUND');
  });
});

describe('line nickname', () => {
  it('renames a line by the domain rule, refuses each broken rule and another account’s line', async () => {
    const owner = await signedIn(backend.url, FLEET);
    expect(await done(owner, M.rename, { lineId: lines[2]!.id, nickname: '  Van 2 (north) & depot  ' })).toEqual({
      lineId: lines[2]!.id,
      lineName: 'Van 2 (north) & depot',
    });
    await refused(owner, M.rename, { lineId: lines[2]!.id, nickname: ' ' }, 'VALIDATION_FAILED', 'lineNickname.required');
    await refused(owner, M.rename, { lineId: lines[2]!.id, nickname: 'x'.repeat(31) }, 'VALIDATION_FAILED', 'lineNickname.tooLong');
    await refused(owner, M.rename, { lineId: lines[2]!.id, nickname: 'Van #2' }, 'VALIDATION_FAILED', 'lineNickname.characters');
    await refused(owner, M.rename, { lineId: 'line_999999', nickname: 'Van' }, 'NOT_FOUND');
    const acme = await signedIn(backend.url, 'owner@acme.example');
    await refused(acme, M.rename, { lineId: lines[2]!.id, nickname: 'Van' }, 'NOT_FOUND');
    const [entry] = await trail('MOBILE_LINE_RENAMED');
    expect(entry?.changes).toEqual([{ field: 'nickname', item: null, before: 'Dispatch tablet', after: 'Van 2 (north) & depot' }]);
  });
});

describe('line feature state', () => {
  it('is accepted as PENDING, polled on the server clock until COMPLETED, and the line then has it', async () => {
    const owner = await signedIn(backend.url, FLEET);
    const lineId = lines[1]!.id;
    const request = await done(owner, M.feature, { lineId, feature: 'INTERNATIONAL_ROAMING', status: 'ENABLED' });
    expect(request).toMatchObject({
      status: 'PENDING',
      failureReason: null,
      pollingGuidelines: { featureToUseForPolling: 'lineFeaturesUpdateRequestStatus', intervalSeconds: 2 },
    });
    const poll = async () => (await owner.gql(STATUS, { id: request.requestId })).body.data!.lineFeaturesUpdateRequestStatus;
    const roaming = async () =>
      (await owner.gql(FEATURES, { id: lineId })).body.data!.lineDetails.line.features.find((f: { code: string }) => f.code === 'INTERNATIONAL_ROAMING');
    expect(await poll()).toMatchObject({ status: 'PENDING' });
    expect(await roaming()).toEqual({ code: 'INTERNATIONAL_ROAMING', status: 'DISABLED', pendingRequestId: request.requestId });
    // a second change of it while the first is applied is refused
    await refused(owner, M.feature, { lineId, feature: 'INTERNATIONAL_ROAMING', status: 'DISABLED' }, 'CONFLICT', 'lineFeature.pending');
    await control.clock(backend.url, { advanceSeconds: 8 });
    expect(await poll()).toMatchObject({ status: 'COMPLETED', failureReason: null });
    expect(await roaming()).toEqual({ code: 'INTERNATIONAL_ROAMING', status: 'ENABLED', pendingRequestId: null });
    await refused(owner, M.feature, { lineId, feature: 'INTERNATIONAL_ROAMING', status: 'ENABLED' }, 'CONFLICT', 'lineFeature.unchanged');
    const [entry] = await trail('MOBILE_LINE_FEATURE_CHANGED');
    expect(entry?.changes).toEqual([{ field: 'lineFeature', item: 'INTERNATIONAL_ROAMING', before: false, after: true }]);
  });

  it('fails with a reason when the network refuses it (armed fault), and the feature stays as it was', async () => {
    const owner = await signedIn(backend.url, FLEET);
    await control.fault(backend.url, { operation: 'lineFeatureRejected', errorCode: 'SERVICE_UNAVAILABLE' });
    const request = await done(owner, M.feature, { lineId: lines[0]!.id, feature: 'MOBILE_HOTSPOT', status: 'DISABLED' });
    await control.clock(backend.url, { advanceSeconds: 8 });
    expect((await owner.gql(STATUS, { id: request.requestId })).body.data!.lineFeaturesUpdateRequestStatus).toMatchObject({
      status: 'FAILED',
      failureReason: 'lineFeature.networkRejected',
    });
    const features = (await owner.gql(FEATURES, { id: lines[0]!.id })).body.data!.lineDetails.line.features;
    expect(features.find((f: { code: string }) => f.code === 'MOBILE_HOTSPOT').status).toBe('ENABLED');
  });

  it('refuses an ineligible feature, a line that is not active, an unknown feature, and another account’s request', async () => {
    const owner = await signedIn(backend.url, FLEET);
    await refused(owner, M.feature, { lineId: lines[3]!.id, feature: 'MOBILE_HOTSPOT', status: 'ENABLED' }, 'CONFLICT', 'lineFeature.ineligible');
    await refused(owner, M.feature, { lineId: lines[0]!.id, feature: 'TELEPORT', status: 'ENABLED' }, 'VALIDATION_FAILED');
    await refused(owner, M.feature, { lineId: lines[0]!.id, feature: 'MOBILE_HOTSPOT', status: 'INELIGIBLE' }, 'VALIDATION_FAILED');
    const request = await done(owner, M.feature, { lineId: lines[0]!.id, feature: 'MOBILE_HOTSPOT', status: 'DISABLED' });
    const acme = await signedIn(backend.url, 'owner@acme.example');
    expect((await acme.gql(STATUS, { id: request.requestId })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await control.reset(backend.url, { mobileLines: [{ id: lines[0]!.id, status: 'SUSPENDED' }] });
    const again = await signedIn(backend.url, FLEET);
    await refused(again, M.feature, { lineId: lines[0]!.id, feature: 'MOBILE_HOTSPOT', status: 'DISABLED' }, 'CONFLICT', 'lineFeature.lineNotActive');
  });
});

describe('device swap', () => {
  it('puts a known model on the line as the customer’s own device; the one it replaced is swapped out', async () => {
    const owner = await signedIn(backend.url, FLEET);
    // a Galaxy S24 (its type allocation code is on the account's catalog) onto Owen's line
    const newImei = imei('35286218123456');
    const swapped = await done(owner, M.swap, { lineId: lines[0]!.id, imei: `${newImei.slice(0, 8)} ${newImei.slice(8)}` });
    expect(swapped).toMatchObject({
      lineId: lines[0]!.id,
      previousDeviceId: lines[0]!.deviceId,
      device: {
        brand: 'Samsung',
        model: 'Galaxy S24',
        imei: newImei,
        isBYOD: true,
        lineId: lines[0]!.id,
        financed: false,
        insured: false,
        deviceStatus: 'ACTIVE',
      },
    });
    const store = await control.store(backend.url);
    expect(store.mobileDevices.find((d: { id: string }) => d.id === lines[0]!.deviceId).deviceStatus).toBe('DEACTIVE');
    expect(store.mobileLines.find((l: { id: string }) => l.id === lines[0]!.id).imei).toBe(newImei);
    const [entry] = await trail('MOBILE_DEVICE_SWAPPED');
    expect(entry?.changes).toEqual([{ field: 'device', item: null, before: 'Apple iPhone 15', after: 'Samsung Galaxy S24' }]);
    // the same device again, on another line: already on the account
    await refused(owner, M.swap, { lineId: lines[1]!.id, imei: newImei }, 'CONFLICT', 'imei.alreadyOnAccount');
  });

  it('refuses a malformed IMEI, a wrong check digit, an unknown model, the wrong kind of device and a line not active', async () => {
    const owner = await signedIn(backend.url, FLEET);
    const good = imei('35286218123457');
    const wrongDigit = good.slice(0, 14) + String((Number(good[14]) + 1) % 10);
    await refused(owner, M.swap, { lineId: lines[0]!.id, imei: '12345' }, 'VALIDATION_FAILED', 'imei.format');
    await refused(owner, M.swap, { lineId: lines[0]!.id, imei: wrongDigit }, 'VALIDATION_FAILED', 'imei.checkDigit');
    await refused(owner, M.swap, { lineId: lines[0]!.id, imei: imei('99999999123456') }, 'VALIDATION_FAILED', 'imei.unknownDevice');
    await refused(owner, M.swap, { lineId: lines[3]!.id, imei: good }, 'VALIDATION_FAILED', 'imei.wrongDeviceType');
    await refused(owner, M.swap, { lineId: 'line_999999', imei: good }, 'NOT_FOUND');
    await control.reset(backend.url, { mobileLines: [{ id: lines[0]!.id, status: 'SUSPENDED' }] });
    await refused(await signedIn(backend.url, FLEET), M.swap, { lineId: lines[0]!.id, imei: good }, 'CONFLICT', 'deviceSwap.lineNotActive');
  });
});

describe('roles and faults', () => {
  it('roles outside ADMIN and PRIMARY read the lines but change nothing', async () => {
    for (const role of ['BILLING', 'STANDARD', 'CHILD']) {
      await control.reset(backend.url, { users: [{ id: OWNER_ID, role }] });
      const client = await signedIn(backend.url, FLEET);
      const read = await client.gql('{ mobileLines { lineId } plans { planGroupId } dataNotificationSettings { dataNotificationsThreshold } }');
      expect(read.body.errors, role).toBeUndefined();
      expect(read.body.data.mobileLines).toHaveLength(4);
      await refused(client, M.alerts, { dataNotificationEnabled: false, dataNotificationsThreshold: 75 }, 'FORBIDDEN', 'mobile.adminOnly');
      await refused(client, M.rename, { lineId: lines[0]!.id, nickname: 'Van' }, 'FORBIDDEN', 'mobile.adminOnly');
      await refused(client, M.feature, { lineId: lines[0]!.id, feature: 'MOBILE_HOTSPOT', status: 'DISABLED' }, 'FORBIDDEN', 'mobile.adminOnly');
      await refused(client, M.swap, { lineId: lines[0]!.id, imei: imei('35286218123458') }, 'FORBIDDEN', 'mobile.adminOnly');
    }
    await control.reset(backend.url, { users: [{ id: OWNER_ID, role: 'ADMIN' }] });
    const admin = await signedIn(backend.url, FLEET);
    await done(admin, M.rename, { lineId: lines[0]!.id, nickname: 'Owen (admin)' });
  });

  it('an armed fault fails each change before anything is written', async () => {
    const owner = await signedIn(backend.url, FLEET);
    const cases: [string, string, Record<string, unknown>][] = [
      ['updateMobileAccount', M.alerts, { dataNotificationEnabled: false, dataNotificationsThreshold: 50 }],
      ['updateLineNickname', M.rename, { lineId: lines[0]!.id, nickname: 'Van' }],
      ['updateLineFeatureState', M.feature, { lineId: lines[0]!.id, feature: 'MOBILE_HOTSPOT', status: 'DISABLED' }],
      ['swapDevice', M.swap, { lineId: lines[0]!.id, imei: imei('35286218123459') }],
    ];
    for (const [operation, mutation, input] of cases) {
      await control.fault(backend.url, { operation, errorCode: 'SERVICE_UNAVAILABLE' });
      await refused(owner, mutation, input, 'SERVICE_UNAVAILABLE');
    }
  });
});
