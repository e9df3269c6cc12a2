import { DATA_TIERS, mobileBuilder, type LinePlan } from './mobile-builder';
import type { Charge } from './plan';
import { STATEMENT_COUNT } from './statements';

// Routewise Logistics' mobile account: eight lines of a delivery business. Six phones share a
// 100 GB pool that is at about 90% with ten days of the cycle left (so the forecast sees the pool
// run out and what it would cost), one driver's line suspended, the yard supervisor's line slowed
// past its 5 GB, a customer's own Galaxy (BYOD), eSIM lines, and the owner's iPhone financed and
// insured, its installment and protection plan on every bill.

const PRO_PRICE = 100800;
const PRO_TERM = 24;
const PRO_MONTHLY = PRO_PRICE / PRO_TERM; // 4200, an exact cent amount
/** installments billed up to and including the latest statement */
const PRO_BILLED = 7;
const PROTECTION = { name: 'Device Protection Plus', cost: 1500 };

const SHARED = 18000; // 6 lines x 30.00
const BASIC = 2000;
const TABLET = 1500;
export const ROUTEWISE_MOBILE_RATE = SHARED + BASIC + TABLET;

const PHONE_FEATURES = {
  INTERNATIONAL_ROAMING: 'DISABLED',
  MOBILE_HOTSPOT: 'ENABLED',
  INTERNATIONAL_LONG_DISTANCE: 'DISABLED',
  PREMIUM_MESSAGING_BLOCK: 'ENABLED',
} as const;
// the basic plan has no hotspot
const BASIC_FEATURES = { ...PHONE_FEATURES, MOBILE_HOTSPOT: 'INELIGIBLE' } as const;
const TABLET_FEATURES = {
  INTERNATIONAL_ROAMING: 'DISABLED',
  MOBILE_HOTSPOT: 'ENABLED',
  INTERNATIONAL_LONG_DISTANCE: 'INELIGIBLE',
  PREMIUM_MESSAGING_BLOCK: 'INELIGIBLE',
} as const;

type DeviceOf = LinePlan['device'];
const phone = (brand: string, model: string, color: string, capacity: string, deviceOS: DeviceOf['deviceOS'], price: number): DeviceOf => ({
  brand,
  model,
  color,
  capacity,
  deviceType: 'PHONE',
  deviceOS,
  is5G: true,
  eSimCapable: true,
  simPreInstalled: true,
  isBYOD: false,
  isLocked: false,
  upgradeEligibilityStatus: 'ELIGIBLE',
  price,
  financing: null,
});

