import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn } from '../support/client';

/**
 * Equipment shipments (spec platform §3, §7 "equipment shipments"): the caller's own
 * account only, any role; each status read from the carrier's days on the server's business day;
 * the tracking link once the carrier has the parcel; another account's device refused.
 */
const backend = backendPerFile();

const SHIPMENTS = `query ($equipmentId: ID) { equipmentShipments(equipmentId: $equipmentId) {
  id orderId orderDate status carrier trackingNumber trackingUrl shipDate deliveryDate returnDate
  address { addressLine1 city state zip } items { equipmentId equipmentType model quantity } } }`;

interface Shipment {
  id: string;
  orderDate: string;
  status: string;
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shipDate: string | null;
  deliveryDate: string;
  returnDate: string | null;
  address: { addressLine1: string };
  items: { equipmentId: string | null; equipmentType: string; model: string; quantity: number }[];
}

async function shipmentsOf(username: string, equipmentId?: string) {
  const reply = await (await signedIn(backend.url, username)).gql(SHIPMENTS, equipmentId ? { equipmentId } : {});
  return { list: (reply.body.data?.equipmentShipments ?? null) as Shipment[] | null, code: reply.body.errors?.[0]?.extensions?.code as string | undefined };
}

describe('equipmentShipments', () => {
  it("answers the account's shipments, newest order first, each status from its days on the server's day", async () => {
    const { today } = await control.serverClock(backend.url);
    const { list } = await shipmentsOf('owner@acme.example');
    expect(list!.map((s) => [s.carrier, s.status])).toEqual([
      ['FEDEX', 'IN_TRANSIT'],
      ['UPS', 'DELIVERED'],
      ['USPS', 'RETURNED'],
    ]);
    const [pods, router, receiver] = list!;
    expect(pods!.deliveryDate > today && pods!.shipDate! < today).toBe(true);
    expect(pods!.items).toEqual([{ equipmentId: null, equipmentType: 'POD', model: 'SAX1V1K WiFi Pod', quantity: 2 }]);
    expect(pods!.trackingNumber).toMatch(/^\d{12}$/);
    expect(pods!.trackingUrl).toBe(`https://www.fedex.com/fedextrack/?trknbr=${pods!.trackingNumber}`);
    expect(router!.trackingUrl).toBe(`https://www.ups.com/track?tracknum=${router!.trackingNumber}`);
    expect(router!.items[0]).toMatchObject({ equipmentId: 'eq_2', equipmentType: 'ROUTER' });
    expect(receiver!.returnDate! <= today && receiver!.trackingUrl!.startsWith('https://tools.usps.com/')).toBe(true);
    expect(router!.address.addressLine1).toBe('418 Atlantic Ave');

    // Brightline's modem is handed to the carrier today; its router waits for stock, with no tracking yet
    const brightline = (await shipmentsOf('autopay@brightline.example')).list!;
    expect(brightline.map((s) => [s.status, s.shipDate === today, s.trackingNumber === null])).toEqual([
      ['ORDERED', false, true],
      ['SHIPPED', true, false],
    ]);
    expect(brightline[0]!.trackingUrl).toBeNull();
    // an account with no shipment: an empty list
    expect((await shipmentsOf('equipment@granite.example')).list).toEqual([]);
  });

  it('moves on with the server clock: the pods are delivered on their day, the modem is in transit the day after it shipped', async () => {
    const { today } = await control.serverClock(backend.url);
    // frozen mid-morning of the same business day (the seed stays where it is), then moved a day at a time
    await control.reset(backend.url, undefined, { now: `${today}T15:00:00.000Z` });
    const statuses = async (username: string) => (await shipmentsOf(username)).list!.map((s) => s.status);
    const pods = (await shipmentsOf('owner@acme.example')).list![0]!;
    const dayBefore = addDays(pods.deliveryDate, -1);
    await control.clock(backend.url, { now: `${dayBefore}T15:00:00.000Z` });
    expect(await statuses('owner@acme.example')).toEqual(['IN_TRANSIT', 'DELIVERED', 'RETURNED']);
    await control.clock(backend.url, { now: `${pods.deliveryDate}T15:00:00.000Z` });
    expect(await statuses('owner@acme.example')).toEqual(['DELIVERED', 'DELIVERED', 'RETURNED']);
    expect(await statuses('autopay@brightline.example')).toEqual(['ORDERED', 'IN_TRANSIT']);
  });

  it("by device: the shipments that brought it; another account's device is not found and answers nothing of it", async () => {
    const own = (await shipmentsOf('owner@acme.example', 'eq_2')).list!;
    expect(own.map((s) => [s.carrier, s.status])).toEqual([['UPS', 'DELIVERED']]);
    // any role reads its account's shipments
    expect((await shipmentsOf('staff@acme.example', 'eq_2')).list!.map((s) => s.id)).toEqual(own.map((s) => s.id));
    const other = await shipmentsOf('autopay@brightline.example', 'eq_2');
    expect(other.code).toBe('NOT_FOUND');
    expect(other.list).toBeNull();
    expect((await shipmentsOf('owner@acme.example', 'eq_999')).code).toBe('NOT_FOUND');
  });

  it('an armed fault fails the read alone', async () => {
    await control.fault(backend.url, { operation: 'equipmentShipments', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    expect((await shipmentsOf('owner@acme.example')).code).toBe('SERVICE_UNAVAILABLE');
    expect((await shipmentsOf('owner@acme.example')).list).toHaveLength(3);
  });
});
