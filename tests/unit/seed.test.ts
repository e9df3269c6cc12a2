import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expiryStatus } from '../../src/domain/card';
import { addDays, addMonths, BUSINESS_TIME_ZONE, daysBetween } from '../../src/domain/dates';
import { tierOfDays } from '../../src/domain/delinquency';
import { paymentRisks } from '../../src/domain/payment-risk';
import { verifyPassword } from '../../src/server/auth/password';
import { Store } from '../../src/server/store/records';
import { ID_PREFIX } from '../../src/server/store/store';
import { seedText } from '../../scripts/seed/make-seed';
import { aProfile } from '../support/profiles';
import { DOWNTOWN_BROOKLYN } from '../../machines/model/fixtures';

// The committed seed (db.json) tells each demo account's story (README.md, demo
// sign-ins). These checks read the file itself, as the server loads it on the anchor day.

const raw = readFileSync(new URL('../../db.json', import.meta.url), 'utf8');
const db = Store.parse(JSON.parse(raw));
const today = db.meta.anchorDate;

const DEMO_USERS = {
  'owner@acme.example': 'PRIMARY',
  'admin@acme.example': 'ADMIN',
  'billing@acme.example': 'BILLING',
  'staff@acme.example': 'STANDARD',
  'autopay@brightline.example': 'PRIMARY',
  'pastdue@cornercafe.example': 'PRIMARY',
  'disconnected@harbor.example': 'PRIMARY',
  'restricted@northwind.example': 'PRIMARY',
  'cashonly@southside.example': 'PRIMARY',
  'moved@enterprise.example': 'PRIMARY',
  'mobile@fleet.example': 'PRIMARY',
  'expiring@summit.example': 'PRIMARY',
  'wallet@keystone.example': 'PRIMARY',
  'atrisk@riverside.example': 'PRIMARY',
  'suspension@lakeside.example': 'PRIMARY',
  'equipment@granite.example': 'PRIMARY',
  'owner@routewise.example': 'PRIMARY',
} as const;

function accountOf(username: keyof typeof DEMO_USERS) {
  const user = db.users.find((u) => u.username === username);
  const account = db.accounts.find((a) => a.id === user?.accountId);
  if (!account) throw new Error(`no account for ${username}`);
  return account;
}
const of = <T extends { accountId: string }>(records: T[], accountId: string): T[] => records.filter((r) => r.accountId === accountId);
const statementsOf = (accountId: string) => of(db.statements, accountId).sort((a, b) => a.statementDate.localeCompare(b.statementDate));
const methodsOf = (accountId: string) => of(db.paymentMethods, accountId);
const cardStates = (accountId: string) =>
  methodsOf(accountId)
    .filter((m) => m.expiry)
    .map((m) => ({ brand: m.brand, state: expiryStatus(m.expiry!, today) }));
const sum = (amounts: number[]): number => amounts.reduce((a, b) => a + b, 0);

function luhnValid(digits: string): boolean {
  let total = 0;
  [...digits].reverse().forEach((ch, i) => {
    const n = Number(ch) * (i % 2 === 1 ? 2 : 1);
    total += n > 9 ? n - 9 : n;
  });
  return total % 10 === 0;
}

