/**
 * Mobile Auto Pay (spec billing §5: "Mobile Auto Pay is required and cannot use a checking or
 * savings account"; issue 16). Both halves once, here:
 * - on a card only: Auto Pay that covers MOBILE takes no bank account. `autoPayMethodIssue`
 *   (./autopay.ts) applies it to every method an enrollment, a method change or a method added
 *   on an Auto Pay step may use, so the server refuses it (`method.mobileNoBank`) and the Auto
 *   Pay steps show bank accounts as not selectable, with the reason, before the user picks;
 * - required: an account with mobile service has its mobile lines on Auto Pay. The portal says so
 *   wherever mobile is not covered (the billing home's mobile card, the Enroll step's Mobile
 *   choice), and an Auto Pay that covers mobile is not cancelled outright:
 *   `mobileAutoPayCancelRefusal` refuses the plain cancel (the server answers 409 CONFLICT
 *   `autopay.mobileRequired`; Manage Auto Pay shows Cancel disabled with the reason). Changing the
 *   method is a cancel then an enroll (design/contract.md); its cancel says `replacing` and is
 *   allowed. An enrollment of core services alone is not refused (README "Mobile Auto Pay").
 */

/** A bank account for Auto Pay that covers Mobile (checking or savings): refused. */
export const mobileAutoPayMethodIssue = (methodType: 'CARD' | 'BANK', services: readonly string[]): 'method.mobileNoBank' | null =>
  methodType === 'BANK' && services.includes('MOBILE') ? 'method.mobileNoBank' : null;

/** Whether an account that has mobile service is missing the Auto Pay its mobile lines require. */
export const mobileAutoPayMissing = (account: { hasMobile: boolean; autoPay: { enrolled: boolean; services: readonly string[] } }): boolean =>
  account.hasMobile && !(account.autoPay.enrolled && account.autoPay.services.includes('MOBILE'));

/** Why a plain cancel of this account's Auto Pay is refused: it covers the mobile lines, whose Auto Pay is required. */
export type MobileCancelRefusal = 'autopay.mobileRequired';

/**
 * spec billing §5 "Mobile Auto Pay is required": an Auto Pay that covers MOBILE, on an account
 * with mobile service, may be replaced (the change of method's cancel, `replacing`) but not
 * cancelled. Null when the cancel may go ahead.
 */
export const mobileAutoPayCancelRefusal = (
  account: { hasMobile: boolean; autoPay: { enrolled: boolean; services: readonly string[] } },
  replacing: boolean,
): MobileCancelRefusal | null =>
  !replacing && account.hasMobile && account.autoPay.enrolled && account.autoPay.services.includes('MOBILE') ? 'autopay.mobileRequired' : null;
