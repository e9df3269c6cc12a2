import type { z } from 'zod';
import type { CardBrand } from '../../src/domain/card';
import type { Role } from '../../src/domain/roles';
import type { Address, FeatureFlags } from '../../src/server/store/records';
import { addDays } from '../../src/domain/dates';
import type { ServiceDetails } from '../../src/domain/service-details';
import { ANCHOR, type AccountPlan, type ContactPlan, type MethodPlan, type PaymentPlan, type ServicePlan, type UserPlan } from './plan';

// The builder the demo accounts are written with (accounts/*.ts): an account's file says who
// the business is and where its story differs from the usual one; everything else is the
// usual value below, so nine accounts do not repeat the same forty lines each.

/** Debit days Auto Pay may use when the account says nothing else. */
export const HALF_MONTHS: AccountPlan['debitDayRanges'] = [
  { start: 1, end: 14 },
  { start: 15, end: 28 },
];
/** The other range set of the spec: early in the month, or late. */
export const EARLY_OR_LATE: AccountPlan['debitDayRanges'] = [
  { start: 1, end: 10 },
  { start: 18, end: 28 },
];

// prettier-ignore
const USUAL_FLAGS: z.infer<typeof FeatureFlags> = { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: true, softDisconnectLookup: true };

type Company = Pick<AccountPlan, 'key' | 'companyName' | 'footprint' | 'node' | 'customerCode'>;
type Billing = Pick<AccountPlan, 'statementDay' | 'dueDay' | 'taxRate'> &
  Partial<Pick<AccountPlan, 'paymentRestriction' | 'discountEligible' | 'paperless' | 'autoPay' | 'debitDayRanges'>>;
/** How the account stands when it is not simply active and paid up. */
type Standing = Partial<Pick<AccountPlan, 'accountStatus' | 'billingSuppressed' | 'softDisconnected' | 'delinquencyTier' | 'delinquency'>>;

/** The primary user, who is also the account's first contact, by email. */
interface Primary {
  username: string;
  fullName: string;
  confirmedDaysAgo: number;
  optin?: boolean;
}

type Usually = 'communityAgreement' | 'recurring' | 'extras' | 'appointments' | 'voiceMessages';

export type AccountDraft = Omit<
  AccountPlan,
  keyof Company | keyof Billing | keyof Required<Standing> | Usually | 'billTo' | 'service' | 'featureFlags' | 'users' | 'contacts'
> &
  Partial<Pick<AccountPlan, Usually>> & {
    company: Company;
    primary: Primary;
    /** users besides the primary one */
    users?: UserPlan[];
    /** contacts besides the primary user's email */
    contacts: ContactPlan[];
    billing: Billing;
    standing?: Standing;
    billTo: z.infer<typeof Address>;
    /** where the service is; the billing address when not given */
    service?: z.infer<typeof Address>;
    /** the feature flags that differ from the usual ones */
    flags?: Partial<z.infer<typeof FeatureFlags>>;
  };

export function account(draft: AccountDraft): AccountPlan {
  const { company, primary, users = [], contacts, billing, standing, flags, ...story } = draft;
  return {
    ...company,
    accountStatus: 'ACTIVE',
    paymentRestriction: 'NONE',
    discountEligible: true,
    paperless: true,
    billingSuppressed: false,
    softDisconnected: false,
    delinquencyTier: null,
    autoPay: null,
    debitDayRanges: HALF_MONTHS,
    communityAgreement: null,
    recurring: [],
    extras: {},
    delinquency: null,
    appointments: [],
    voiceMessages: [],
    ...billing,
    ...standing,
    ...story,
    users: [user(primary.username, primary.fullName), ...users],
    contacts: [contact(primary.fullName, 'EMAIL', primary.username, primary.confirmedDaysAgo, { role: 'PRIMARY', optin: primary.optin ?? true }), ...contacts],
    service: { ...(draft.service ?? draft.billTo) },
    featureFlags: { ...USUAL_FLAGS, ...flags },
  };
}

export const address = (addressLine1: string, city: string, state: string, zip: string, addressLine2: string | null = null): z.infer<typeof Address> => ({
  addressLine1,
  addressLine2,
  city,
  state,
  zip,
});

const split = (fullName: string) => {
  const space = fullName.indexOf(' ');
  return { firstName: fullName.slice(0, space), lastName: fullName.slice(space + 1) };
};

export const user = (username: string, fullName: string, role: Role = 'PRIMARY'): UserPlan => ({ username, role, ...split(fullName) });

/**
 * A contact: a phone by text message is a mobile, by voice a landline (and voice contacts have
 * not opted in); a contact is verified when it has been confirmed.
 */
export function contact(
  fullName: string,
  method: ContactPlan['method'],
  value: string,
  confirmedDaysAgo: number | null,
  over: Partial<Pick<ContactPlan, 'role' | 'optin' | 'verified' | 'invalidReason'>> = {},
): ContactPlan {
  const phoneType = method === 'SMS' ? 'MOBILE' : method === 'VOICE' ? 'LANDLINE' : undefined;
  return {
    ...split(fullName),
    role: null,
    method,
    value,
    ...(phoneType ? { phoneType } : {}),
    optin: method !== 'VOICE',
    verified: confirmedDaysAgo !== null,
    confirmedDaysAgo,
    ...over,
  };
}