describe('the seed file', () => {
  it('is the Store schema, written for 2026-11-21, pretty-printed with a trailing newline', () => {
    expect(today).toBe('2026-11-21');
    expect(raw).toBe(`${JSON.stringify(JSON.parse(raw), null, 2)}\n`);
    // the pages show the server's instants in the business zone the code names (src/domain/dates.ts)
    expect(db.config).toEqual({
      timeZone: BUSINESS_TIME_ZONE,
      maintenance: false,
      payment: { minAmount: 100, maxAmount: 2500000, futureDays: 30, cutoffTime: '17:00', maxScheduled: 2 },
      autoPayDiscountCents: 500,
      restoreServiceMinutes: 5,
      sessionIdleSeconds: 900,
      reboot: { offlineSeconds: 90, startDelaySeconds: 30, intervalSeconds: 10, durationSeconds: 180 },
      lineFeatureChange: { offlineSeconds: 8, startDelaySeconds: 2, intervalSeconds: 2, durationSeconds: 30 },
      notPortablePrefixes: ['900', '976', '555'],
    });
    expect(db.idempotency).toEqual([]);
  });

  it('is what the generator writes, byte for byte (regenerate with npx tsx scripts/seed/make-seed.ts)', () => {
    expect(seedText() === raw).toBe(true);
  });

  it('holds no Luhn-valid run of 13 to 19 digits, so nothing in it can pass for a card number', () => {
    const runs = [...raw.matchAll(/(?<!\d)\d{13,19}(?!\d)/g)].map((m) => m[0]);
    expect(runs.length).toBeGreaterThan(0); // account numbers, IMEIs, ICCIDs and serials are scanned
    expect(runs.filter(luhnValid)).toEqual([]);
  });

  it('has no field that could hold a card number, a CVV or a password', () => {
    const forbidden = new Set(['number', 'cardnumber', 'cvv', 'password']);
    const found: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (forbidden.has(key.toLowerCase())) found.push(key);
          walk(item);
        }
      }
    };
    walk(JSON.parse(raw));
    expect(found).toEqual([]);
  });

  it('has nothing created after its own day: every payment was made or scheduled by the anchor day', () => {
    const anchor = db.meta.anchorDate;
    expect(db.payments.filter((p) => p.createdAt.slice(0, 10) > anchor).map((p) => `${p.id} ${p.createdAt}`)).toEqual([]);
  });

  it('has unique ids per collection, with the collection prefix, and nextIds above every used id', () => {
    const routers = db.equipment.flatMap((e) => (e.components.router ? [e.components.router] : []));
    const collections: Record<string, { id: string }[]> = {
      users: db.users,
      accounts: db.accounts,
      services: db.services,
      statements: db.statements,
      payments: db.payments,
      paymentMethods: db.paymentMethods,
      delinquencySchedules: db.delinquencySchedules,
      equipment: db.equipment,
      equipmentShipments: db.equipmentShipments,
      mobileLines: db.mobileLines,
      mobileDevices: db.mobileDevices,
      mobileBalances: db.mobileBalances,
      mobileAccounts: db.mobileAccounts,
      mobileUsage: db.mobileUsage,
      internationalUsage: db.internationalUsage,
      lineFeatureRequests: db.lineFeatureRequests,
      mobileOrders: db.mobileOrders,
      lineActivations: db.lineActivations,
      carriers: db.carriers,
      planGroups: db.mobileAccounts.flatMap((m) => m.planGroups),
      insurancePlans: db.mobileAccounts.flatMap((m) => m.insurancePlans),
      promotions: db.mobileAccounts.flatMap((m) => m.promotions),
      streamingSubscriptions: db.streamingSubscriptions,
      contacts: db.contacts,
      appointments: db.appointments,
      voiceMessages: db.voiceMessages,
      callDetails: db.callDetails,
      valueAddedServices: db.valueAddedServices,
      stores: db.stores,
      idempotency: db.idempotency,
      auditEntries: db.auditEntries,
      otpChallenges: db.otpChallenges,
      communicationPreferences: db.communicationPreferences,
      lineItems: db.statements.flatMap((s) => s.lineItems),
      portForwards: routers.flatMap((r) => r.portForwards),
      dhcpReservations: routers.flatMap((r) => r.dhcpReservations),
      additionalNetworks: routers.flatMap((r) => r.additionalNetworks),
    };
    // the prefixes the store gives new records
    const prefixes: Record<string, string> = ID_PREFIX;
    expect(Object.keys(db.meta.nextIds).sort()).toEqual(Object.keys(collections).sort());
    for (const [name, records] of Object.entries(collections)) {
      const ids = records.map((r) => r.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const id of ids) expect(id, name).toMatch(new RegExp(`^${prefixes[name]}_\\d+$`));
      const max = Math.max(0, ...ids.map((id) => Number(id.split('_')[1])));
      expect(db.meta.nextIds[name], name).toBeGreaterThan(max);
    }
    expect(db.meta.nextIds.idempotency).toBe(1);
  });
});

