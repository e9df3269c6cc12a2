import { addDays } from '../../src/domain/dates';
import type { Carrier } from '../../src/domain/equipment-shipment';
import type { AccountRecord, EquipmentRecord, EquipmentShipmentRecord } from '../../src/server/store/records';
import type { Ids } from './ids';
import { ANCHOR } from './plan';
import { alnum, digits, rngFor } from './prng';

// Equipment shipments (spec platform §3), sent to each account's service address. Days
// are counted from the anchor and move with it, so every status below (src/domain/equipment-
// shipment.ts shipmentStatusOn) is the one shown on any day: a router delivered weeks ago and
// installed, pods on their way, a receiver the carrier brought back, a modem shipped today, a
// router still waiting for stock. Accounts not listed have no shipment (the empty state).

type EquipmentType = EquipmentRecord['equipmentType'];

interface Item {
  type: EquipmentType;
  quantity?: number;
  /** the account's own device of this type (delivered and installed), else a model not on the account */
  installed?: true;
  model?: string;
}

interface Plan {
  account: string;
  carrier: Carrier;
  orderedDaysAgo: number;
  /** days after the anchor it was handed to the carrier (negative: before); null: not shipped yet */
  shipDay: number | null;
  deliveryDay: number;
  returnDay?: number;
  items: Item[];
}

const PLANS: Plan[] = [
  { account: 'acme', carrier: 'UPS', orderedDaysAgo: 33, shipDay: -31, deliveryDay: -28, items: [{ type: 'ROUTER', installed: true }] },
  { account: 'acme', carrier: 'FEDEX', orderedDaysAgo: 4, shipDay: -2, deliveryDay: 2, items: [{ type: 'POD', quantity: 2, model: 'SAX1V1K WiFi Pod' }] },
  {
    account: 'acme',
    carrier: 'USPS',
    orderedDaysAgo: 70,
    shipDay: -68,
    deliveryDay: -64,
    returnDay: -58,
    items: [{ type: 'SET_TOP_BOX', model: '210-HD' }],
  },
  { account: 'brightline', carrier: 'UPS', orderedDaysAgo: 2, shipDay: 0, deliveryDay: 3, items: [{ type: 'MODEM', model: 'SB8200' }] },
  { account: 'brightline', carrier: 'FEDEX', orderedDaysAgo: 1, shipDay: null, deliveryDay: 8, items: [{ type: 'ROUTER', model: 'RAC2V1K' }] },
  {
    account: 'cornercafe',
    carrier: 'FEDEX',
    orderedDaysAgo: 120,
    shipDay: -118,
    deliveryDay: -115,
    items: [
      { type: 'MODEM', installed: true },
      { type: 'SET_TOP_BOX', installed: true },
    ],
  },
  { account: 'fleet', carrier: 'UPS', orderedDaysAgo: 45, shipDay: -44, deliveryDay: -41, items: [{ type: 'ROUTER', installed: true }] },
  { account: 'northwind', carrier: 'USPS', orderedDaysAgo: 12, shipDay: -10, deliveryDay: -6, items: [{ type: 'POD', installed: true }] },
];

/** A tracking number in the carrier's own format: UPS 1Z + 16, FedEx 12 digits, USPS 22 digits. */
function trackingNumber(carrier: Carrier, rng: () => number): string {
  if (carrier === 'UPS') return `1Z${alnum(rng, 6)}${digits(rng, 10)}`;
  if (carrier === 'FEDEX') return digits(rng, 12);
  return `9400${digits(rng, 18)}`;
}

export function shipmentRecords(ids: Ids, accounts: Map<string, AccountRecord>, equipment: readonly EquipmentRecord[]): EquipmentShipmentRecord[] {
  return PLANS.map((plan, n) => {
    const account = accounts.get(plan.account);
    if (!account) throw new Error(`shipments: no account "${plan.account}"`);
    const rng = rngFor(`${plan.account}/shipment/${n}`);
    return {
      id: ids.next('equipmentShipments'),
      accountId: account.id,
      orderId: `ORD${digits(rng, 9)}`,
      orderDate: addDays(ANCHOR, -plan.orderedDaysAgo),
      carrier: plan.carrier,
      trackingNumber: trackingNumber(plan.carrier, rng),
      shipDate: plan.shipDay === null ? null : addDays(ANCHOR, plan.shipDay),
      deliveryDate: addDays(ANCHOR, plan.deliveryDay),
      returnDate: plan.returnDay === undefined ? null : addDays(ANCHOR, plan.returnDay),
      address: account.serviceAddress,
      items: plan.items.map((item) => {
        const device = item.installed ? equipment.find((e) => e.accountId === account.id && e.equipmentType === item.type) : undefined;
        if (item.installed && !device) throw new Error(`shipments: ${plan.account} has no ${item.type} to have installed`);
        return { equipmentId: device?.id ?? null, equipmentType: item.type, model: device?.model ?? item.model ?? '', quantity: item.quantity ?? 1 };
      }),
    };
  });
}
