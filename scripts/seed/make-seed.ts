// Writes the committed seed store, db.json, from the plans in accounts/. Deterministic: the same
// code gives the same bytes (seeded PRNG, derived salts, fixed anchor date), so a diff of
// db.json shows only what a change to the plans meant.
//
//   npx tsx scripts/seed/make-seed.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Store, type AccountRecord, type PaymentMethodRecord } from '../../src/server/store/records';
import { tierOfDays } from '../../src/domain/delinquency';
import { SESSION_IDLE_LIMIT_SECONDS } from '../../src/domain/session';
import { ACCOUNTS } from './accounts';
import { appointmentRecords, voiceMessageRecords } from './activity';
import { auditEntriesFor, numberedAuditEntries } from './audit';
import { callDetailRecords } from './call-details';
import { AUTO_PAY_DISCOUNT } from './charges';
import { cardLikeRuns, notLuhn } from './digits';
import { equipmentRecords } from './equipment';
import { Ids, nextIdsOf } from './ids';
import { methodRecord } from './methods';
import { carrierRecords, lineActivationRecords, mobileOrderRecords, NOT_PORTABLE_PREFIXES } from './mobile-orders';
import { mobileStatementDetail } from './mobile-statement';
import { contactRecords, cpniRecord, preferenceRecords, userRecords } from './people';
import { ANCHOR, type AccountPlan } from './plan';
import { digits, rngFor } from './prng';
import { storeRecords, valueAddedServiceRecords } from './reference';
import { playBilling, type Billing } from './statements';
import { shipmentRecords } from './shipments';
import { streamingSubscriptionRecords } from './streaming';

const OUTPUT = fileURLToPath(new URL('../../db.json', import.meta.url));

const CONFIG: Store['config'] = {
  timeZone: 'America/New_York',
  maintenance: false,
  payment: { minAmount: 100, maxAmount: 2_500_000, futureDays: 30, cutoffTime: '17:00', maxScheduled: 2 },
  autoPayDiscountCents: AUTO_PAY_DISCOUNT,
  restoreServiceMinutes: 5,
  sessionIdleSeconds: SESSION_IDLE_LIMIT_SECONDS,
  // a router is back after 90 s; clients start reading after 30 s, every 10 s, for up to 180 s
  reboot: { offlineSeconds: 90, startDelaySeconds: 30, intervalSeconds: 10, durationSeconds: 180 },
  // a line feature change is applied 8 s after it is accepted; clients poll after 2 s, every 2 s, for up to 30 s
  lineFeatureChange: { offlineSeconds: 8, startDelaySeconds: 2, intervalSeconds: 2, durationSeconds: 30 },
  notPortablePrefixes: NOT_PORTABLE_PREFIXES,
};

type Collections = Omit<Store, 'meta' | 'config'>;