const LINES: LinePlan[] = [
  {
    line: { lineName: 'Dana Whitfield', lineNumber: '6085550141', simType: 'PSIM', planName: 'Business Shared Data 100 GB', throttled: false },
    group: 'shared',
    features: { ...PHONE_FEATURES, INTERNATIONAL_LONG_DISTANCE: 'ENABLED' },
    tac: '35672811',
    usageMb: { current: 19600, past: [24100, 22800] },
    international: [{ daysAgo: 9, country: 'MX', eventType: 'LONG_DISTANCE', unitType: 'MINUTE', units: 22, rate: 25 }],
    device: {
      ...phone('Apple', 'iPhone 15 Pro', 'Natural Titanium', '256GB', 'IOS', PRO_PRICE),
      isLocked: true,
      upgradeEligibilityStatus: 'FINANCING_REMAINING',
      insurance: 'plus',
      financing: {
        price: PRO_PRICE,
        termLength: PRO_TERM,
        remainingBalance: (PRO_TERM - PRO_BILLED) * PRO_MONTHLY,
        remainingPaymentCount: PRO_TERM - PRO_BILLED,
        monthlyDevicePayment: PRO_MONTHLY,
      },
    },
  },
  {
    line: { lineName: 'Marco Silva (route 1)', lineNumber: '6085550142', simType: 'PSIM', planName: 'Business Shared Data 100 GB', throttled: false },
    group: 'shared',
    features: { ...PHONE_FEATURES, INTERNATIONAL_ROAMING: 'ENABLED' },
    tac: '35286218',
    usageMb: { current: 21100, past: [27300, 25900] },
    // the Windsor run across the border
    international: [
      { daysAgo: 26, country: 'CA', eventType: 'DAY_PASS', unitType: 'DAY', units: 1, rate: 1000 },
      { daysAgo: 26, country: 'CA', eventType: 'ROAMING_DATA', unitType: 'MB', units: 640, rate: 0 },
      { daysAgo: 6, country: 'CA', eventType: 'ROAMING_TEXT', unitType: 'MESSAGE', units: 14, rate: 5 },
    ],
    device: { ...phone('Samsung', 'Galaxy S24', 'Marble Grey', '128GB', 'ANDROID', 0), isBYOD: true, simPreInstalled: false },
  },
  {
    line: { lineName: 'Keisha Brown (route 2)', lineNumber: '6085550143', simType: 'ESIM', planName: 'Business Shared Data 100 GB', throttled: false },
    group: 'shared',
    features: PHONE_FEATURES,
    tac: '35870134',
    usageMb: { current: 18300, past: [23600, 21700] },
    device: { ...phone('Google', 'Pixel 8', 'Obsidian', '128GB', 'ANDROID', 69900), simPreInstalled: false },
  },
  {
    line: {
      lineName: 'Tom Alvarez (route 3)',
      lineNumber: '6085550144',
      simType: 'PSIM',
      planName: 'Business Shared Data 100 GB',
      throttled: false,
      transactionType: 'PORT_IN',
      portInfo: {
        carrierName: 'Prairie Mobile',
        accountNumberLast4: '9023',
        firstName: 'Tom',
        lastName: 'Alvarez',
        businessName: null,
        billingAddress: { addressLine1: '2210 Winnebago St', addressLine2: null, city: 'Madison', state: 'WI', zip: '53704' },
      },
    },
    group: 'shared',
    features: PHONE_FEATURES,
    tac: '35316512',
    usageMb: { current: 17400, past: [21900, 20400] },
    device: phone('Apple', 'iPhone 14', 'Blue', '128GB', 'IOS', 59900),
  },
  {
    line: { lineName: 'Warehouse handheld', lineNumber: '6085550145', simType: 'PSIM', planName: 'Business Shared Data 100 GB', throttled: false },
    group: 'shared',
    features: PHONE_FEATURES,
    tac: '35093427',
    usageMb: { current: 16000, past: [19800, 18700] },
    device: phone('Samsung', 'Galaxy A54', 'Awesome Graphite', '128GB', 'ANDROID', 44900),
  },
  {
    // a driver who left: the line is suspended, its number kept for the next one
    line: {
      lineName: 'Route 4 (open)',
      lineNumber: '6085550146',
      simType: 'PSIM',
      planName: 'Business Shared Data 100 GB',
      throttled: false,
      status: 'SUSPENDED',
    },
    group: 'shared',
    features: PHONE_FEATURES,
    tac: '35391766',
    usageMb: { current: 0, past: [6200, 18900] },
    device: phone('Apple', 'iPhone 15', 'Black', '128GB', 'IOS', 79900),
  },
  {
    line: { lineName: 'Yard supervisor', lineNumber: '6085550147', simType: 'PSIM', planName: 'Business Basic 5 GB', throttled: true },
    group: 'basic',
    features: BASIC_FEATURES,
    tac: '35208816',
    usageMb: { current: 5300, past: [5120, 4870] },
    device: { ...phone('Motorola', 'moto g 5G', 'Ink Blue', '128GB', 'ANDROID', 19999), eSimCapable: false, is5G: true },
  },
  {
    line: { lineName: 'Dispatch iPad', lineNumber: '6085550148', simType: 'ESIM', planName: 'Business Tablet 10 GB', throttled: false },
    group: 'tablet',
    features: TABLET_FEATURES,
    tac: '35455211',
    usageMb: { current: 4100, past: [6900, 6400] },
    device: {
      ...phone('Apple', 'iPad (10th generation)', 'Blue', '64GB', 'IOS', 44900),
      deviceType: 'TABLET',
      simPreInstalled: false,
      upgradeEligibilityStatus: 'NOT_ELIGIBLE',
    },
  },
];

