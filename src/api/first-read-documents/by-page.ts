import { BILLING_HOME_QUERY, MOBILE_DEVICES_QUERY, RECENT_TRANSACTIONS_QUERY, SCHEDULED_COUNT_QUERY, STREAMING_QUERY } from './billing-home.ts';
import { PAYMENT_INFO_QUERY } from './pay-bill.ts';
import { SUMMARY_QUERY } from './summary.ts';

/**
 * The reads a signed-in page makes on arrival, by the address opened (its path and search, as
 * typed: `location.pathname + location.search`), in the order the page asks for them. index.html's
 * first script starts them on a first visit (scripts/vite-early-probe.ts) and the app's transport
 * takes each answer (src/api/first-reads.ts). Only the build's config and the tests import this
 * table. The documents are plain strings in modules without imports, one per page: the build's
 * config reads them through this table, and cannot load the API modules that send them (those
 * import the browser's config); and each page's documents load with that page's code only.
 *
 * Only reads every visitor of the page makes: a read that depends on who signed in (the summary's
 * payments, for billing roles) is left to the page. One the page ends up not making (billing that
 * has moved, a guard that sends the visitor elsewhere) is never taken: it was only a read.
 */
export const FIRST_READS: Readonly<Record<string, readonly string[]>> = {
  '/account-summary': [SUMMARY_QUERY],
  // the loader's two, then the cards' (each card reads on its own once mounted)
  '/billing': [BILLING_HOME_QUERY, SCHEDULED_COUNT_QUERY, RECENT_TRANSACTIONS_QUERY, STREAMING_QUERY, MOBILE_DEVICES_QUERY],
  // the one-time payment opens here by default and as asked: its flow's first read, which its
  // first screen waits for (Auto Pay, `?open=ap`, reads other things, in two steps)
  '/billing/pay-bill': [PAYMENT_INFO_QUERY],
  '/billing/pay-bill?open=otp': [PAYMENT_INFO_QUERY],
};
