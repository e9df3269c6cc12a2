import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { addDays } from '../../src/domain/dates';
import { orderTotal, type ConsentStatus, type OrderStatus } from '../../src/domain/mobile-order-status';
import { hashPassword } from '../../src/server/auth/password';
import type { Address, CarrierRecord, LineActivationRecord, MobileOrderRecord } from '../../src/server/store/records';
import { address } from './account-builder';
import { cardLikeRuns, notLuhn } from './digits';
import type { Ids } from './ids';
import { ANCHOR } from './plan';

// Mobile orders (spec platform §3 mobile order; §4 order status), the lines they bring waiting to
// be activated (ready, in progress, failed, a port-in pending with the old carrier), and the
// carriers numbers are ported from with the simulated old carrier's record of a few numbers.
// Dates are days before the seed's day; instants keep their wall-clock time: the store moves
// both with the server's day. Kept small: the seed's story test moves the whole store many times.

type Order = MobileOrderRecord;
type OrderLine = Order['lines'][number];

/** Product pictures are not shipped with the portal: every product shows the front end's placeholder (image null). */
const phone = (name: string, brand: string, capacity: string, color: string, price: number): OrderLine => ({
  name,
  brand,
  capacity,
  color,
  image: null,
  price,
  quantity: 1,
  isDevice: true,
});
const accessory = (name: string, brand: string, price: number): OrderLine => ({
  name,
  brand,
  capacity: null,
  color: null,
  image: null,
  price,
  quantity: 1,
  isDevice: false,
});

const IPHONE = phone('iPhone 15', 'Apple', '128GB', 'Blue', 79999);
const GALAXY = phone('Galaxy S24', 'Samsung', '256GB', 'Onyx Black', 85999);
const PIXEL = phone('Pixel 8', 'Google', '128GB', 'Hazel', 69900);
const CASE = accessory('Rugged case', 'OtterBox', 4999);
const CHARGER = accessory('Car charger', 'Belkin', 2999);

interface OrderPlan {
  orderNumber: string;
  daysAgo: number;
  status: OrderStatus;
  consent: ConsentStatus;
  lines: OrderLine[];
  method: Order['shipping']['method'];
  shippingStatus: Order['shipping']['shippingStatus'];
  tracked: boolean;
  salesChannel: Order['salesChannel'];
}

const SHIPPING_PRICE: Record<Order['shipping']['method'], number> = { STANDARD: 0, EXPRESS: 1500, OVERNIGHT: 2999 };
/** sales tax on the goods (5.5%, Wisconsin's state and county rate), rounded to the cent */
const taxOf = (lines: readonly OrderLine[]) => Math.round(lines.reduce((s, l) => s + l.price * l.quantity, 0) * 0.055);
/** the activation fee per device */
const FEE_PER_DEVICE = 3500;

function orderRecord(plan: OrderPlan, id: string, accountId: string, shipTo: z.infer<typeof Address>, lastFour: string): Order {
  const taxes = taxOf(plan.lines);
  const fees = FEE_PER_DEVICE * plan.lines.filter((l) => l.isDevice).reduce((n, l) => n + l.quantity, 0);
  const shippingPrice = SHIPPING_PRICE[plan.method];
  return {
    id,
    accountId,
    orderNumber: plan.orderNumber,
    createdDate: addDays(ANCHOR, -plan.daysAgo),
    status: plan.status,
    consentStatus: plan.consent,
    consentCaptureUrl: plan.consent === 'PENDING' ? `https://consent.example.com/orders/${plan.orderNumber}` : null,
    salesChannel: plan.salesChannel,
    lines: plan.lines,
    shipping: {
      address: shipTo,
      method: plan.method,
      price: shippingPrice,
      // a parcel worth more than $500 is signed for
      signatureRequired: plan.lines.some((l) => l.price >= 50000),
      shippingStatus: plan.shippingStatus,
      trackingUrl: plan.tracked ? `https://tracking.example.com/parcels/1Z${plan.orderNumber}` : null,
    },
    taxes,
    fees,
    orderTotal: orderTotal({ lines: plan.lines, shippingPrice, taxes, fees }),
    payment: { brand: 'VISA', lastFour },
  };
}