/** The MOBILE lines of statement k (0 = oldest of the seven): the installment count moves on. */
export function routewiseMobileCharges(statementIndex: number): Charge[] {
  const installment = PRO_BILLED - (STATEMENT_COUNT - 1 - statementIndex);
  return [
    { section: 'MOBILE', description: 'Business Shared Data 100 GB (6 lines)', amount: SHARED },
    { section: 'MOBILE', description: 'Business Basic 5 GB (1 line)', amount: BASIC },
    { section: 'MOBILE', description: 'Business Tablet 10 GB (1 line)', amount: TABLET },
    { section: 'MOBILE', kind: 'DEVICE_INSTALLMENT', description: `Device payment: iPhone 15 Pro (${installment} of ${PRO_TERM})`, amount: PRO_MONTHLY },
    { section: 'MOBILE', description: `${PROTECTION.name}: iPhone 15 Pro`, amount: PROTECTION.cost },
  ];
}

export const routewiseMobileRecords = mobileBuilder({
  groups: [
    {
      key: 'shared',
      planName: 'Business Shared Data 100 GB',
      statementItem: 'Business Shared Data 100 GB',
      allowanceQuotaGB: 100,
      overageAmountPerGB: 1000,
      planLevelTotalAmount: SHARED,
      dataThrottleLimitGB: 150,
    },
    {
      key: 'basic',
      planName: 'Business Basic 5 GB',
      statementItem: 'Business Basic 5 GB',
      allowanceQuotaGB: 5,
      overageAmountPerGB: 0,
      planLevelTotalAmount: BASIC,
      dataThrottleLimitGB: 5,
    },
    {
      key: 'tablet',
      planName: 'Business Tablet 10 GB',
      statementItem: 'Business Tablet 10 GB',
      allowanceQuotaGB: 10,
      overageAmountPerGB: 1000,
      planLevelTotalAmount: TABLET,
      dataThrottleLimitGB: null,
    },
  ],
  insurancePlans: [
    { key: 'basic', name: 'Device Protection', cost: 900 },
    { key: 'plus', ...PROTECTION },
  ],
  promotions: [
    {
      code: 'ADDALINE',
      name: 'Add a line',
      description: 'Half off each new line on a shared data plan for six months.',
      type: 'SERVICE',
      offerDiscount: 50,
      discountType: 'PERCENT',
      termsAndConditions: 'New lines on Business Shared Data only. The discount ends if the line is suspended or moved to another plan.',
      serviceDurationMonths: 6,
      deviceDurationMonths: null,
    },
    {
      code: 'TRADEUP200',
      name: 'Trade up',
      description: '$200 off a new phone when you trade in an eligible one.',
      type: 'DEVICE',
      offerDiscount: 20000,
      discountType: 'AMOUNT',
      termsAndConditions: 'Credited over 24 monthly device payments. The traded-in phone must power on and be paid off.',
      serviceDurationMonths: null,
      deviceDurationMonths: 24,
    },
  ],
  lines: LINES,
  settings: {
    soloMobileAccountId: 'SMA-RTWLOG-1107',
    accountLock: { enabled: false, selfServeEligible: true, type: 'PORT_OUT' },
    dataNotifications: { dataNotificationEnabled: true, dataNotificationsThreshold: 90, dataTierOptions: DATA_TIERS },
    contactInfo: {
      businessName: 'Routewise Logistics LLC',
      city: 'Madison',
      state: 'WI',
      zip: '53704',
      emailAddress: 'owner@routewise.example',
      phone: '6085550141',
      existingCustomer: true,
      migrationStatus: 'NOT_MIGRATED',
      billerStatus: 'ACTIVE',
      billerNumber: 'B-6031-2245',
      customerDaysAgo: 240,
    },
  },
});
