import type { Area } from '../src/i18n/areas.ts';

/**
 * What a first visit to each built page loads beyond the entry, by source path (the build
 * manifest's keys), as src/routes/tree.ts and the screens' lazy imports load it.
 *
 * - `page`: the lazy modules the page imports on arrival (its component, its loader's code, the
 *   lazy cards it shows with its data). index.html preloads them with their imports while the
 *   entry downloads (scripts/vite-first-visit-preloads.ts), so the page waits for one round of
 *   downloads rather than one per import.
 * - `areas`: the catalogs its words come in (src/i18n/locale.ts `withArea`), preloaded in the
 *   visitor's language beside the portal's own catalog.
 * - `withData`: what it imports as soon as its data shows (a card's lazy flow), with the words
 *   of its areas: preloaded too, but not part of what the first paint waits for (`npm run size`
 *   counts it with the route, not with the first visit).
 * - `afterPaint`: what it imports once it shows (the sign-in and session-timeout flows with
 *   xstate), kept off the first paint's downloads on purpose; counted by `npm run size`.
 * - `signedIn`: where the page is reached; its preloads are started only in that state (the
 *   session marker cookie), since the guards send anyone else elsewhere.
 *
 * tests/e2e/first-visit-preloads.spec.ts loads each page with and without the preloads and fails
 * when this table names a module the page does not load, or misses one it does.
 */
export interface FirstVisit {
  signedIn: boolean;
  page: string[];
  areas: Area[];
  withData?: { page: string[]; areas: Area[] };
  afterPaint: string[];
}

const SIGNED_IN_SHELL = ['src/shell/session-timeout/session-timeout-dialog.tsx'];
const signedIn = (page: string[], areas: Area[]): FirstVisit => ({ signedIn: true, page, areas, afterPaint: SIGNED_IN_SHELL });

export const FIRST_VISITS: Record<string, FirstVisit> = {
  '/login': { signedIn: false, page: ['src/features/login/login-page.tsx'], areas: ['login'], afterPaint: ['src/features/login/sign-in-flow.tsx'] },
  // the quick pay card's confirmation loads as soon as the card shows with the summary's data
  '/account-summary': {
    ...signedIn(['src/routes/summary-screen.tsx', 'src/features/account-summary/load-summary.ts'], []),
    withData: { page: ['src/features/account-summary/quick-pay-confirm.tsx'], areas: ['quick-pay', 'payment-forms'] },
  },
  '/services': signedIn(['src/features/equipment/services-page.tsx', 'src/api/equipment.ts'], ['equipment']),
  '/services/equipment/$equipmentId': signedIn(['src/routes/device-screen.tsx', 'src/api/equipment.ts'], ['equipment']),
  // the mobile account's two pages are one chunk (src/features/mobile/mobile-pages.ts)
  '/services/mobile': signedIn(['src/features/mobile/mobile-pages.ts', 'src/api/mobile-account.ts'], ['mobile']),
  '/services/mobile/lines/$lineId': signedIn(['src/features/mobile/mobile-pages.ts', 'src/api/mobile-account.ts'], ['mobile']),
  // the home's cards of other features load with it (src/routes/billing-home-screen.tsx)
  '/billing': signedIn(
    [
      'src/routes/billing-home-screen.tsx',
      'src/api/billing.ts',
      'src/features/scheduled-payments/scheduled-payments-card.tsx',
      'src/features/billing-notices/billing-notices.tsx',
    ],
    ['billing-home', 'scheduled-payments', 'billing-notices'],
  ),
  // the one-time payment, its default screen (src/routes/pay-bill-screen.tsx)
  '/billing/pay-bill': signedIn(['src/features/payment/pay-bill-page.tsx'], ['payment', 'payment-forms']),
  // the wallet's add and edit forms follow once it shows (src/features/wallet/forms-chunk.tsx)
  '/billing/bill-pay-options': {
    ...signedIn(['src/routes/bill-pay-options-screen.tsx'], ['wallet', 'scheduled-payments', 'payment-forms']),
    afterPaint: [...SIGNED_IN_SHELL, 'src/features/wallet/forms-chunk-views.ts'],
  },
  // the statements' call-detail verification brings the profile's one-time code (and its words)
  '/billing/view-statements': signedIn(['src/routes/statements-screen.tsx'], ['statements', 'profile']),
  '/user-preferences': signedIn(['src/features/profile/profile-page.tsx'], ['profile']),
  '/user-preferences/people': signedIn(['src/features/people/people-page.tsx'], ['profile']),
};

/** The portal's own catalog of a language, which every page loads (src/i18n/locale.ts). */
export const portalCatalog = (locale: string) => `locales/${locale}/messages.po`;
/** An area's catalog of a language. */
export const areaCatalog = (locale: string, area: Area) => `locales/${locale}/${area}.po`;
