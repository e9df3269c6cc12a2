import { DATA_TIERS, mobileBuilder, type LinePlan } from './mobile-builder';
import type { Charge } from './plan';
import { STATEMENT_COUNT } from './statements';

// Fleet Courier's mobile lines and devices, and the mobile part of its bill. Mobile charges
// are billed on the combined statement (section MOBILE); the mobile balance is the mobile
// share of the latest, still unpaid, statement.

const IPHONE_PRICE = 82800;
const IPHONE_TERM = 24;
const IPHONE_MONTHLY = IPHONE_PRICE / IPHONE_TERM; // 3450, an exact cent amount
/** installments billed up to and including the latest statement */
const IPHONE_BILLED = 10;

// the phones: hotspot on, premium messages blocked; the tablet and the watch can only roam
const PHONE_FEATURES = {
  INTERNATIONAL_ROAMING: 'DISABLED',
  MOBILE_HOTSPOT: 'ENABLED',
  INTERNATIONAL_LONG_DISTANCE: 'DISABLED',
  PREMIUM_MESSAGING_BLOCK: 'ENABLED',
} as const;
const CONNECTED_FEATURES = {
  INTERNATIONAL_ROAMING: 'DISABLED',
  MOBILE_HOTSPOT: 'INELIGIBLE',
  INTERNATIONAL_LONG_DISTANCE: 'INELIGIBLE',
  PREMIUM_MESSAGING_BLOCK: 'INELIGIBLE',
} as const;

