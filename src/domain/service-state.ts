import { balancesOn, inFlightEffect, type BalancePayment, type StoredBalances } from './balance';

/**
 * Soft disconnect and its automatic restoration (spec billing §4: "soft-disconnect service is
 * restored automatically a few minutes after payment (a configurable number of minutes)").
 * The stored account keeps its soft-disconnected state, a `restoreServiceAt` instant and the
 * payment that restored it (`restoredBy`); every read goes through `effectiveServiceState`, so
 * the service comes back on the server clock without a background job, and goes away again if
 * that payment never came: a bank payment the bank returns (src/domain/payment-lifecycle.ts)
 * leaves the account soft-disconnected again from its return day, while its past due is owed
 * again (src/domain/balance.ts). A later payment that clears the past due restores it anew.
 */

export interface StoredServiceState<S extends string = string> extends StoredBalances {
  accountStatus: S;
  softDisconnected: boolean;
  /** set when a payment cleared the past due; ISO instant on the server clock */
  restoreServiceAt: string | null;
  /** the id of the payment (its core part) that set restoreServiceAt; absent on older records */
  restoredBy?: string | null;
}

export interface EffectiveServiceState<S extends string = string> {
  accountStatus: S | 'ACTIVE';
  softDisconnected: boolean;
  /** the restoration still ahead, or null when there is none (or it has happened) */
  restoresAt: string | null;
}

/** A payment of the account as the service state reads it: the balance's facts and its id. */
export interface ServicePayment extends BalancePayment {
  id: string;
}

/** When the state is read: the server clock, its business day, and the bank's settlement days. */
export interface ServiceReadTime {
  now: Date;
  /** YYYY-MM-DD, the business day of `now` */
  today: string;
  settleBusinessDays: number;
}

/** The soft disconnect suspends an account temporarily; restoring it makes it ACTIVE again. */
const SUSPENDED_BY_SOFT_DISCONNECT = 'TEMPORARILY_DEACTIVATED';

/**
 * The account's service on the server clock. `payments` are the account's core payments (the
 * ones its balance counts). Restored from restoreServiceAt on; not restored (soft-disconnected,
 * no restoration ahead) once the restoring payment is returned with a past due owed again.
 */
export function effectiveServiceState<S extends string>(
  account: StoredServiceState<S>,
  payments: readonly ServicePayment[],
  at: ServiceReadTime,
): EffectiveServiceState<S> {
  const restoreAt = account.restoreServiceAt ? new Date(account.restoreServiceAt).getTime() : null;
  if (!account.softDisconnected || restoreAt === null || restorationReturned(account, payments, at)) {
    return { accountStatus: account.accountStatus, softDisconnected: account.softDisconnected, restoresAt: null };
  }
  if (at.now.getTime() >= restoreAt) {
    return {
      accountStatus: account.accountStatus === SUSPENDED_BY_SOFT_DISCONNECT ? 'ACTIVE' : account.accountStatus,
      softDisconnected: false,
      restoresAt: null,
    };
  }
  return { accountStatus: account.accountStatus, softDisconnected: true, restoresAt: account.restoreServiceAt };
}

/**
 * Whether the payment that restored the account has come back from the bank (returned on
 * `today`, its lifecycle's settlement day, or before) and left a past due owed again.
 */
function restorationReturned(account: StoredServiceState, payments: readonly ServicePayment[], at: Omit<ServiceReadTime, 'now'>): boolean {
  const restoring = account.restoredBy ? payments.find((p) => p.id === account.restoredBy) : undefined;
  if (!restoring || inFlightEffect(restoring, at.today, at.settleBusinessDays) !== 'returned') return false;
  return balancesOn(account, payments, at.today, at.settleBusinessDays).pastDueAmount > 0;
}

/**
 * Whether a payment made today brings a soft-disconnected account back: it does when nothing
 * of the past due is left once it and the payments already pending are counted.
 */
export function paymentRestoresService(
  account: { softDisconnected: boolean; pastDueAmount: number; pendingPaymentAmount: number },
  amount: number,
  paymentDate: string,
  today: string,
): boolean {
  return account.softDisconnected && paymentDate === today && account.pastDueAmount - account.pendingPaymentAmount - amount <= 0;
}

/** The instant service comes back: `minutes` (config.restoreServiceMinutes) after `now`. */
export const restorationInstant = (now: Date, minutes: number): string => new Date(now.getTime() + minutes * 60_000).toISOString();

/** spec platform §4: the service keys of an account's lines; MOBILE is the seed's key for mobile lines. */
export const SERVICE_KEYS = [
  'VOICE',
  'EMAIL',
  'BACKUP',
  'SECURITY',
  'INTERNET',
  'VIDEO',
  'DOMAIN',
  'WEB_HOSTING',
  'LAYER_3_VPN',
  'ETHERNET',
  'OPTICAL_WAVE',
  'MOBILE',
] as const;
/** spec platform §4: a service line's status. */
export const SERVICE_STATUSES = ['Assigned', 'Unassigned', 'Active', 'Undefined'] as const;

/**
 * Following a restoration from the payment's confirmation ("Restoration timeline"):
 * the account is read every RESTORATION_CHECK_SECONDS from the payment until the instant the
 * server promised plus RESTORATION_GRACE_SECONDS; service not back by then is said, with what to
 * do. Both are product decisions (docs/decisions/024-service-restoration.md), not spec values.
 */
export const RESTORATION_CHECK_SECONDS = 30;
export const RESTORATION_GRACE_SECONDS = 300;

/**
 * How many reads follow a restoration: one at once, then one per interval until the promised
 * instant plus the grace. Both instants are the server's (the payment's and the promise), so the
 * page's own clock plays no part.
 */
export function restorationChecks(
  paidAt: string,
  restoresAt: string,
  { intervalSeconds = RESTORATION_CHECK_SECONDS, graceSeconds = RESTORATION_GRACE_SECONDS } = {},
): number {
  const windowSeconds = Math.max(0, (Date.parse(restoresAt) - Date.parse(paidAt)) / 1000) + graceSeconds;
  return Math.floor(windowSeconds / intervalSeconds) + 1;
}

/** The minutes the server promised between the payment and the service back, for the words (at least one). */
export const restorationMinutes = (paidAt: string, restoresAt: string): number =>
  Math.max(1, Math.ceil((Date.parse(restoresAt) - Date.parse(paidAt)) / 60_000));
