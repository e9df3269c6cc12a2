import { z } from 'zod/mini';

/**
 * The audit trail's filter as a URL carries it: the kinds of change grouped as the
 * page offers them, and how many entries a page shows. On their own, without the rest of
 * src/domain/audit.ts: the route tree, which every first visit loads, checks the trail's search
 * params with them.
 */

/** The kinds grouped as the page's filter offers them ("kind of change"). */
export const AUDIT_AREAS = [
  'PAYMENTS',
  'AUTO_PAY',
  'WALLET',
  'BILL_DELIVERY',
  'CONTACTS',
  'NOTIFICATIONS',
  'SECURITY',
  'MARKETING',
  'CPNI',
  'PEOPLE',
  'NETWORK',
  'MOBILE',
] as const;
export const AuditArea = z.enum(AUDIT_AREAS);
export type AuditArea = z.infer<typeof AuditArea>;

/** The admins' read, a page at a time. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE = 100;