describe('demo sign-ins', () => {
  it('every demo username exists with its role, and signs in with the demo password', () => {
    for (const [username, role] of Object.entries(DEMO_USERS)) {
      const user = db.users.find((u) => u.username === username);
      expect(user?.role, username).toBe(role);
      expect(user?.userType).toBe('CONSUMER');
      expect(user?.passwordResetRequired).toBe(false);
      expect(verifyPassword('Portal-demo-1', user!.passwordHash), username).toBe(true);
    }
    expect(db.users).toHaveLength(Object.keys(DEMO_USERS).length);
  });
});

describe('account states', () => {
  it('acme: good standing, a bill due 2026-12-05, Auto Pay and paperless off, every card state in the wallet', () => {
    const acme = accountOf('owner@acme.example');
    for (const username of ['admin@acme.example', 'billing@acme.example', 'staff@acme.example'] as const) expect(accountOf(username).id).toBe(acme.id);
    expect(acme).toMatchObject({
      accountStatus: 'ACTIVE',
      pastDueAmount: 0,
      dueDate: '2026-12-05',
      delinquencyTier: null,
      paperless: false,
      paymentRestriction: 'NONE',
      discountEligible: true,
    });
    expect(acme.currentBalance).toBeGreaterThan(35000);
    expect(acme.currentBalance).toBeLessThan(45000);
    expect(acme.autoPay).toEqual({ enrolled: false, methodId: null, debitDay: null, services: [] });
    // the flags the client-side tests' profile of Acme's owner carries (tests/support/profiles.ts)
    expect(acme.featureFlags).toEqual(aProfile().featureFlags);
    expect(
      of(db.services, acme.id)
        .map((s) => s.serviceKey)
        .sort(),
    ).toEqual(['INTERNET', 'VIDEO', 'VOICE']);
    expect(cardStates(acme.id)).toEqual(
      expect.arrayContaining([
        { brand: 'VISA', state: 'valid' },
        { brand: 'MASTERCARD', state: 'expiringSoon' },
        { brand: 'AMEX', state: 'expired' },
      ]),
    );
    expect(methodsOf(acme.id).some((m) => m.prepaid && m.brand === 'VISA')).toBe(true);
    expect(methodsOf(acme.id).some((m) => m.bankAccountType === 'CHECKING')).toBe(true);
    expect(of(db.payments, acme.id).some((p) => p.status === 'PENDING' || p.status === 'SCHEDULED')).toBe(false);
    expect(of(db.appointments, acme.id).filter((a) => a.status === 'SCHEDULED' && a.date > today)).toHaveLength(1);
  });

  it('brightline: Auto Pay on a saved Visa, discount, paperless, exactly one scheduled payment, Users tab', () => {
    const account = accountOf('autopay@brightline.example');
    const method = db.paymentMethods.find((m) => m.id === account.autoPay.methodId);
    expect(account.autoPay.enrolled).toBe(true);
    expect(method).toMatchObject({ accountId: account.id, type: 'CARD', brand: 'VISA', prepaid: false });
    expect(expiryStatus(method!.expiry!, today)).toBe('valid');
    expect(account.autoPay.services).toEqual(['CORE']);
    const debitDay = account.autoPay.debitDay!;
    expect(account.debitDayRanges.some((r) => r.start <= debitDay && debitDay <= r.end)).toBe(true);
    expect(account).toMatchObject({ discountEligible: true, paperless: true, pastDueAmount: 0, communityAgreement: 'ACCEPTED' });
    expect(account.featureFlags).toMatchObject({ userPreferences: false, community: true });
    const scheduled = of(db.payments, account.id).filter((p) => p.status === 'SCHEDULED');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.paymentDate > today && scheduled[0]!.paymentDate <= addDays(today, db.config.payment.futureDays)).toBe(true);
    // the only other scheduled payments are the wallet demo's (Keystone, its "used by a scheduled payment"
    // badge) and the at-risk demo's (Riverside)
    const others = [accountOf('wallet@keystone.example').id, accountOf('atrisk@riverside.example').id];
    expect(db.payments.filter((p) => p.status === 'SCHEDULED' && !others.includes(p.accountId))).toHaveLength(1);
  });

  it('cornercafe: active but 30+ days past due (core30), interruption still ahead', () => {
    const account = accountOf('pastdue@cornercafe.example');
    expect(account).toMatchObject({ accountStatus: 'ACTIVE', delinquencyTier: 'core30', softDisconnected: false });
    expect(account.pastDueAmount).toBeGreaterThan(0);
    expect(account.dueDate < today).toBe(true);
    const schedule = of(db.delinquencySchedules, account.id)[0]!;
    expect(schedule.softDisconnectDate! > today).toBe(true);
    expect(schedule.hardDisconnectDate! > schedule.softDisconnectDate!).toBe(true);
    const days = schedule.statements.map((s) => s.delinquencyDays);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...days)).toBeLessThan(43);
    expect(sum(schedule.statements.map((s) => s.amount))).toBe(account.pastDueAmount);
  });

  it('lakeside: active, 43+ days past due (core43), suspension in two days', () => {
    const account = accountOf('suspension@lakeside.example');
    expect(account).toMatchObject({ accountStatus: 'ACTIVE', delinquencyTier: 'core43', softDisconnected: false });
    const schedule = of(db.delinquencySchedules, account.id)[0]!;
    expect(schedule.softDisconnectDate).toBe(addDays(today, 2));
    const days = Math.max(...schedule.statements.map((s) => s.delinquencyDays));
    expect(tierOfDays(days)).toBe('core43');
    expect(schedule.statements.find((s) => s.delinquencyDays === days)?.actions).toEqual(['INTERRUPT_SERVICE', 'SUSPEND_SERVICE']);
    expect(sum(schedule.statements.map((s) => s.amount))).toBe(account.pastDueAmount);
  });

  it('granite: soft-disconnected 76+ days past due (core76), equipment to return before the hard disconnect', () => {
    const account = accountOf('equipment@granite.example');
    expect(account).toMatchObject({ accountStatus: 'TEMPORARILY_DEACTIVATED', delinquencyTier: 'core76', softDisconnected: true });
    const schedule = of(db.delinquencySchedules, account.id)[0]!;
    expect(schedule.softDisconnectDate! < today && schedule.hardDisconnectDate! > today).toBe(true);
    const days = Math.max(...schedule.statements.map((s) => s.delinquencyDays));
    expect(tierOfDays(days)).toBe('core76');
    expect(schedule.statements.find((s) => s.delinquencyDays === days)?.actions).toContain('RETURN_EQUIPMENT');
    expect(of(db.equipment, account.id).length).toBeGreaterThan(0);
    expect(sum(schedule.statements.map((s) => s.amount))).toBe(account.pastDueAmount);
  });

  it('harbor: soft-disconnected (core50), past due, interrupted in the past, hard disconnect ahead', () => {
    const account = accountOf('disconnected@harbor.example');
    expect(account).toMatchObject({ accountStatus: 'TEMPORARILY_DEACTIVATED', softDisconnected: true, delinquencyTier: 'core50', restoreServiceAt: null });
    expect(account.pastDueAmount).toBeGreaterThan(0);
    expect(account.autoPay.enrolled).toBe(false);
    const schedule = of(db.delinquencySchedules, account.id)[0]!;
    expect(schedule.softDisconnectDate! < today).toBe(true);
    expect(schedule.hardDisconnectDate! > today).toBe(true);
    expect(Math.max(...schedule.statements.map((s) => s.delinquencyDays))).toBeGreaterThanOrEqual(50);
    expect(sum(schedule.statements.map((s) => s.amount))).toBe(account.pastDueAmount);
  });

  it('northwind: bank only, with a saved bank account and one saved card', () => {
    const account = accountOf('restricted@northwind.example');
    expect(account.paymentRestriction).toBe('NO_CARDS');
    expect(methodsOf(account.id).filter((m) => m.type === 'BANK').length).toBeGreaterThan(0);
    expect(methodsOf(account.id).filter((m) => m.type === 'CARD')).toHaveLength(1);
  });

  it('southside: no online payments, its store payment still pending', () => {
    const account = accountOf('cashonly@southside.example');
    expect(account.paymentRestriction).toBe('NO_ONLINE');
    expect(of(db.payments, account.id).some((p) => p.channel === 'ONLINE')).toBe(false);
    expect(of(db.payments, account.id).filter((p) => p.status === 'PENDING')).toHaveLength(1);
  });

  it('enterprise: billing suppressed (Billing Has Moved), and no one else', () => {
    expect(accountOf('moved@enterprise.example').billingSuppressed).toBe(true);
    expect(db.accounts.filter((a) => a.billingSuppressed)).toHaveLength(1);
  });

  it('fleet: core services plus mobile lines with their devices, one financed, and a mobile balance due', () => {
    const account = accountOf('mobile@fleet.example');
    expect(of(db.services, account.id).map((s) => s.serviceKey)).toEqual(expect.arrayContaining(['INTERNET', 'VOICE', 'MOBILE']));
    const lines = of(db.mobileLines, account.id);
    const devices = of(db.mobileDevices, account.id);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines) expect(devices.find((d) => d.id === line.deviceId)?.imei).toBe(line.imei);
    expect(new Set(devices.map((d) => d.deviceType))).toEqual(new Set(['PHONE', 'TABLET', 'SMARTWATCH']));
    const financed = devices.filter((d) => d.financing);
    expect(financed).toHaveLength(1);
    const f = financed[0]!.financing!;
    expect(f.remainingBalance).toBe(f.remainingPaymentCount * f.monthlyDevicePayment);
    const balance = of(db.mobileBalances, account.id)[0]!;
    expect(balance.totalBalance).toBeGreaterThan(0);
    expect(balance.totalBalance).toBeLessThanOrEqual(account.currentBalance);
    if (account.autoPay.enrolled) {
      const method = db.paymentMethods.find((m) => m.id === account.autoPay.methodId);
      expect(method?.type).toBe('CARD'); // spec billing §5: mobile Auto Pay cannot use a bank account
    }
  });

  it('mobile usage: every line has a daily series for the current cycle up to the seed day and the past cycles, in the statements’ service periods', () => {
    for (const username of ['mobile@fleet.example', 'owner@routewise.example'] as const) {
      const account = accountOf(username);
      const periods = of(db.statements, account.id).map((s) => `${s.servicePeriodFrom}..${s.servicePeriodThru}`);
      const balance = of(db.mobileBalances, account.id)[0]!;
      for (const line of of(db.mobileLines, account.id)) {
        const cycles = db.mobileUsage.filter((u) => u.lineId === line.id).sort((a, b) => (a.from < b.from ? 1 : -1));
        expect(cycles.length, line.lineName).toBeGreaterThanOrEqual(3);
        for (const c of cycles) expect(periods).toContain(`${c.from}..${c.thru}`);
        // the current cycle ends with the mobile balance's cycle and holds days up to the seed day only
        expect(cycles[0]!.thru).toBe(balance.cycleEndDate);
        expect(cycles[0]!.dailyMb).toHaveLength(daysBetween(cycles[0]!.from, today) + 1);
        for (const past of cycles.slice(1)) expect(past.dailyMb).toHaveLength(daysBetween(past.from, past.thru) + 1);
      }
    }
  });

  it('routewise: eight lines, one suspended, one throttled, a BYOD phone, eSIM lines, a financed and insured iPhone, a shared pool near its allowance', () => {
    const account = accountOf('owner@routewise.example');
    const lines = of(db.mobileLines, account.id);
    const devices = of(db.mobileDevices, account.id);
    const mobile = of(db.mobileAccounts, account.id)[0]!;
    expect(lines).toHaveLength(8);
    expect(lines.filter((l) => l.status === 'SUSPENDED')).toHaveLength(1);
    expect(lines.filter((l) => l.throttled)).toHaveLength(1);
    expect(lines.filter((l) => l.simType === 'ESIM').length).toBeGreaterThanOrEqual(1);
    expect(devices.filter((d) => d.isBYOD)).toHaveLength(1);
    const iphone = devices.find((d) => d.financing && d.insurancePlanId)!;
    expect(mobile.insurancePlans.map((p) => p.id)).toContain(iphone.insurancePlanId);
    const shared = mobile.planGroups.find((g) => g.planName === 'Business Shared Data 100 GB')!;
    const used = lines
      .filter((l) => l.planGroupId === shared.id)
      .flatMap((l) => db.mobileUsage.filter((u) => u.lineId === l.id && u.from <= today && today <= u.thru))
      .reduce((t, u) => t + u.dailyMb.reduce((a, b) => a + b, 0), 0);
    const percent = (used / (shared.allowanceQuotaGB * 1024)) * 100;
    expect(percent).toBeGreaterThanOrEqual(90);
    expect(percent).toBeLessThan(92);
  });

  it('summit: one card expiring soon, one expired, one valid Discover', () => {
    const states = cardStates(accountOf('expiring@summit.example').id);
    expect(states.filter((c) => c.state === 'expiringSoon')).toHaveLength(1);
    expect(states.filter((c) => c.state === 'expired')).toHaveLength(1);
    expect(states).toContainEqual({ brand: 'DISCOVER', state: 'valid' });
  });

  it('keystone: every wallet badge on one account (expired, expiring soon, restricted, prepaid, Auto Pay, scheduled payment)', () => {
    const account = accountOf('wallet@keystone.example');
    const methods = methodsOf(account.id);
    const states = cardStates(account.id);
    expect(states.filter((c) => c.state === 'expiringSoon')).toHaveLength(1);
    expect(states.filter((c) => c.state === 'expired')).toHaveLength(1);
    expect(account.paymentRestriction).toBe('NO_BANK');
    expect(methods.filter((m) => m.type === 'BANK')).toHaveLength(1);
    expect(methods.some((m) => m.prepaid)).toBe(true);
    const autoPay = methods.find((m) => m.id === account.autoPay.methodId)!;
    expect(account.autoPay.enrolled && autoPay.type === 'CARD' && !autoPay.prepaid).toBe(true);
    const scheduled = of(db.payments, account.id).filter((p) => p.status === 'SCHEDULED');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.methodId).not.toBe(autoPay.id);
    expect(expiryStatus(methods.find((m) => m.id === scheduled[0]!.methodId)!.expiry!, today)).toBe('valid');
  });

  it('riverside: Auto Pay on an expired card, and two scheduled payments (the limit), one on that card: at risk', () => {
    const account = accountOf('atrisk@riverside.example');
    const methods = methodsOf(account.id);
    const autoPay = methods.find((m) => m.id === account.autoPay.methodId)!;
    expect(account.autoPay.enrolled).toBe(true);
    expect(expiryStatus(autoPay.expiry!, today)).toBe('expired');
    const scheduled = of(db.payments, account.id).filter((p) => p.status === 'SCHEDULED');
    expect(scheduled).toHaveLength(db.config.payment.maxScheduled);
    for (const p of scheduled) expect(p.paymentDate > today && p.paymentDate <= addDays(today, db.config.payment.futureDays)).toBe(true);
    // the rule the server answers paymentRisks with: the next draft and the Visa's scheduled payment
    const risks = paymentRisks({ today, autoPay: account.autoPay, methods, scheduled });
    expect(risks.map((r) => [r.kind, r.methodId]).sort()).toEqual([
      ['AUTO_PAY', autoPay.id],
      ['SCHEDULED', autoPay.id],
    ]);
  });

  it('across the world: valid cards of every brand, a prepaid card, checking and savings accounts', () => {
    const valid = db.paymentMethods.filter((m) => m.expiry && expiryStatus(m.expiry, today) === 'valid');
    expect(new Set(valid.map((m) => m.brand))).toEqual(new Set(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']));
    expect(db.paymentMethods.some((m) => m.prepaid)).toBe(true);
    const banks = db.paymentMethods.filter((m) => m.type === 'BANK');
    expect(new Set(banks.map((m) => m.bankAccountType))).toEqual(new Set(['CHECKING', 'SAVINGS']));
    for (const bank of banks) expect(bank).toMatchObject({ brand: null, expiry: null, nameOnCard: null, zip: null, prepaid: false });
    for (const m of db.paymentMethods) expect(m.token).toMatch(/^tok_[0-9a-f]{24}$/);
  });
});