function buildStore(): Store {
  const ids = new Ids();
  const c: Collections = {
    users: [],
    accounts: [],
    services: [],
    statements: [],
    payments: [],
    paymentMethods: [],
    delinquencySchedules: [],
    equipment: [],
    equipmentShipments: [],
    mobileLines: [],
    mobileDevices: [],
    mobileBalances: [],
    mobileAccounts: [],
    mobileUsage: [],
    internationalUsage: [],
    lineFeatureRequests: [],
    mobileOrders: [],
    lineActivations: [],
    carriers: [],
    streamingSubscriptions: [],
    contacts: [],
    otpChallenges: [],
    communicationPreferences: [],
    appointments: [],
    voiceMessages: [],
    callDetails: [],
    valueAddedServices: [],
    stores: [],
    idempotency: [],
    auditEntries: [],
  };
  const accountIds = new Map<string, string>();
  const confirmations = new Set<string>();
  const audit: ReturnType<typeof auditEntriesFor> = [];

  for (const plan of ACCOUNTS) {
    // one stream per account and purpose: a new payment in a plan does not move its MACs
    const rng = (purpose: string) => rngFor(`${plan.key}/${purpose}`);
    const accountId = ids.next('accounts');
    accountIds.set(plan.key, accountId);

    const users = userRecords(plan.users, accountId, ids);
    const methods = new Map(plan.methods.map((m) => [m.key, methodRecord(plan.key, m, ids.next('paymentMethods'), accountId)]));
    const billing = playBilling(plan, { accountId, ids, rng: rng('billing'), methods, userIds: new Map(users.map((u) => [u.username, u.id])), confirmations });
    checkStory(plan, billing, methods);

    c.users.push(...users);
    c.paymentMethods.push(...methods.values());
    c.accounts.push(accountRecord(plan, accountId, notLuhn(`8${digits(rng('account'), 15)}`), billing, methods));
    c.services.push(
      ...plan.services.map((s) => ({
        id: ids.next('services'),
        accountId,
        serviceKey: s.key,
        serviceId: s.serviceId,
        name: s.name,
        status: 'Active' as const,
        monthlyRate: s.rate,
        details: s.details,
      })),
    );
    c.statements.push(...billing.statements);
    c.payments.push(...billing.payments);
    c.delinquencySchedules.push({
      id: ids.next('delinquencySchedules'),
      accountId,
      softDisconnectDate: plan.delinquency?.softDisconnectDate ?? null,
      hardDisconnectDate: plan.delinquency?.hardDisconnectDate ?? null,
      statements: billing.delinquentStatements,
    });
    c.equipment.push(...equipmentRecords(plan.equipment, { accountId, ids, rng: rng('equipment'), ssid: plan.ssid }));
    const contacts = contactRecords(plan.contacts, accountId, ids, users);
    c.contacts.push(...contacts);
    if (plan.cpni) c.accounts.at(-1)!.cpni = cpniRecord(plan.cpni, contacts, users);
    const history = {
      plan,
      account: c.accounts.at(-1)!,
      users,
      contacts,
      methods: [...methods.values()],
      payments: billing.payments,
      statements: billing.statements,
    };
    audit.push(...auditEntriesFor(history));
    c.communicationPreferences.push(...preferenceRecords(contacts, ids));
    c.appointments.push(...appointmentRecords(plan.appointments, accountId, ids, rng('appointments')));
    c.voiceMessages.push(...voiceMessageRecords(plan.voiceMessages, plan.voiceLines, accountId, ids));
    c.callDetails.push(...callDetailRecords(billing.statements, plan.voiceLines, accountId, ids, rng('calls')));
    if (plan.mobile) {
      const mobile = plan.mobile(accountId, ids, rng('mobile'), billing.statements);
      c.mobileLines.push(...mobile.lines);
      c.mobileDevices.push(...mobile.devices);
      c.mobileBalances.push(mobile.balance);
      c.mobileAccounts.push(mobile.account);
      c.mobileUsage.push(...mobile.usage);
      c.internationalUsage.push(...mobile.international);
      // the mobile fields of every statement (spec platform §3)
      const { mobileAccountNumber, planGroups } = mobile.account;
      for (const s of billing.statements) s.mobile = mobileStatementDetail(s, mobileAccountNumber, planGroups, mobile.lines, mobile.devices);
    }
  }

  c.auditEntries.push(...numberedAuditEntries(audit, () => ids.next('auditEntries')));
  c.valueAddedServices.push(...valueAddedServiceRecords(ids, (key) => accountIds.get(key) ?? fail(`no account "${key}"`)));
  c.stores.push(...storeRecords(ids));
  c.streamingSubscriptions.push(...streamingSubscriptionRecords(ids, (key) => accountIds.get(key) ?? fail(`no account "${key}"`)));
  const mobileAccount = (key: string) => {
    const account = c.accounts.find((a) => a.id === accountIds.get(key)) ?? fail(`no account "${key}"`);
    return { id: account.id, shipTo: account.billToAddress };
  };
  c.carriers.push(...carrierRecords(ids));
  c.mobileOrders.push(...mobileOrderRecords(ids, { fleet: mobileAccount('fleet'), routewise: mobileAccount('routewise') }));
  c.lineActivations.push(...lineActivationRecords(ids, { fleet: mobileAccount('fleet').id, routewise: mobileAccount('routewise').id }, c.carriers));
  c.equipmentShipments.push(...shipmentRecords(ids, new Map([...accountIds].map(([key, id]) => [key, c.accounts.find((a) => a.id === id)!])), c.equipment));
  return Store.parse({ meta: { anchorDate: ANCHOR, nextIds: nextIdsOf(c) }, config: CONFIG, ...c });
}

