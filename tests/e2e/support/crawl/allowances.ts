/**
 * What the crawl (tests/e2e/crawl.spec.ts) lets pass, each with its reason, in one place.
 */

/**
 * Text a Spanish page may show although it is also the English source of a message translated
 * otherwise: proper names and data identifiers, which are the same in both languages.
 */
export const SAME_IN_SPANISH: { text: string; why: string }[] = [];

/**
 * Built pages no click from the account summary reaches, in any demo account.
 */
export const NOT_REACHED_BY_CLICKING: { path: string; why: string }[] = [
  { path: '/login', why: 'the sign-in page: a signed-in visitor is sent on to the summary (spec platform §2)' },
  { path: '/404', why: 'the page the crawl fails on' },
  { path: '/maintenance', why: 'shown only while the portal is in maintenance' },
  { path: '/machines', why: 'the machine explorer, for analysts: outside the customer navigation' },
  { path: '/machines/$flowId', why: 'one machine of the explorer: outside the customer navigation' },
  { path: '/account-recovery', why: 'reached from the sign-in page, without a session' },
  { path: '/create-sub-account', why: "an invited person's page, opened from the invitation's e-mail without a session" },
  { path: '/profile-and-settings', why: "the spec's other address of /user-preferences, the same page, which the tab opens (spec platform §2)" },
  {
    path: '/user-preferences/notifications/manage/bill-delivery',
    why: "the spec's Settings address of bill delivery (spec billing §2), the same page as /billing/pay-bill?open=bd, which the billing home's Bill delivery opens",
  },
];

/**
 * The controls (buttons) the crawl presses: those that take the reader to another page, or show
 * the link that does. Every other button is left alone: most change data (pay, save, delete,
 * restart, sign out) or open a form on the same page. Names in English and Spanish.
 */
export const NAVIGATING_CONTROLS: { on: RegExp; name: RegExp; why: string }[] = [
  { on: /^\/account-summary/, name: /^(Pay another way|Pagar de otra forma)$/, why: 'the quick payment hands over to the payment page' },
  { on: /^\/billing\/pay-bill/, name: /^(Cancel|Cancelar)$/, why: 'leaves the payment or Auto Pay page before anything is submitted' },
];
