/**
 * Mobile Auto Pay (spec billing §5: "Mobile Auto Pay is required and cannot use a checking or
 * savings account"; issue 16). Both halves once, here:
 * - on a card only: Auto Pay that covers MOBILE takes no bank account. `autoPayMethodIssue`
 *   (./autopay.ts) applies it to every method an enrollment, a method change or a method added
 *   on an Auto Pay step may use, so the server refuses it (`method.mobileNoBank`) and the Auto
 *   Pay steps show bank accounts as not selectable, with the reason, before the user picks;
 * - required: an account with mobile service should have its mobile lines on Auto Pay. The
 *   portal says so wherever mobile is not covered (the billing home's mobile card, the Enroll
 *   step's Mobile choice); it does not refuse an enrollment of core services alone, nor a cancel
 *   (README "Mobile Auto Pay": the provider, not the portal, enforces the mobile plan's terms).
 */

/** A bank account for Auto Pay that covers Mobile (checking or savings): refused. */
export const mobileAutoPayMethodIssue = (methodType: 'CARD' | 'BANK', services: readonly string[]): 'method.mobileNoBank' | null =>
  methodType === 'BANK' && services.includes('MOBILE') ? 'method.mobileNoBank' : null;

/** Whether an account that has mobile service is missing the Auto Pay its mobile lines require. */
export const mobileAutoPayMissing = (account: { hasMobile: boolean; autoPay: { enrolled: boolean; services: readonly string[] } }): boolean =>
  account.hasMobile && !(account.autoPay.enrolled && account.autoPay.services.includes('MOBILE'));
