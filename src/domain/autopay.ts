import { AutoPayService as AutoPayServiceSchema, type Billing, type PaymentRestrictionType } from './billing';
import { expiryStatus } from './card';
import { mobileAutoPayMethodIssue } from './mobile-autopay';
import { accountRestrictionIssue, restrictionIssue, type MethodType, type RestrictionIssue } from './payment-method';

/**
 * The rules of Auto Pay (spec billing §2 Enroll / Manage Auto Pay, §4, §5, §9), each once, as
 * pure functions answering message codes the UI translates. The enroll and manage machines use
 * them as guards, the server as checks (`enrollmentIssues` in autopay-request.ts gathers them).
 * The debit day's calendar is in autopay-debit-day.ts, re-exported here.
 */

export * from './autopay-debit-day';

export type AutoPayService = (typeof AutoPayServiceSchema.options)[number];

/** Services in the order they are stored and shown (spec billing §3: core or Mobile). */
const SERVICE_ORDER: readonly AutoPayService[] = AutoPayServiceSchema.options;

// ---- who may enroll ------------------------------------------------------------------------

/**
 * Disconnected (spec billing §4 "disconnected accounts cannot enroll"): soft-disconnected, or
 * any status but ACTIVE. Pass the effective service state (the `billing` view, which reads
 * `effectiveServiceState` on the server clock), so an account whose service came back after a
 * payment may enroll again.
 */
export const isDisconnected = (state: { accountStatus: string; softDisconnected: boolean }): boolean =>
  state.softDisconnected || state.accountStatus !== 'ACTIVE';

export type EnrollmentBlock = { code: 'autopay.disconnected' } | RestrictionIssue;

/**
 * What stops an account from enrolling whatever it chooses: being disconnected, or a
 * restriction no method can satisfy (neither cards nor bank, or no online payment; spec
 * billing §5). The UI checks it before the first step; the server before the method.
 */
export function enrollmentBlock(billing: Pick<Billing, 'accountStatus' | 'softDisconnected' | 'restrictions'>): EnrollmentBlock | null {
  if (isDisconnected(billing)) return { code: 'autopay.disconnected' };
  return accountRestrictionIssue(billing.restrictions.type);
}

export type EnrollmentConflict = 'autopay.alreadyEnrolled' | 'autopay.notEnrolled';

/**
 * Enrolling needs Auto Pay off; cancelling, replacing it (the change of method, spec billing §4)
 * and changing the date need it on.
 */
export function enrollmentConflict(autoPay: { enrolled: boolean }, operation: 'enroll' | 'cancel' | 'replace' | 'updateDate'): EnrollmentConflict | null {
  if (operation === 'enroll') return autoPay.enrolled ? 'autopay.alreadyEnrolled' : null;
  return autoPay.enrolled ? null : 'autopay.notEnrolled';
}

// ---- services covered ----------------------------------------------------------------------

/** Core services can always be covered; Mobile only when the account has the MOBILE service. */
export function availableAutoPayServices(serviceKeys: readonly string[]): AutoPayService[] {
  return serviceKeys.includes('MOBILE') ? ['CORE', 'MOBILE'] : ['CORE'];
}

/** Each service once, in the stored order. */
export const normalizeServices = (services: readonly AutoPayService[]): AutoPayService[] => SERVICE_ORDER.filter((service) => services.includes(service));

export type ServicesIssue = 'services.required' | 'services.unavailable';

/** spec billing §5: at least one service must be selected, and only ones the account has. */
export function servicesIssue(services: readonly string[], available: readonly AutoPayService[]): ServicesIssue | null {
  if (services.length === 0) return 'services.required';
  return services.every((service) => (available as readonly string[]).includes(service)) ? null : 'services.unavailable';
}

// ---- the payment method ----------------------------------------------------------------------

/** What the method rules read of a saved method. */
export interface AutoPayMethodFacts {
  type: MethodType;
  prepaid: boolean;
  /** MMYY, cards only */
  expiry: string | null;
}

export type AutoPayMethodIssue = 'method.restricted' | 'method.prepaid' | 'method.expired' | 'method.mobileNoBank';

/**
 * Whether a saved method may back Auto Pay, first broken rule only:
 * - the account's restriction (cards or bank not accepted; spec billing §5);
 * - prepaid and gift cards are for one-time payments only (§5);
 * - an expired card blocks selection (§4; expiring soon is allowed, the UI asks to confirm);
 * - Mobile Auto Pay cannot use a checking or savings account (§5): with MOBILE it is a card
 *   (./mobile-autopay.ts).
 */
export function autoPayMethodIssue(
  method: AutoPayMethodFacts,
  services: readonly string[],
  restriction: PaymentRestrictionType,
  today: string,
): AutoPayMethodIssue | null {
  if (accountRestrictionIssue(restriction) || restrictionIssue(method.type, restriction)) return 'method.restricted';
  if (method.type === 'CARD' && method.prepaid) return 'method.prepaid';
  if (method.type === 'CARD' && method.expiry && expiryStatus(method.expiry, today) === 'expired') return 'method.expired';
  return mobileAutoPayMethodIssue(method.type, services);
}

export type AutoPayCvvIssue = 'cvv.required' | 'cvv.format' | 'cvv.notExpected';

/**
 * spec billing §5: "The Auto Pay steps accept 3 or 4 numeric characters", whatever the brand,
 * and the CVV is requested once, for security: a card enrolls with it, a bank account has
 * none. It is checked, never stored (docs/decisions/029-auto-pay-cvv.md).
 */
export function autoPayCvvIssue(methodType: MethodType, cvv: string | null | undefined): AutoPayCvvIssue | null {
  const given = cvv !== undefined && cvv !== null && cvv !== '';
  if (methodType === 'BANK') return given ? 'cvv.notExpected' : null;
  if (!given) return 'cvv.required';
  return /^\d{3,4}$/.test(cvv) ? null : 'cvv.format';
}

/** spec billing §5: the terms checkbox is required before submitting enrollment. */
export const termsIssue = (accepted: boolean): 'terms.required' | null => (accepted === true ? null : 'terms.required');

// ---- what goes with enrolling and cancelling -----------------------------------------------

/**
 * spec billing §4: with a balance due, enrolling (or changing the method) comes with a
 * same-day payment of it, made through the one-time payment route before the enrollment
 * (the successWithPayment and partial outcomes). The enroll mutation itself never pays.
 */
export const enrollmentNeedsPayment = (billing: Pick<Billing, 'amountDue'>): boolean => billing.amountDue > 0;

/** The same-day payment that goes with the enrollment, or null when nothing is due. */
export function enrollmentPayment(billing: Pick<Billing, 'amountDue' | 'limits'>): { amount: number; paymentDate: string } | null {
  return enrollmentNeedsPayment(billing) ? { amount: billing.amountDue, paymentDate: billing.limits.today } : null;
}

/**
 * spec billing §4, §9: cancelling warns discount-eligible accounts that the monthly $5
 * (config.autoPayDiscountCents) is lost. The cents lost; 0 when there is nothing to warn of.
 */
export const discountLostOnCancel = (billing: Pick<Billing, 'discountEligible' | 'autoPay'>): number =>
  billing.autoPay.enrolled && billing.discountEligible ? billing.autoPay.discountCents : 0;