const FLEET_ORDERS: OrderPlan[] = [
  {
    orderNumber: '5100234871',
    daysAgo: 1,
    status: 'PLACED',
    consent: 'PENDING',
    lines: [IPHONE, CASE],
    method: 'EXPRESS',
    shippingStatus: 'NOT_SHIPPED',
    tracked: false,
    salesChannel: 'ONLINE',
  },
  {
    orderNumber: '5100234655',
    daysAgo: 3,
    status: 'FRAUD_PROCESSING',
    consent: 'CAPTURED',
    lines: [GALAXY],
    method: 'STANDARD',
    shippingStatus: 'NOT_SHIPPED',
    tracked: false,
    salesChannel: 'PHONE',
  },
  {
    orderNumber: '5100233902',
    daysAgo: 4,
    status: 'READY_TO_SHIP',
    consent: 'CAPTURED',
    lines: [PIXEL, CHARGER],
    method: 'STANDARD',
    shippingStatus: 'NOT_SHIPPED',
    tracked: false,
    salesChannel: 'ONLINE',
  },
  {
    orderNumber: '5100231176',
    daysAgo: 6,
    status: 'SHIPPED',
    consent: 'CAPTURED',
    lines: [{ ...IPHONE, quantity: 2 }],
    method: 'OVERNIGHT',
    shippingStatus: 'IN_TRANSIT',
    tracked: true,
    salesChannel: 'ONLINE',
  },
  {
    orderNumber: '5100228840',
    daysAgo: 12,
    status: 'DELIVERED',
    consent: 'CAPTURED',
    lines: [GALAXY, PIXEL, CASE],
    method: 'EXPRESS',
    shippingStatus: 'DELIVERED',
    tracked: true,
    salesChannel: 'STORE',
  },
];
const ROUTEWISE_ORDERS: OrderPlan[] = [
  {
    orderNumber: '5200119034',
    daysAgo: 2,
    status: 'ON_HOLD',
    consent: 'PENDING',
    lines: [PIXEL],
    method: 'STANDARD',
    shippingStatus: 'NOT_SHIPPED',
    tracked: false,
    salesChannel: 'ONLINE',
  },
  {
    orderNumber: '5200117762',
    daysAgo: 9,
    status: 'RETURN_SUBMITTED',
    consent: 'CAPTURED',
    lines: [GALAXY],
    method: 'STANDARD',
    shippingStatus: 'RETURNING',
    tracked: true,
    salesChannel: 'ONLINE',
  },
  {
    orderNumber: '5200116390',
    daysAgo: 15,
    status: 'CANCELED',
    consent: 'EXPIRED',
    lines: [IPHONE, CHARGER],
    method: 'EXPRESS',
    shippingStatus: 'CANCELED',
    tracked: false,
    salesChannel: 'PHONE',
  },
  {
    orderNumber: '5200115207',
    daysAgo: 20,
    status: 'DELIVERED',
    consent: 'NOT_REQUIRED',
    lines: [PIXEL, { ...GALAXY, quantity: 1 }],
    method: 'STANDARD',
    shippingStatus: 'DELIVERED',
    tracked: true,
    salesChannel: 'STORE',
  },
];

/** An instant `days` after the seed's day at this UTC time (the store keeps the wall-clock time as it moves). */
const instant = (days: number, time: string) => `${addDays(ANCHOR, days)}T${time}Z`;

type Activation = LineActivationRecord;
const activationBase = (id: string, accountId: string, orderNumber: string, n: string) => ({
  id,
  accountId,
  orderNumber,
  iccId: notLuhn(`8901260${n}`),
  imei: notLuhn(`35391766${n.slice(0, 7)}`),
  type: 'PHONE' as const,
  errorCode: null,
  errorDescription: null,
  errorCategory: null,
  portIn: null,
  completesAt: null,
  outcome: null,
});

