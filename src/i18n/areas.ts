// The catalogs of the portal's areas, named once for lingui.config.ts (which writes them) and
// src/i18n/locale.ts (whose `withArea` loads them with an area's code).

/** The billing features, one catalog each, named as their folder in src/features. */
export const BILLING_AREAS = [
  'payment',
  'autopay',
  'wallet',
  'statements',
  'scheduled-payments',
  'bill-delivery',
  'payment-risk',
  'activity',
  'billing-notices',
  'billing-home',
] as const;

/** Every area: the sign-in pages, the maintenance and not-found pages, the billing features, the payment-method forms, the quick pay, the profile, the equipment and the mobile screens. */
export const AREAS = ['login', 'system', ...BILLING_AREAS, 'payment-forms', 'quick-pay', 'profile', 'equipment', 'mobile'] as const;
export type Area = (typeof AREAS)[number];
