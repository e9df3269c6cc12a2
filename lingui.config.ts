import { defineConfig } from '@lingui/cli';
import { BILLING_AREAS } from './src/i18n/areas.ts';

// Catalogs are .po files compiled on import by @lingui/vite-plugin; `lingui compile --strict`
// (npm run i18n:compile) fails when a Spanish translation is missing. No fallbackLocales: a
// fallback would fill the gap and hide it from both checks.
// the areas' catalogs are named in src/i18n/areas.ts (src/i18n/locale.test.ts checks each has its file)

// The billing features, one catalog each, named as their folder: a page loads the
// words of the features it shows, so Auto Pay's words come with Auto Pay only.
const BILLING = BILLING_AREAS;
// The payment-method forms and the payment flows' steps in src/ui are shown only by the payment,
// Auto Pay and wallet flows and the summary's quick pay: their words are a catalog of their own,
// loaded with those (the field and error texts are most of them).
const PAYMENT_FORM_FILES = [
  'payment-not-made.tsx',
  'store-list.tsx',
  'store-text.ts',
  ...['restriction-text.ts', 'saved-method.tsx', 'review-actions.tsx', 'step-indicator.tsx'].map((f) => `flow-steps/${f}`),
].map((f) => `<rootDir>/src/ui/${f}`);
const PAYMENT_FORMS = ['<rootDir>/src/ui/payment-method', ...PAYMENT_FORM_FILES];
// the summary's quick pay confirmation, loaded with its card after the summary's first paint
const QUICK_PAY = '<rootDir>/src/features/account-summary/quick-pay-confirm.tsx';
// the sign-in pages, and the maintenance and not-found pages: not on a signed-in first page
const SYSTEM_PAGES = ['maintenance-page.tsx', 'not-found-page.tsx'].map((f) => `<rootDir>/src/features/system/${f}`);

// Where the catalogs are: locales/ unless told (scripts/check-catalogs.mjs extracts into a copy, to
// check the tracked ones without writing them)
const CATALOGS = process.env['LINGUI_CATALOGS_DIR'] ?? '<rootDir>/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: `${CATALOGS}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/server/**',
        '<rootDir>/src/domain/**',
        '<rootDir>/src/features/explorer/**',
        '<rootDir>/src/features/profile/**',
        '<rootDir>/src/features/people/**',
        '<rootDir>/src/features/audit/**',
        '<rootDir>/src/features/invitation/**',
        ...BILLING.map((feature) => `<rootDir>/src/features/${feature}/**`),
        '<rootDir>/src/ui/payment-method/**',
        ...PAYMENT_FORM_FILES,
        QUICK_PAY,
        '<rootDir>/src/features/login/**',
        ...SYSTEM_PAGES,
        '<rootDir>/src/features/equipment/**',
        '<rootDir>/src/features/network/**',
        '<rootDir>/src/features/mobile/**',
        '**/*.test.*',
      ],
    },
    // the billing features' screens (payment, Auto Pay, wallet, statements, ...): each loaded with
    // its code (src/i18n/locale.ts `withArea`), so a page carries only the words it shows
    ...BILLING.map((feature) => ({
      path: `${CATALOGS}/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: ['**/*.test.*'],
    })),
    { path: `${CATALOGS}/{locale}/payment-forms`, include: PAYMENT_FORMS, exclude: ['**/*.test.*'] },
    { path: `${CATALOGS}/{locale}/quick-pay`, include: [QUICK_PAY] },
    { path: `${CATALOGS}/{locale}/login`, include: ['<rootDir>/src/features/login'], exclude: ['**/*.test.*'] },
    { path: `${CATALOGS}/{locale}/system`, include: SYSTEM_PAGES },
    // the equipment screens (/services, a device's page, its network): loaded with their code too
    {
      path: `${CATALOGS}/{locale}/equipment`,
      include: ['<rootDir>/src/features/equipment', '<rootDir>/src/features/network'],
      exclude: ['**/*.test.*'],
    },
    // the mobile account's screens (/services/mobile, a line's page): loaded with their code
    { path: `${CATALOGS}/{locale}/mobile`, include: ['<rootDir>/src/features/mobile'], exclude: ['**/*.test.*'] },
    // Profile & Settings: contacts, codes, notifications, people and roles, loaded with their pages
    {
      path: `${CATALOGS}/{locale}/profile`,
      include: ['<rootDir>/src/features/profile', '<rootDir>/src/features/people', '<rootDir>/src/features/audit', '<rootDir>/src/features/invitation'],
      exclude: ['**/*.test.*'],
    },
    // the machine explorer (/machines) is for analysts, loaded on its own: its own catalog
    {
      path: `${CATALOGS}/{locale}/explorer`,
      include: ['<rootDir>/src/features/explorer'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'message',
});