const LINES: LinePlan[] = [
  {
    line: { lineName: 'Owen Fischer', lineNumber: '4145550193', simType: 'PSIM', planName: 'Business Unlimited Plus', throttled: false },
    group: 'phones',
    features: { ...PHONE_FEATURES, INTERNATIONAL_ROAMING: 'ENABLED', INTERNATIONAL_LONG_DISTANCE: 'ENABLED' },
    tac: '35391766',
    usageMb: { current: 18432, past: [29120, 27340, 30210] },
    // a trip to the Toronto depot last month, and calls to the supplier in Mexico
    international: [
      { daysAgo: 34, country: 'CA', eventType: 'DAY_PASS', unitType: 'DAY', units: 1, rate: 1000 },
      { daysAgo: 33, country: 'CA', eventType: 'DAY_PASS', unitType: 'DAY', units: 1, rate: 1000 },
      { daysAgo: 33, country: 'CA', eventType: 'ROAMING_VOICE', unitType: 'MINUTE', units: 12, rate: 0 },
      { daysAgo: 12, country: 'MX', eventType: 'LONG_DISTANCE', unitType: 'MINUTE', units: 18, rate: 25 },
      { daysAgo: 5, country: 'MX', eventType: 'LONG_DISTANCE', unitType: 'MINUTE', units: 7, rate: 25 },
    ],
    device: {
      brand: 'Apple',
      model: 'iPhone 15',
      color: 'Black',
      capacity: '128GB',
      deviceType: 'PHONE',
      deviceOS: 'IOS',
      is5G: true,
      eSimCapable: true,
      simPreInstalled: true,
      isBYOD: false,
      isLocked: true,
      upgradeEligibilityStatus: 'FINANCING_REMAINING',
      price: IPHONE_PRICE,
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
      throttled: false,
      transactionType: 'PORT_IN',
      portInfo: {
        carrierName: 'Lakeshore Wireless',
        accountNumberLast4: '4471',
        firstName: 'Ana',
        lastName: 'Ruiz',
        businessName: 'Fleet Courier Co.',
        billingAddress: { addressLine1: '620 W Oregon St', addressLine2: null, city: 'Milwaukee', state: 'WI', zip: '53204' },
      },
    },
    group: 'phones',
    features: PHONE_FEATURES,
    tac: '35286218',
    usageMb: { current: 9820, past: [15230, 16020, 14410] },
    device: {
      brand: 'Samsung',
      model: 'Galaxy S24',
      color: 'Onyx Black',
      capacity: '256GB',
      deviceType: 'PHONE',
      deviceOS: 'ANDROID',
      is5G: true,
      eSimCapable: true,
      simPreInstalled: false,
      isBYOD: true,
      isLocked: false,
      upgradeEligibilityStatus: 'ELIGIBLE',
      price: 0,
      financing: null,
    },
  },
  {
    line: { lineName: 'Dispatch tablet', lineNumber: '4145550195', simType: 'ESIM', planName: 'Business Unlimited Tablet', throttled: false },
    group: 'connected',
    features: CONNECTED_FEATURES,
    tac: '35455211',
    usageMb: { current: 3120, past: [5480, 4920, 5110] },
    device: {
      brand: 'Apple',
      model: 'iPad (10th generation)',
      color: 'Silver',
      capacity: '64GB',
      deviceType: 'TABLET',
      deviceOS: 'IOS',
      is5G: true,
      eSimCapable: true,
      simPreInstalled: false,
      isBYOD: false,
      isLocked: false,
      upgradeEligibilityStatus: 'NOT_ELIGIBLE',
      price: 44900,
      financing: null,
    },
  },
  {
    line: { lineName: "Owen's watch", lineNumber: '4145550196', simType: 'ESIM', planName: 'Business Watch Unlimited', throttled: false },
    group: 'connected',
    features: CONNECTED_FEATURES,
    tac: '35820617',
    usageMb: { current: 214, past: [388, 402, 351] },
    device: {
      brand: 'Apple',
      model: 'Apple Watch Series 9 (GPS + Cellular)',
      color: 'Midnight',
      capacity: '64GB',
      deviceType: 'SMARTWATCH',
      deviceOS: 'WATCHOS',
      is5G: false,
      eSimCapable: true,
      simPreInstalled: false,
      isBYOD: false,
      isLocked: false,
      upgradeEligibilityStatus: 'NOT_ELIGIBLE',
      price: 49900,
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

// Unlimited plans: data past the priority allowance is slowed, never charged (overage 0)
export const fleetMobileRecords = mobileBuilder({
  groups: [
    {
      key: 'phones',
      planName: 'Business Unlimited Plus',
      statementItem: 'Business Unlimited Plus',
      allowanceQuotaGB: 100,
      overageAmountPerGB: 0,
      planLevelTotalAmount: PHONE_PLANS,
      dataThrottleLimitGB: 100,
    },
    {
      key: 'connected',
      planName: 'Tablet and watch',
      statementItem: 'Tablet and watch lines',
      allowanceQuotaGB: 30,
      overageAmountPerGB: 0,
      planLevelTotalAmount: CONNECTED_DEVICE_PLANS,
      dataThrottleLimitGB: 30,
    },
  ],
  insurancePlans: [
    { key: 'basic', name: 'Device Protection', cost: 900 },
    { key: 'complete', name: 'Device Protection Plus', cost: 1500 },
  ],
  promotions: [
    {
      code: 'BUNDLE20',
      name: 'Internet + Mobile bundle',
      description: '$20 off each phone line a month with Business Internet.',
      type: 'SERVICE',
      offerDiscount: 2000,
      discountType: 'AMOUNT',
      termsAndConditions: 'With Business Internet on the same account, for up to 12 months. Lines must stay active.',
      serviceDurationMonths: 12,
      deviceDurationMonths: null,
    },
  ],
  lines: LINES,
  settings: {
    soloMobileAccountId: 'SMA-FLTCOU-0418',
    accountLock: { enabled: true, selfServeEligible: true, type: 'PORT_OUT' },
    dataNotifications: { dataNotificationEnabled: true, dataNotificationsThreshold: 75, dataTierOptions: DATA_TIERS },
    contactInfo: {
      businessName: 'Fleet Courier Co.',
      city: 'Milwaukee',
      state: 'WI',
      zip: '53204',
      emailAddress: 'mobile@fleet.example',
      phone: '4145550193',
      existingCustomer: true,
      migrationStatus: 'NOT_MIGRATED',
      billerStatus: 'ACTIVE',
      billerNumber: 'B-8842-1190',
      customerDaysAgo: 430,
    },
  },
});
