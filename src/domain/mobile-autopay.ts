/**
 * Mobile Auto Pay (spec billing §5: "Mobile Auto Pay is required and cannot use a checking or
 * savings account"). Both halves once, here:
 * - on a card only: Auto Pay that covers MOBILE takes no bank account. `autoPayMethodIssue`
 *   (./autopay.ts) applies it to every method an enrollment, a method change or a method added
 *   on an Auto Pay step may use, so the server refuses it (`method.mobileNoBank`) and the Auto
 *   Pay steps show bank accounts as not selectable, with the reason, before the user picks;
 * - required: an account with mobile service has its mobile lines on Auto Pay. The portal says so
 *   wherever mobile is not covered (the billing home's mobile card, the Enroll step's Mobile
 *   choice), and an Auto Pay that covers mobile is never left without it: `mobileAutoPayDropRefusal`
 *   refuses a plain cancel (no services after it) and a replacement whose services leave Mobile
 *   out (the server answers 409 CONFLICT `autopay.mobileRequired` and changes nothing; Manage Auto
 *   Pay shows Cancel disabled with the reason). Changing the method is one server-side replace
 *   (`replaceAutoPay`, the cancel and the enroll written together), so no client can cancel "as a
 *   replacement" and then enroll without Mobile. An enrollment of core services alone, on an
 *   account whose Auto Pay is off, is not refused (docs/decisions/030-mobile-auto-pay.md).
 */

/** What the rules read of an account: whether it has mobile service, and its Auto Pay. */
type AutoPayHolder = { hasMobile: boolean; autoPay: { enrolled: boolean; services: readonly string[] } };

/** A bank account for Auto Pay that covers Mobile (checking or savings): refused. */
export const mobileAutoPayMethodIssue = (methodType: 'CARD' | 'BANK', services: readonly string[]): 'method.mobileNoBank' | null =>
  methodType === 'BANK' && services.includes('MOBILE') ? 'method.mobileNoBank' : null;

/** Whether an account that has mobile service is missing the Auto Pay its mobile lines require. */
export const mobileAutoPayMissing = (account: AutoPayHolder): boolean =>
  account.hasMobile && !(account.autoPay.enrolled && account.autoPay.services.includes('MOBILE'));

/** Why a write that would leave the mobile lines without Auto Pay is refused. */
export type MobileCancelRefusal = 'autopay.mobileRequired';

/**
 * spec billing §5 "Mobile Auto Pay is required": an Auto Pay that covers MOBILE, on an account
 * with mobile service, may only be replaced by one that covers MOBILE too. `servicesAfter`: what
 * Auto Pay covers after the write (none for a cancel). Null when the write may go ahead.
 */
export const mobileAutoPayDropRefusal = (account: AutoPayHolder, servicesAfter: readonly string[]): MobileCancelRefusal | null =>
  account.hasMobile && account.autoPay.enrolled && account.autoPay.services.includes('MOBILE') && !servicesAfter.includes('MOBILE')
    ? 'autopay.mobileRequired'
    : null;

/** Why a plain cancel of this account's Auto Pay is refused (nothing covered after it), or null. */
export const mobileAutoPayCancelRefusal = (account: AutoPayHolder): MobileCancelRefusal | null => mobileAutoPayDropRefusal(account, []);
