import { beforeAll, describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';

// The mobile orders and activation reads (spec platform §3, §7; src/server/graphql/mobile-orders.graphql)
// for Fleet Courier (mobile@fleet.example) and Routewise (owner@routewise.example): shapes, totals
// that add up, consent only when asked for, what to do next, the activation dashboard on the
// server clock, porting eligibility, the carriers, and another account's order or line refused
// like a missing one.

const backend = backendPerFile({ resetEachTest: false });

const ORDER = `orderNumber createdDate status statusGroup consentStatus consentCaptureUrl salesChannel
  orderLines { name brand capacity color image price quantity isDevice }
  shipping { address { addressLine1 city state zip } method price signatureRequired shippingStatus trackingUrl }
  taxes fees orderTotal payment { brand lastFour } nextActions`;
const ACTIVATION = `lineId orderNumber lineName lineNumber iccId imei simType type deviceName provisioningStatus status activationState action
  errorCode errorDescription errorCategory pollingGuidelines { featureToUseForPolling startDelaySeconds intervalSeconds durationSeconds }
  portInfo { phoneNumber carrierId carrierName accountNumberLast4 firstName lastName businessName billingAddress { zip }
    timeline { state exception fieldToFix overdue submittedAt answersAt confirmedDate submissions } }`;

let fleet: Client;
let routewise: Client;
let today: string;
beforeAll(async () => {
  await control.reset(backend.url);
  today = (await control.serverClock(backend.url)).today;
  fleet = await signedIn(backend.url, 'mobile@fleet.example');
  routewise = await signedIn(backend.url, 'owner@routewise.example');
});

async function data<T = any>(client: Client, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data!;
}

describe('mobile orders', () => {
  it('lists the account’s orders newest first, consent only when asked for', async () => {
    const { mobileOrders } = await data(fleet, `{ mobileOrders { ${ORDER} } }`);
    expect(mobileOrders.map((o: { status: string }) => o.status)).toEqual(['PLACED', 'FRAUD_PROCESSING', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED']);
    expect(mobileOrders.every((o: { consentStatus: unknown }) => o.consentStatus === null)).toBe(true);
    expect(mobileOrders[0].createdDate <= today).toBe(true);
    const withConsent = (await data(fleet, '{ mobileOrders(includeConsentStatus: true) { orderNumber consentStatus consentCaptureUrl } }')).mobileOrders;
    expect(withConsent[0]).toEqual({ orderNumber: '5100234871', consentStatus: 'PENDING', consentCaptureUrl: 'https://consent.example.com/orders/5100234871' });
    const other = (await data(routewise, '{ mobileOrders { status } }')).mobileOrders.map((o: { status: string }) => o.status);
    expect(other).toEqual(['ON_HOLD', 'RETURN_SUBMITTED', 'CANCELED', 'DELIVERED']);
  });

  it('one order: products, shipping, a total that adds up, and what to do next', async () => {
    const { mobileOrder } = await data(fleet, `query($n: String!) { mobileOrder(orderNumber: $n) { ${ORDER} } }`, { n: '5100231176' });
    expect(mobileOrder).toMatchObject({ status: 'SHIPPED', statusGroup: 'IN_TRANSIT', consentStatus: 'CAPTURED', nextActions: ['TRACK'] });
    expect(mobileOrder.shipping).toMatchObject({ method: 'OVERNIGHT', signatureRequired: true, shippingStatus: 'IN_TRANSIT' });
    const goods = mobileOrder.orderLines.reduce((s: number, l: { price: number; quantity: number }) => s + l.price * l.quantity, 0);
    expect(mobileOrder.orderTotal).toBe(goods + mobileOrder.shipping.price + mobileOrder.taxes + mobileOrder.fees);
    const placed = (await data(fleet, `{ mobileOrder(orderNumber: "5100234871") { nextActions } }`)).mobileOrder;
    expect(placed.nextActions).toEqual(['GIVE_CONSENT']);
    const held = (await data(routewise, `{ mobileOrder(orderNumber: "5200119034") { statusGroup nextActions } }`)).mobileOrder;
    expect(held).toEqual({ statusGroup: 'HELD', nextActions: ['GIVE_CONSENT', 'CONTACT'] });
    const { orderConsentStatus, productDetails } = await data(
      fleet,
      '{ orderConsentStatus(orderNumber: "5100234871") { orderNumber consentStatus consentCaptureUrl } productDetails(orderNumber: "5100234871") { name isDevice image } }',
    );
    expect(orderConsentStatus.consentStatus).toBe('PENDING');
    expect(productDetails).toEqual([
      { name: 'iPhone 15', isDevice: true, image: null },
      { name: 'Rugged case', isDevice: false, image: null },
    ]);
  });

  it('another account’s order is not found, like a missing one', async () => {
    for (const q of [
      'mobileOrder(orderNumber: $n) { orderNumber }',
      'orderConsentStatus(orderNumber: $n) { orderNumber }',
      'productDetails(orderNumber: $n) { name }',
    ]) {
      const theirs = await fleet.gql(`query($n: String!) { ${q} }`, { n: '5200119034' });
      const missing = await fleet.gql(`query($n: String!) { ${q} }`, { n: '9999999999' });
      expect(theirs.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(theirs.body.errors?.[0]?.message).toBe(missing.body.errors?.[0]?.message);
    }
  });
});

describe('activation reads', () => {
  it('the dashboard: each line with its state and what to do, counted', async () => {
    const { activationDashboard, activationStatusOfEligibleDevices } = await data(
      fleet,
      `{ activationDashboard { readyCount inProgressCount failedCount needsCallCount activeCount lines { ${ACTIVATION} } } activationStatusOfEligibleDevices { lineId deviceName activationState } }`,
    );
    expect(activationDashboard).toMatchObject({ readyCount: 1, inProgressCount: 2, failedCount: 1, needsCallCount: 0, activeCount: 0 });
    const states = activationDashboard.lines.map((l: { activationState: string; action: string }) => [l.activationState, l.action]);
    expect(states).toEqual([
      ['READY_FOR_ACTIVATION', 'ACTIVATE'],
      ['IN_PROGRESS', 'WAIT'],
      ['FAILED', 'FIX_AND_RETRY'],
      ['PORT_IN_PROGRESS', 'WAIT'],
    ]);
    const failed = activationDashboard.lines[2];
    expect(failed).toMatchObject({ errorCode: 'SIM_NOT_FOUND', errorCategory: 'SIM', provisioningStatus: 'ERROR' });
    const port = activationDashboard.lines[3].portInfo;
    expect(port).toMatchObject({
      carrierName: 'Lakeshore Wireless',
      accountNumberLast4: '4471',
      timeline: { state: 'PENDING_OLD_CARRIER', overdue: false, submissions: 1 },
    });
    expect(activationStatusOfEligibleDevices).toHaveLength(4);
    const routewiseBoard = (await data(routewise, '{ activationDashboard { needsCallCount readyCount lines { activationState action } } }'))
      .activationDashboard;
    expect(routewiseBoard).toMatchObject({ needsCallCount: 1, readyCount: 1 });
  });

  it('another account’s line is not found, like a missing one', async () => {
    const store = await control.store(backend.url);
    const theirs = store.lineActivations.find((a: { accountId: string; id: string }) => a.accountId !== 'acct_8').id;
    const a = await fleet.gql('query($id: ID!) { lineActivationStatus(lineId: $id) { lineId } }', { id: theirs });
    const b = await fleet.gql('query($id: ID!) { lineActivationStatus(lineId: $id) { lineId } }', { id: 'lact_999' });
    expect(a.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(a.body.errors?.[0]?.message).toBe(b.body.errors?.[0]?.message);
  });
});

describe('porting eligibility and carriers', () => {
  it('answers each number with its reason', async () => {
    const ask = (n: string) =>
      data(fleet, 'query($n: String!) { portingEligibility(phoneNumber: $n) { phoneNumber isEligible reason } }', { n }).then((d) => d.portingEligibility);
    expect(await ask('(608) 555-0170')).toMatchObject({ isEligible: true, reason: null });
    expect(await ask('4145550193')).toMatchObject({ isEligible: false, reason: 'port.onThisAccount' });
    expect(await ask('6085550142')).toMatchObject({ isEligible: false, reason: 'port.onAnotherAccount' });
    expect(await ask('9005550142')).toMatchObject({ isEligible: false, reason: 'port.notPortable' });
    expect(await ask('12345')).toMatchObject({ isEligible: false, reason: 'port.format' });
  });
  it('lists the carriers with their account number and PIN lengths, never their records', async () => {
    const reply = await fleet.gql('{ carriers { id name accountNumberLength { min max } pinLength { min max } } }');
    expect(reply.body.data.carriers.map((c: { name: string }) => c.name)).toEqual(['Lakeshore Wireless', 'Northstar Mobile', 'Bluewave Telecom']);
    expect(reply.text).not.toContain('scrypt');
    expect(reply.body.data.carriers[0].pinLength).toEqual({ min: 6, max: 6 });
  });
  it('a read’s armed fault fails it', async () => {
    await control.fault(backend.url, { operation: 'mobileOrders', errorCode: 'SERVICE_UNAVAILABLE' });
    expect((await fleet.gql('{ mobileOrders { orderNumber } }')).body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect((await fleet.gql('{ mobileOrders { orderNumber } }')).body.errors).toBeUndefined();
  });
});

describe('on the server clock', () => {
  // last: it moves the clock three days on
  it('an activation in progress finishes on the server clock; a port goes live on its confirmed date', async () => {
    const { activationDashboard } = await data(fleet, '{ activationDashboard { lines { lineId } } }');
    const [, inProgress, , port] = activationDashboard.lines.map((l: { lineId: string }) => l.lineId);
    const status = (id: string) =>
      data(fleet, `query($id: ID!) { lineActivationStatus(lineId: $id) { ${ACTIVATION} } }`, { id }).then((d) => d.lineActivationStatus);
    expect((await status(inProgress)).activationState).toBe('IN_PROGRESS');
    await control.clock(backend.url, { advanceSeconds: 3 * 86400 });
    // the session went idle while the clock moved
    fleet = await signedIn(backend.url, 'mobile@fleet.example');
    expect(await status(inProgress)).toMatchObject({ activationState: 'ACTIVE', status: 'ACTIVE', provisioningStatus: 'PROVISIONED' });
    const live = await status(port);
    expect(live).toMatchObject({ activationState: 'ACTIVE', lineNumber: '4145550160', portInfo: { timeline: { state: 'ACTIVE' } } });
    expect(live.portInfo.timeline.confirmedDate).not.toBeNull();
  });
});
