import { defineConfig } from '@lingui/cli';

// Catalogs are .po files compiled on import by @lingui/vite-plugin; `lingui compile --strict`
// (npm run i18n:compile) fails when a Spanish translation is missing. No fallbackLocales: a
// fallback would fill the gap and hide it from both checks.
// keep in step with AREA_OF in src/i18n/locale.ts (which features each catalog holds)
const BILLING = ['payment', 'autopay', 'wallet', 'statements', 'scheduled-payments', 'bill-delivery', 'payment-risk', 'activity', 'billing-notices'].map(
  (f) => `<rootDir>/src/features/${f}`,
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
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
        ...BILLING.map((dir) => `${dir}/**`),
        '<rootDir>/src/features/equipment/**',
        '<rootDir>/src/features/network/**',
        '**/*.test.*',
      ],
    },
    // the billing flows' screens (payment, Auto Pay, wallet, statements, ...): loaded with their
    // code (src/i18n/locale.ts `withArea`), so the first page carries only what it shows
    {
      path: '<rootDir>/locales/{locale}/billing',
      include: BILLING,
      exclude: ['**/*.test.*'],
    },
    // the equipment screens (/services, a device's page, its network): loaded with their code too
    {
      path: '<rootDir>/locales/{locale}/equipment',
      include: ['<rootDir>/src/features/equipment', '<rootDir>/src/features/network'],
      exclude: ['**/*.test.*'],
    },
    // Profile & Settings (issue 17): contacts, codes, notifications, people and roles, loaded with their pages
    {
      path: '<rootDir>/locales/{locale}/profile',
      include: ['<rootDir>/src/features/profile', '<rootDir>/src/features/people', '<rootDir>/src/features/audit', '<rootDir>/src/features/invitation'],
      exclude: ['**/*.test.*'],
    },
    // the machine explorer (/machines) is for analysts, loaded on its own: its own catalog
    {
      path: '<rootDir>/locales/{locale}/explorer',
      include: ['<rootDir>/src/features/explorer'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'message',
});
