import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SummarySearch } from '../features/account-summary/search';

// Search params are checked at the edge (TanStack validateSearch). A value that does not fit is
// dropped, never passed on: `.catch(undefined)` turns it into "absent".

/** A same-origin path only: `targetUrl` must never send the user to another site. */
const SafeTargetUrl = z.string().check(z.refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\'), 'not a local path'));

export const LoginSearch = z.object({
  targetUrl: z.catch(z.optional(SafeTargetUrl), undefined),
  loggedOut: z.catch(z.optional(z.boolean()), undefined),
});
export type LoginSearch = z.infer<typeof LoginSearch>;

/** spec platform §2: /account-recovery "with password-reset flags" (the sign-in flow sets it). */
export const AccountRecoverySearch = z.object({ passwordReset: z.catch(z.optional(z.boolean()), undefined) });
export type AccountRecoverySearch = z.infer<typeof AccountRecoverySearch>;
export const validateAccountRecoverySearch = (raw: Record<string, unknown>): AccountRecoverySearch => definedOnly(AccountRecoverySearch.parse(raw));

/** spec platform §2 / billing §2: `open` on /billing/pay-bill takes otp, ap, fdp or bd. */
const PayBillOpen = z.enum(['otp', 'ap', 'fdp', 'bd']);
export const PayBillSearch = z.object({ open: z.catch(z.optional(PayBillOpen), undefined) });
export type PayBillSearch = z.infer<typeof PayBillSearch>;

/** The billing home: `scheduled` points at a scheduled payment (the confirmation of a future-dated payment links so). */
export const BillingHomeSearch = z.object({ scheduled: z.catch(z.optional(z.string().check(z.regex(/^pay_\d+$/))), undefined) });
export type BillingHomeSearch = z.infer<typeof BillingHomeSearch>;
export const validateBillingHomeSearch = (raw: Record<string, unknown>): BillingHomeSearch => definedOnly(BillingHomeSearch.parse(raw));

export { SummarySearch } from '../features/account-summary/search';

export const validateLoginSearch = (raw: Record<string, unknown>): LoginSearch => definedOnly(LoginSearch.parse(raw));
export const validatePayBillSearch = (raw: Record<string, unknown>): PayBillSearch => definedOnly(PayBillSearch.parse(raw));
export const validateSummarySearch = (raw: Record<string, unknown>): SummarySearch => definedOnly(SummarySearch.parse(raw));

/** Drops keys that are undefined so the URL shows only what was valid. */
function definedOnly<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A dropped value also leaves the address bar: when the URL carried a param the route's schema
 * refuses, the route replaces the URL with the validated search (call from beforeLoad).
 */
export function dropRejectedParams(location: ParsedLocation, validate: (raw: Record<string, unknown>) => Record<string, unknown>): void {
  const raw = location.search as Record<string, unknown>;
  const validated = validate(raw);
  const rejected = Object.keys(raw).some((key) => !(key in validated));
  if (rejected) throw redirect({ href: location.pathname + searchString(validated), replace: true });
}

function searchString(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