const SERVICE_KINDS = {
  INTERNET: { serviceId: 'INTERNET', section: 'INTERNET' },
  ETHERNET: { serviceId: 'ETHERNET', section: 'INTERNET' },
  VOICE: { serviceId: 'VOICE', section: 'VOICE' },
  VIDEO: { serviceId: 'TV', section: 'TV' },
  MOBILE: { serviceId: 'MOBILE', section: 'MOBILE' },
} as const satisfies Record<string, Pick<ServicePlan, 'serviceId' | 'section'>>;

export const service = (key: keyof typeof SERVICE_KINDS, name: string, details: ServiceDetails, rate: number): ServicePlan => ({
  key,
  ...SERVICE_KINDS[key],
  name,
  details,
  rate,
});

const INTERNET_TIERS = {
  Standard: { downloadMbps: 300, uploadMbps: 10 },
  Premier: { downloadMbps: 400, uploadMbps: 20 },
  Ultra: { downloadMbps: 600, uploadMbps: 35 },
  Gig: { downloadMbps: 1000, uploadMbps: 35 },
};
export const internet = (tier: keyof typeof INTERNET_TIERS, rate: number) => service('INTERNET', `Business Internet ${tier}`, INTERNET_TIERS[tier], rate);
/**
 * a voice service: its numbers (ten digits each) are its lines' unless said otherwise. Its name is
 * the product's, the same in both languages; its count of lines is a field, which the portal writes
 * in its reader's language (src/ui/service-details-text.ts).
 */
export const voice = (lines: number, phoneNumbers: string[], rate: number, details: Omit<ServiceDetails, 'phoneNumbers' | 'lines'> = {}) =>
  service('VOICE', 'Business Voice', { lines, phoneNumbers, numbersAre: 'LINES', ...details }, rate);
export const tv = (tier: string, details: ServiceDetails, rate: number) => service('VIDEO', `Business TV ${tier}`, details, rate);

type Saved = Pick<MethodPlan, 'nickname' | 'addedDaysAgo'>;

export const card = (
  key: string,
  brand: CardBrand,
  last4: string,
  on: { expiry: string; nameOnCard: string; zip: string; prepaid?: boolean } & Saved,
): MethodPlan => ({ key, type: 'CARD', brand, last4, ...on });

export const bankAccount = (
  key: string,
  bankAccountType: NonNullable<MethodPlan['bankAccountType']>,
  last4: string,
  on: { routingLast4: string } & Saved,
): MethodPlan => ({ key, type: 'BANK', last4, bankAccountType, ...on });

/** Auto Pay of the core balance from a saved method on a debit day, on the early-or-late debit days. */
export const coreAutoPay = (method: string, debitDay: number): Pick<Billing, 'autoPay' | 'debitDayRanges'> => ({
  autoPay: { method, debitDay, services: ['CORE'] },
  debitDayRanges: EARLY_OR_LATE,
});

/** Auto Pay's debit of a statement (`after`: its index) on its due date, from the saved method. */
export const autoPayDebit = (after: number, saved: string, status: PaymentPlan['status'] = 'SUCCESS'): PaymentPlan => ({
  after,
  day: 'due',
  channel: 'AUTO_PAY',
  status,
  method: { saved },
});

/**
 * A past-due account's standing: its tier, and its soft and hard disconnect dates as
 * days from the anchor; a soft disconnect already past means service is interrupted (suspended).
 */
export function pastDueStanding(tier: NonNullable<AccountPlan['delinquencyTier']>, softInDays: number, hardInDays: number): Standing {
  const softDisconnected = softInDays < 0;
  return {
    delinquencyTier: tier,
    softDisconnected,
    ...(softDisconnected ? { accountStatus: 'TEMPORARILY_DEACTIVATED' as const } : {}),
    delinquency: { softDisconnectDate: addDays(ANCHOR, softInDays), hardDisconnectDate: addDays(ANCHOR, hardInDays) },
  };
}

/**
 * One paid statement of a history: the day an online payment from the usual saved method was
 * made, or a payment another way (a channel other than online, another method).
 */
type Paid = number | { day: number; channel?: PaymentPlan['channel']; method: PaymentPlan['method'] };

/**
 * The payments of a past-due demo: one per statement from the one before the first (each made
 * `day` days after its statement), online by the primary user from the `saved` method unless it
 * says otherwise, then `declined`: the online payment the bank refused, after which nothing was
 * paid.
 */
export const paidUntilDeclined = (by: string, saved: string, paid: Paid[], declined: number): PaymentPlan[] => [
  ...paid.map((each, i): PaymentPlan => {
    const { day, channel = 'ONLINE', method = { saved } } = typeof each === 'number' ? { day: each } : each;
    // who paid is known of an online payment only
    return { after: i - 1, day, channel, status: 'SUCCESS', method, ...(channel === 'ONLINE' ? { by } : {}) };
  }),
  { after: paid.length - 1, day: declined, channel: 'ONLINE', status: 'FAILED', method: { saved }, by },
];