describe('billing history', () => {
  it('every account has 6+ monthly statements on one day of the month, ending just before the anchor', () => {
    for (const account of db.accounts) {
      const statements = statementsOf(account.id);
      expect(statements.length, account.companyName).toBeGreaterThanOrEqual(6);
      statements.forEach((s, i) => {
        if (i > 0) {
          expect(s.statementDate).toBe(addMonths(statements[i - 1]!.statementDate, 1));
          expect(s.servicePeriodFrom).toBe(addDays(statements[i - 1]!.servicePeriodThru, 1));
        }
        expect(s.lineItems.length).toBeGreaterThanOrEqual(4);
        expect(s.lineItems.length).toBeLessThanOrEqual(10);
      });
      const latest = statements.at(-1)!;
      expect(latest.statementDate < today && addMonths(latest.statementDate, 1) >= today).toBe(true);
    }
  });

  it('statement arithmetic holds: totals carry over, payments received are the payments that posted', () => {
    for (const account of db.accounts) {
      const statements = statementsOf(account.id);
      const posted = of(db.payments, account.id).filter((p) => p.status === 'SUCCESS');
      statements.forEach((s, i) => {
        expect(s.currentCharges).toBe(sum(s.lineItems.map((li) => li.amount)));
        expect(s.totalDue).toBe(s.previousBalance - s.paymentsReceived + s.currentCharges);
        if (i === 0) return;
        const prev = statements[i - 1]!;
        expect(s.previousBalance).toBe(prev.totalDue);
        const received = posted.filter((p) => p.paymentDate > prev.statementDate && p.paymentDate <= s.statementDate);
        expect(s.paymentsReceived, `${account.companyName} ${s.statementDate}`).toBe(sum(received.map((p) => p.amount)));
      });
    }
  });

  it('each balance is the latest total less what posted since; only delinquent accounts are past due', () => {
    for (const account of db.accounts) {
      const latest = statementsOf(account.id).at(-1)!;
      const since = of(db.payments, account.id).filter((p) => p.status === 'SUCCESS' && p.paymentDate > latest.statementDate);
      expect(account.currentBalance, account.companyName).toBe(latest.totalDue - sum(since.map((p) => p.amount)));
      expect(account.dueDate).toBe(latest.dueDate);
      expect(account.pastDueAmount > 0, account.companyName).toBe(account.delinquencyTier !== null);
      expect(account.pastDueAmount).toBeLessThanOrEqual(account.currentBalance);
    }
  });

  it('payments name methods and users of their own account, consistently', () => {
    const confirmations = db.payments.map((p) => p.confirmationNumber);
    expect(new Set(confirmations).size).toBe(confirmations.length);
    for (const p of db.payments) {
      expect(p.confirmationNumber).toMatch(/^CNF[A-Z0-9]{10}$/);
      if (p.methodId) {
        const method = db.paymentMethods.find((m) => m.id === p.methodId);
        expect(method).toMatchObject({ accountId: p.accountId, type: p.methodType, brand: p.brand, last4: p.last4 });
      }
      if (p.methodType === 'CASH') expect(p).toMatchObject({ brand: null, last4: null, methodId: null });
      if (p.status !== 'SCHEDULED') expect(p.paymentDate < today).toBe(true);
      if (p.userId === null) continue;
      expect(p.channel).toBe('ONLINE');
      expect(db.users.find((u) => u.id === p.userId)?.accountId).toBe(p.accountId);
    }
    expect(new Set(db.payments.map((p) => p.channel))).toEqual(new Set(['ONLINE', 'PHONE', 'IN_STORE', 'AUTO_PAY', 'AGENT', 'CHAT']));
  });
});