/** Fleet's delivered order: a phone ready, one activating, one failed, one bringing a number that is pending with its old carrier. */
function fleetActivations(ids: Ids, accountId: string, carriers: readonly CarrierRecord[]): Activation[] {
  const order = '5100228840';
  return [
    {
      ...activationBase(ids.next('lineActivations'), accountId, order, '410000000001'),
      lineName: 'New driver (Galaxy)',
      lineNumber: null,
      simType: 'ESIM',
      deviceName: 'Samsung Galaxy S24',
      callToActivate: false,
      activationStatus: 'READY_FOR_ACTIVATION',
      provisioningStatus: 'NOT_STARTED',
    },
    {
      ...activationBase(ids.next('lineActivations'), accountId, order, '410000000002'),
      lineName: 'Dispatch spare',
      lineNumber: '4145550177',
      simType: 'PSIM',
      deviceName: 'Google Pixel 8',
      callToActivate: false,
      activationStatus: 'IN_PROGRESS',
      provisioningStatus: 'PROVISIONING',
      // still activating on any day and hour: it finishes two days after the seed's day
      completesAt: instant(2, '15:00:00'),
      outcome: 'ACTIVE',
    },
    {
      ...activationBase(ids.next('lineActivations'), accountId, '5100231176', '410000000003'),
      lineName: 'Warehouse phone',
      lineNumber: null,
      simType: 'PSIM',
      deviceName: 'Apple iPhone 15',
      callToActivate: false,
      activationStatus: 'FAILED',
      provisioningStatus: 'ERROR',
      errorCode: 'SIM_NOT_FOUND',
      errorDescription: 'The SIM card number was not found. Check the number printed on the SIM card.',
      errorCategory: 'SIM',
    },
    {
      ...activationBase(ids.next('lineActivations'), accountId, '5100231176', '410000000004'),
      lineName: 'Owner (old number)',
      lineNumber: null,
      simType: 'ESIM',
      deviceName: 'Apple iPhone 15',
      callToActivate: false,
      activationStatus: 'PORT_IN_PROGRESS',
      provisioningStatus: 'PROVISIONING',
      portIn: {
        phoneNumber: '4145550160',
        carrierId: carriers[0]!.id,
        accountNumberLast4: '4471',
        firstName: 'Ana',
        lastName: 'Fischer',
        businessName: 'Fleet Courier Co.',
        billingAddress: address('620 W Oregon St', 'Milwaukee', 'WI', '53204'),
        attempts: [{ submittedAt: instant(-1, '14:30:00'), answersAt: instant(2, '14:30:00'), activeAt: instant(3, '14:30:00'), answer: { kind: 'CONFIRM' } }],
      },
    },
  ];
}

/** Routewise's delivered order: one line ready to bring a number, one that needs a call to activate. */
function routewiseActivations(ids: Ids, accountId: string): Activation[] {
  return [
    {
      ...activationBase(ids.next('lineActivations'), accountId, '5200115207', '520000000001'),
      lineName: 'Route 9 driver',
      lineNumber: null,
      simType: 'PSIM',
      deviceName: 'Google Pixel 8',
      callToActivate: false,
      activationStatus: 'READY_FOR_ACTIVATION',
      provisioningStatus: 'NOT_STARTED',
    },
    {
      ...activationBase(ids.next('lineActivations'), accountId, '5200115207', '520000000002'),
      lineName: 'Route 10 driver',
      lineNumber: '6085550188',
      simType: 'PSIM',
      deviceName: 'Samsung Galaxy S24',
      callToActivate: true,
      activationStatus: 'IN_PROGRESS',
      provisioningStatus: 'PROVISIONING',
      completesAt: instant(-1, '16:00:00'),
      outcome: 'NEEDS_CALL',
    },
  ];
}

/** A secret of the simulated old carrier, as a password is kept (a salt derived from what it is for, so the seed is the same every time). */
function carrierHash(value: string, purpose: string): string {
  for (let n = 0; ; n += 1) {
    const salt = createHash('sha256').update(`${purpose}#${n}`).digest().subarray(0, 16);
    const hash = hashPassword(value, salt);
    if (cardLikeRuns(hash).length === 0) return hash;
  }
}

