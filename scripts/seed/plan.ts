import type { z } from 'zod';
import type { NetworkPlan } from './network';
import type { CardBrand } from '../../src/domain/card';
import type { Role } from '../../src/domain/roles';
import type { StatementLineKind } from '../../src/domain/billing';
import type {
  AccountRecord,
  Address,
  AppointmentRecord,
  ContactRecord,
  EquipmentRecord,
  FeatureFlags,
  InternationalUsageRecord,
  MobileAccountRecord,
  MobileBalanceRecord,
  MobileUsageRecord,
  MobileDeviceRecord,
  MobileLineRecord,
  PaymentChannel,
  PaymentRestrictionType,
  PaymentStatus,
  ServiceRecord,
  StatementLineItem,
  StatementRecord,
} from '../../src/server/store/records';
import type { ServiceDetails } from '../../src/domain/service-details';
import type { Ids } from './ids';
import type { Rng } from './prng';

// What one demo account is made of, written by hand in accounts/*.ts. The generator turns a
// plan into records; anything derivable (balances, statement arithmetic, ids) is computed, not
// written here, so the numbers cannot disagree.

/** The day every seed date is written for; the server moves dates with the clock at start. */
export const ANCHOR = '2026-11-21';

export type Section = z.infer<typeof StatementLineItem>['section'];
export interface Charge {
  section: Section;
  kind?: StatementLineKind;
  description: string;
  /** cents; negative for credits */
  amount: number;
}

export interface UserPlan {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export interface ContactPlan {
  firstName: string;
  lastName: string;
  role: Role | null;
  method: z.infer<typeof ContactRecord>['contactMethod'];
  value: string;
  phoneType?: 'MOBILE' | 'LANDLINE';
  optin: boolean;
  verified: boolean;
  /** days before the anchor the contact was last confirmed; null when never */
  confirmedDaysAgo: number | null;
  /** a contact known not to work (spec platform §3 valid, invalidReason) */
  invalidReason?: 'BOUNCED' | 'UNDELIVERABLE' | 'DISCONNECTED';
}

export interface ServicePlan {
  key: z.infer<typeof ServiceRecord>['serviceKey'];
  serviceId: string;
  name: string;
  /** what the service gives, as fields the summary writes in its reader's language */
  details: ServiceDetails;
  /** statement section its charge is billed in */
  section: Section;
  /** cents per month; also the statement line */
  rate: number;
}

export interface MethodPlan {
  /** handle used by payments and Auto Pay inside the plan */
  key: string;
  type: 'CARD' | 'BANK';
  brand?: CardBrand;
  last4: string;
  /** MMYY, cards only */
  expiry?: string;
  nameOnCard?: string;
  zip?: string;
  prepaid?: boolean;
  bankAccountType?: 'CHECKING' | 'SAVINGS';
  routingLast4?: string;
  nickname: string | null;
  addedDaysAgo: number;
}

/** How a payment was funded: a saved method, or one given once and not saved. */
export type MethodUse = { saved: string } | { card: CardBrand; last4: string } | { bank: string } | { cash: true };

export interface PaymentPlan {
  /** index of the statement it pays (-1: the one before the first seeded statement) */
  after: number;
  /** days after that statement's date, or its due date (Auto Pay debits on the due date) */
  day: number | 'due';
  channel: z.infer<typeof PaymentChannel>;
  status: z.infer<typeof PaymentStatus>;
  method: MethodUse;
  /** cents; default: what was outstanding on that statement at that moment */
  amount?: number;
  /** username of who paid online */
  by?: string;
  /** scheduled (or cancelled scheduled) payments were created this many days before their date */
  createdDaysBefore?: number;
}

export interface EquipmentPlan extends NetworkPlan {
  type: EquipmentRecord['equipmentType'];
  nickname?: string;
  /** leased from the provider unless the customer bought it */
  ownership?: 'LEASED' | 'OWNED';
}

export interface AppointmentPlan {
  type: z.infer<typeof AppointmentRecord>['type'];
  status: z.infer<typeof AppointmentRecord>['status'];
  /** negative: in the past */
  daysFromAnchor: number;
  window: [start: string, end: string];
}

export interface VoiceMessagePlan {
  /** index into voiceLines */
  line: number;
  kind: 'voicemail' | 'fax';
  from: string;
  daysAgo: number;
  time: string;
  unread: boolean;
  durationSeconds: number;
}

export interface MobileRecords {
  lines: z.infer<typeof MobileLineRecord>[];
  devices: z.infer<typeof MobileDeviceRecord>[];
  balance: z.infer<typeof MobileBalanceRecord>;
  account: z.infer<typeof MobileAccountRecord>;
  usage: z.infer<typeof MobileUsageRecord>[];
  international: z.infer<typeof InternationalUsageRecord>[];
}
/** Builds the mobile records of an account with MOBILE service from its statements (oldest first). */
export type MobileBuilder = (accountId: string, ids: Ids, rng: Rng, statements: readonly StatementRecord[]) => MobileRecords;

export interface AccountPlan {
  key: string;
  companyName: string;
  accountStatus: AccountRecord['accountStatus'];
  footprint: AccountRecord['footprint'];
  billTo: z.infer<typeof Address>;
  service: z.infer<typeof Address>;
  node: string;
  customerCode: string;
  /** every statement is dated this day of the month; payment is due on dueDay after it */
  statementDay: number;
  dueDay: number;
  paymentRestriction: z.infer<typeof PaymentRestrictionType>;
  discountEligible: boolean;
  paperless: boolean;
  billingSuppressed: boolean;
  softDisconnected: boolean;
  delinquencyTier: AccountRecord['delinquencyTier'];
  autoPay: { method: string; debitDay: number; services: ('CORE' | 'MOBILE')[] } | null;
  debitDayRanges: AccountRecord['debitDayRanges'];
  featureFlags: z.infer<typeof FeatureFlags>;
  communityAgreement: AccountRecord['communityAgreement'];
  users: UserPlan[];
  contacts: ContactPlan[];
  /** the account's CPNI verification (src/domain/cpni.ts): by which user, to which of its verified contacts (by value), when; none when absent */
  cpni?: { by: string; to: string; daysAgo: number; time: string };
  services: ServicePlan[];
  /** phone numbers of the business lines (voicemail and fax arrive on these) */
  voiceLines: string[];
  methods: MethodPlan[];
  /** sales tax applied to non-mobile charges */
  taxRate: number;
  /** leases and add-ons billed every month besides the services */
  recurring: Charge[];
  /** charges that depend on the month (mobile device installments) */
  monthly?: (statementIndex: number) => Charge[];
  /** one-time charges and credits, by statement index (0 = oldest) */
  extras: Record<number, Charge[]>;
  payments: PaymentPlan[];
  delinquency: { softDisconnectDate: string; hardDisconnectDate: string } | null;
  /** network name of the business WiFi */
  ssid: string;
  equipment: EquipmentPlan[];
  appointments: AppointmentPlan[];
  voiceMessages: VoiceMessagePlan[];
  mobile?: MobileBuilder;
}

/** An instant on a seed date, written in UTC as the store's instants are. */
export const at = (date: string, time: string): string => `${date}T${time}:00.000Z`;