describe('equipment, contacts and reference data', () => {
  it('equipment: 2–5 items per account, online, with the component of its type only', () => {
    const componentOf = { MODEM: 'modem', ROUTER: 'router', SET_TOP_BOX: 'setTopBox', DVR: 'setTopBox', POD: 'pod', VOICE_ADAPTER: null } as const;
    for (const account of db.accounts) {
      const items = of(db.equipment, account.id);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(5);
      for (const e of items) {
        expect(e).toMatchObject({ connectionState: 'ONLINE', onlineAt: null });
        const filled = Object.entries(e.components)
          .filter(([, c]) => c !== null)
          .map(([k]) => k);
        expect(filled).toEqual(componentOf[e.equipmentType] ? [componentOf[e.equipmentType]] : []);
      }
    }
    expect(db.equipment.some((e) => !e.pollingSupported)).toBe(true);
    const addresses = db.equipment.flatMap((e) =>
      [e.components.modem?.wanIpV4Address, e.components.router?.wanIpV4Address, e.components.router?.wanIpV6Address].filter(Boolean),
    );
    for (const a of addresses) expect(a).toMatch(/^(203\.0\.113\.|198\.51\.100\.|2001:db8:)/);
  });

  it('every router has its business network: both bands, a guest network, devices, forwards and reservations', () => {
    for (const e of db.equipment.filter((r) => r.components.router)) {
      const router = e.components.router!;
      expect(router.accessPoints.flatMap((ap) => ap.radios.map((r) => r.frequencyBand)).sort()).toEqual(['2.4GHz', '5GHz']);
      expect(router.additionalNetworks.some((n) => n.ssid.endsWith('-Guest') && n.enabled)).toBe(true);
      expect(new Set(router.connectedDevices.map((d) => d.kind))).toEqual(expect.objectContaining({}));
      for (const kind of ['PRINTER', 'CAMERA', 'TERMINAL'])
        expect(
          router.connectedDevices.some((d) => d.kind === kind),
          kind,
        ).toBe(true);
      expect(router.portForwards.length).toBeGreaterThanOrEqual(2);
      expect(router.dhcpReservations.length).toBeGreaterThanOrEqual(2);
      // a device with no reservation yet, for "reserve this address" in one step
      expect(router.connectedDevices.some((d) => !router.dhcpReservations.some((r) => r.macAddress === d.macAddress))).toBe(true);
    }
    const withStatic = db.equipment.filter((e) => e.components.router?.staticIpSubnets.length).map((e) => e.accountId);
    expect(withStatic).toEqual([accountOf('owner@acme.example').id, accountOf('moved@enterprise.example').id]);
  });

  it('contacts, appointments, voice messages, value-added services and stores are there', () => {
    for (const account of db.accounts) {
      const contacts = of(db.contacts, account.id);
      expect(contacts.length).toBeGreaterThanOrEqual(2);
      expect(contacts.length).toBeLessThanOrEqual(4);
    }
    const withVoice = new Set(db.services.filter((s) => s.serviceKey === 'VOICE').map((s) => s.accountId));
    for (const m of db.voiceMessages) expect(withVoice.has(m.accountId)).toBe(true);
    expect(db.voiceMessages.some((m) => m.kind === 'voicemail' && m.unread)).toBe(true);
    expect(db.voiceMessages.some((m) => m.kind === 'fax')).toBe(true);
    const accountIds = new Set(db.accounts.map((a) => a.id));
    for (const tile of db.valueAddedServices) for (const id of tile.provisionedFor) expect(accountIds.has(id)).toBe(true);
    expect(db.valueAddedServices.length).toBeGreaterThanOrEqual(4);
    expect(db.stores.length).toBeGreaterThanOrEqual(6);
    expect(db.stores.filter((s) => s.acceptsCash).length).toBeGreaterThan(db.stores.length / 2);
  });
});

describe("the models' fixtures", () => {
  it('give the payment center the seed lists first, as it is stored', () => {
    expect(db.stores[0]).toEqual(DOWNTOWN_BROOKLYN);
  });
});
