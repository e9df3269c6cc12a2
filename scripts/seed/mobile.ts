import type { z } from 'zod';
import type { MobileDeviceRecord, MobileLineRecord } from '../../src/server/store/records';
import { MOBILE_TAXES } from './charges';
import { notLuhn } from './digits';
import type { Charge, MobileBuilder } from './plan';
import { digits } from './prng';
import { STATEMENT_COUNT } from './statements';

// Fleet Courier's mobile lines and devices, and the mobile part of its bill. Mobile charges
// are billed on the combined statement (section MOBILE); the mobile balance is the mobile
// share of the latest, still unpaid, statement.

type Line = z.infer<typeof MobileLineRecord>;
type Device = z.infer<typeof MobileDeviceRecord>;

interface LinePlan {
  line: Pick<Line, 'lineName' | 'lineNumber' | 'simType' | 'planName' | 'dataUsedMb' | 'throttled'>;
  device: Omit<Device, 'id' | 'accountId' | 'imei' | 'deviceStatus'>;
  /** the first eight digits of the IMEI: the type allocation code of the model */
  tac: string;
}

const IPHONE_PRICE = 82800;
const IPHONE_TERM = 24;
const IPHONE_MONTHLY = IPHONE_PRICE / IPHONE_TERM; // 3450, an exact cent amount
/** installments billed up to and including the latest statement */
const IPHONE_BILLED = 10;

const LINES: LinePlan[] = [
  {
    line: { lineName: 'Owen Fischer', lineNumber: '4145550193', simType: 'PSIM', planName: 'Business Unlimited Plus', dataUsedMb: 18432, throttled: false },
    tac: '35391766',
    device: {
      brand: 'Apple',
      model: 'iPhone 15',
      color: 'Black',
      capacity: '128GB',
      deviceType: 'PHONE',
      is5G: true,
      eSimCapable: true,
      isBYOD: false,
      isLocked: true,
      financing: {
        price: IPHONE_PRICE,
        termLength: IPHONE_TERM,
        remainingBalance: (IPHONE_TERM - IPHONE_BILLED) * IPHONE_MONTHLY,
        remainingPaymentCount: IPHONE_TERM - IPHONE_BILLED,
        monthlyDevicePayment: IPHONE_MONTHLY,
      },
    },
  },
  {
    line: {
      lineName: 'Ana Ruiz (dispatch)',
      lineNumber: '4145550194',
      simType: 'PSIM',
      planName: 'Business Unlimited Plus',
      dataUsedMb: 9820,
      throttled: false,
    },
    tac: '35286218',
    device: {
      brand: 'Samsung',
      model: 'Galaxy S24',
      color: 'Onyx Black',
      capacity: '256GB',
      deviceType: 'PHONE',
      is5G: true,
      eSimCapable: true,
      isBYOD: true,
      isLocked: false,
      financing: null,
    },
  },
  {
    line: { lineName: 'Dispatch tablet', lineNumber: '4145550195', simType: 'ESIM', planName: 'Business Unlimited Tablet', dataUsedMb: 3120, throttled: false },
    tac: '35455211',
    device: {
      brand: 'Apple',
      model: 'iPad (10th generation)',
      color: 'Silver',
      capacity: '64GB',
      deviceType: 'TABLET',
      is5G: true,
      eSimCapable: true,
      isBYOD: false,
      isLocked: false,
      financing: null,
    },
  },
  {
    line: { lineName: "Owen's watch", lineNumber: '4145550196', simType: 'ESIM', planName: 'Business Watch Unlimited', dataUsedMb: 214, throttled: false },
    tac: '35820617',
    device: {
      brand: 'Apple',
      model: 'Apple Watch Series 9 (GPS + Cellular)',
      color: 'Midnight',
      capacity: '64GB',
      deviceType: 'SMARTWATCH',
      is5G: false,
      eSimCapable: true,
      isBYOD: false,
      isLocked: false,
      financing: null,
    },
  },
];

const PHONE_PLANS = 8000; // 2 x Unlimited Plus
const CONNECTED_DEVICE_PLANS = 3000; // tablet 20.00 + watch 10.00
export const MOBILE_PLAN_RATE = PHONE_PLANS + CONNECTED_DEVICE_PLANS;

/** The MOBILE lines of statement k (0 = oldest of the seven): the installment count moves on. */
export function fleetMobileCharges(statementIndex: number): Charge[] {
  const installment = IPHONE_BILLED - (STATEMENT_COUNT - 1 - statementIndex);
  return [
    { section: 'MOBILE', description: 'Business Unlimited Plus (2 lines)', amount: PHONE_PLANS },
    { section: 'MOBILE', description: 'Tablet and watch lines (2)', amount: CONNECTED_DEVICE_PLANS },
    { section: 'MOBILE', kind: 'DEVICE_INSTALLMENT', description: `Device payment: iPhone 15 (${installment} of ${IPHONE_TERM})`, amount: IPHONE_MONTHLY },
  ];
}

export const fleetMobileRecords: MobileBuilder = (accountId, ids, rng, latest) => {
  const lines: Line[] = [];
  const devices: Device[] = [];
  for (const plan of LINES) {
    // Real IMEIs and ICCIDs end in a Luhn check digit. These are deliberately made Luhn-invalid
    // so that no 15–19 digit run in the seed can be mistaken for a card number by the scanner.
    const imei = notLuhn(plan.tac + digits(rng, 7));
    const iccId = notLuhn(`8901260${digits(rng, 12)}`);
    const device: Device = { id: ids.next('mobileDevices'), accountId, ...plan.device, imei, deviceStatus: 'ACTIVE' };
    devices.push(device);
    lines.push({ id: ids.next('mobileLines'), accountId, ...plan.line, status: 'ACTIVE', networkStatus: 'ENABLED', iccId, imei, deviceId: device.id });
  }
  const mobileShare = latest.lineItems.filter((li) => li.section === 'MOBILE' || li.description === MOBILE_TAXES).reduce((total, li) => total + li.amount, 0);
  return {
    lines,
    devices,
    balance: {
      id: ids.next('mobileBalances'),
      accountId,
      accountStatus: 'ACTIVE',
      totalBalance: mobileShare,
      pastDue: 0,
      dueDate: latest.dueDate,
      cycleEndDate: latest.servicePeriodThru,
    },
  };
};