function accountRecord(plan: AccountPlan, id: string, accountNumber: string, billing: Billing, methods: Map<string, PaymentMethodRecord>): AccountRecord {
  return {
    id,
    accountNumber,
    accountType: 'COMMERCIAL',
    accountStatus: plan.accountStatus,
    companyName: plan.companyName,
    billToAddress: plan.billTo,
    serviceAddress: plan.service,
    footprint: plan.footprint,
    currentBalance: billing.currentBalance,
    pastDueAmount: billing.pastDueAmount,
    dueDate: billing.dueDate,
    delinquencyTier: plan.delinquencyTier,
    softDisconnected: plan.softDisconnected,
    restoreServiceAt: null,
    paymentRestriction: plan.paymentRestriction,
    discountEligible: plan.discountEligible,
    paperless: plan.paperless,
    autoPay: plan.autoPay
      ? { enrolled: true, methodId: methods.get(plan.autoPay.method)!.id, debitDay: plan.autoPay.debitDay, services: plan.autoPay.services }
      : { enrolled: false, methodId: null, debitDay: null, services: [] },
    debitDayRanges: plan.debitDayRanges,
    billingSuppressed: plan.billingSuppressed,
    featureFlags: plan.featureFlags,
    communityAgreement: plan.communityAgreement,
    serviceLocation: { node: plan.node, isSpectrumReady: true },
    customerCode: plan.customerCode,
  };
}

/** The account's flags must tell the same story as its numbers; a plan that does not is refused. */
function checkStory(plan: AccountPlan, billing: Billing, methods: Map<string, PaymentMethodRecord>): void {
  const problem = (why: string): never => fail(`${plan.key}: ${why}`);
  if ((plan.delinquencyTier !== null) !== billing.pastDueAmount > 0) problem(`delinquency tier ${plan.delinquencyTier} but past due ${billing.pastDueAmount}`);
  const oldestDays = Math.max(0, ...billing.delinquentStatements.map((s) => s.delinquencyDays));
  if (plan.delinquencyTier !== null && tierOfDays(oldestDays) !== plan.delinquencyTier) problem(`tier ${plan.delinquencyTier} but ${oldestDays} days past due`);
  if ((plan.delinquency !== null) !== billing.pastDueAmount > 0) problem('a delinquency schedule needs a past-due amount, and the other way round');
  if (plan.delinquency && plan.delinquency.softDisconnectDate < ANCHOR !== plan.softDisconnected) problem('soft disconnect date and softDisconnected disagree');
  if (billing.currentBalance < billing.pastDueAmount) problem('past due exceeds the balance');
  if (plan.autoPay) {
    const method = methods.get(plan.autoPay.method) ?? problem(`Auto Pay method ${plan.autoPay.method} is not saved`);
    // spec billing §5: prepaid cards are one-time only; mobile Auto Pay cannot use a bank account
    if (method.prepaid) problem('Auto Pay on a prepaid card');
    if (plan.autoPay.services.includes('MOBILE') && method.type === 'BANK') problem('mobile Auto Pay on a bank account');
    if (plan.autoPay.services.length === 0) problem('Auto Pay covers no service'); // spec billing §5
    if (!plan.debitDayRanges.some((r) => r.start <= plan.autoPay!.debitDay && plan.autoPay!.debitDay <= r.end))
      problem('Auto Pay debit day outside the selectable ranges');
  }
}

function fail(message: string): never {
  throw new Error(message);
}

/** The exact text of db.json (the seed test compares the committed file with it). */
export function seedText(): string {
  const text = `${JSON.stringify(buildStore(), null, 2)}\n`;
  const leaks = cardLikeRuns(text);
  if (leaks.length > 0) fail(`db.json would hold Luhn-valid digit runs: ${leaks.map((r) => `${r.slice(0, 4)}…${r.slice(-4)}`).join(', ')}`);
  return text;
}

// run as a script, not when imported by a test
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(OUTPUT, seedText());
  console.log(`wrote ${OUTPUT}`);
}