interface SubscriberPlan {
  phoneNumber: string;
  accountNumber: string;
  pin: string;
  firstName: string;
  lastName: string;
  zip: string;
  locked?: boolean;
  stalls?: boolean;
}
const subscriber = (s: SubscriberPlan) => ({
  phoneNumber: s.phoneNumber,
  accountNumberHash: carrierHash(s.accountNumber, `carrier-account/${s.phoneNumber}`),
  pinHash: carrierHash(s.pin, `carrier-pin/${s.phoneNumber}`),
  firstName: s.firstName,
  lastName: s.lastName,
  zip: s.zip,
  locked: s.locked ?? false,
  stalls: s.stalls ?? false,
});

/**
 * The demo's numbers at other carriers (docs/decisions/047-mobile-orders-activation-routes.md
 * lists what each answers): at Lakeshore Wireless, account 884412345, PIN 246810, Ana Fischer,
 * ZIP 53204; 4145550161 is locked; 4145550162 stalls past its date. At Northstar
 * Mobile, account 77001234, PIN 1357, Dana Reyes, ZIP 53704. Any other number a carrier has no
 * record of, and it confirms what it is sent.
 */
export const CARRIER_PLANS = [
  {
    name: 'Lakeshore Wireless',
    accountNumberLength: { min: 9, max: 9 },
    pinLength: { min: 6, max: 6 },
    subscribers: [
      { phoneNumber: '4145550160', accountNumber: '884412345', pin: '246810', firstName: 'Ana', lastName: 'Fischer', zip: '53204' },
      { phoneNumber: '4145550161', accountNumber: '884412345', pin: '246810', firstName: 'Ana', lastName: 'Fischer', zip: '53204', locked: true },
      { phoneNumber: '4145550162', accountNumber: '884412345', pin: '246810', firstName: 'Ana', lastName: 'Fischer', zip: '53204', stalls: true },
    ],
  },
  {
    name: 'Northstar Mobile',
    accountNumberLength: { min: 8, max: 12 },
    pinLength: { min: 4, max: 8 },
    subscribers: [{ phoneNumber: '6085550170', accountNumber: '77001234', pin: '1357', firstName: 'Dana', lastName: 'Reyes', zip: '53704' }],
  },
  { name: 'Bluewave Telecom', accountNumberLength: { min: 6, max: 20 }, pinLength: { min: 4, max: 10 }, subscribers: [] },
] satisfies (Omit<CarrierRecord, 'id' | 'subscribers' | 'answerSeconds' | 'releaseSeconds'> & { subscribers: SubscriberPlan[] })[];

/** A carrier answers a submission in an hour, and releases a confirmed number an hour after that. */
export function carrierRecords(ids: Ids): CarrierRecord[] {
  return CARRIER_PLANS.map((c) => ({ ...c, id: ids.next('carriers'), answerSeconds: 3600, releaseSeconds: 3600, subscribers: c.subscribers.map(subscriber) }));
}

export function mobileOrderRecords(
  ids: Ids,
  accounts: { fleet: { id: string; shipTo: z.infer<typeof Address> }; routewise: { id: string; shipTo: z.infer<typeof Address> } },
) {
  const orders = [
    ...FLEET_ORDERS.map((p) => orderRecord(p, ids.next('mobileOrders'), accounts.fleet.id, accounts.fleet.shipTo, '4412')),
    ...ROUTEWISE_ORDERS.map((p) => orderRecord(p, ids.next('mobileOrders'), accounts.routewise.id, accounts.routewise.shipTo, '9031')),
  ];
  return orders;
}

export function lineActivationRecords(ids: Ids, accounts: { fleet: string; routewise: string }, carriers: readonly CarrierRecord[]): Activation[] {
  return [...fleetActivations(ids, accounts.fleet, carriers), ...routewiseActivations(ids, accounts.routewise)];
}

/** Numbers in these ranges cannot be ported in (premium and directory-assistance ranges). */
export const NOT_PORTABLE_PREFIXES = ['900', '976', '555'];
