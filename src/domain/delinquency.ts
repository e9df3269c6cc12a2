import { z } from 'zod/mini';
import { DelinquencyTier } from './billing';
import { IsoDate } from './dates';
import { Cents } from './money';

/**
 * The past-due journey (spec billing §4 "delinquency copy tiers: core30, core43, core50 and core76.
 * They cover interruption, suspension, restore service and return equipment").
 */
export type DelinquencyTier = z.infer<typeof DelinquencyTier>;

/** The days past due at which each tier starts (the number in its name). */
const TIER_START_DAYS: Record<DelinquencyTier, number> = { core30: 30, core43: 43, core50: 50, core76: 76 };

/** The tier an account is in after `days` past due (the oldest unpaid statement's); null under 30 days. */
export function tierOfDays(days: number): DelinquencyTier | null {
  const reached = DelinquencyTier.options.filter((tier) => days >= TIER_START_DAYS[tier]);
  return reached.at(-1) ?? null;
}

/** What each tier tells the customer: a notice, in that order of severity. */
const TIER_NOTICE = {
  core30: 'interruptionComing',
  core43: 'suspension',
  core50: 'restoreService',
  core76: 'returnEquipment',
} as const satisfies Record<DelinquencyTier, string>;
type PastDueNoticeKind = (typeof TIER_NOTICE)[DelinquencyTier];

/** What the schedule actions a statement carries: service interrupted, suspended, restored on payment, equipment to return. */
export const DelinquencyAction = z.enum(['INTERRUPT_SERVICE', 'SUSPEND_SERVICE', 'RESTORE_SERVICE', 'RETURN_EQUIPMENT']);
export type DelinquencyAction = z.infer<typeof DelinquencyAction>;

/** The schedule's actions for a statement `days` past due, on an account soft-disconnected or not. */
export function actionsAfter(days: number, softDisconnected: boolean): DelinquencyAction[] {
  const actions: DelinquencyAction[] = [];
  if (days >= TIER_START_DAYS.core30) actions.push('INTERRUPT_SERVICE');
  if (days >= TIER_START_DAYS.core43) actions.push('SUSPEND_SERVICE');
  if (days >= TIER_START_DAYS.core30 && softDisconnected) actions.push('RESTORE_SERVICE');
  if (days >= TIER_START_DAYS.core76) actions.push('RETURN_EQUIPMENT');
  return actions;
}

/** GET /api/pub/account/v1/get-delinquency-schedule (spec platform §7: response softDisconnectDate). */
export const DelinquencySchedule = z.object({
  softDisconnectDate: z.nullable(IsoDate),
  hardDisconnectDate: z.nullable(IsoDate),
  statements: z.array(
    z.object({
      statementId: z.string(),
      delinquencyDays: z.number(),
      amount: Cents,
      startDate: IsoDate,
      actions: z.array(DelinquencyAction),
    }),
  ),
});
export type DelinquencySchedule = z.infer<typeof DelinquencySchedule>;

interface Owing {
  pastDueAmount: number;
  pendingPaymentAmount: number;
}

/** The past due not yet covered by a payment on its way. */
const pastDueLeft = (account: Owing): number => Math.max(0, account.pastDueAmount - account.pendingPaymentAmount);

/**
 * spec billing §4 and platform §4: "the soft-disconnect date lookup happens only if the toggle is
 * on and past due minus pending is greater than 0". The client asks only then; the server
 * refuses the call otherwise.
 */
export const softDisconnectLookupAllowed = (toggleOn: boolean, account: Owing): boolean => toggleOn && account.pastDueAmount - account.pendingPaymentAmount > 0;

export interface PastDueNotice {
  kind: PastDueNoticeKind;
  /** what to pay: the past due not covered by a pending payment, cents */
  amount: number;
  /**
   * The date the notice names, from the schedule when it was looked up (null otherwise):
   * interruption and suspension on the soft-disconnect date; restore service and return
   * equipment before the hard-disconnect date.
   */
  date: string | null;
}

/**
 * The notice of the tier, or none when nothing of the past due is left to pay (a pending
 * payment covers it) or the account has no tier.
 */
export function pastDueNotice(
  account: Owing & { delinquencyTier: DelinquencyTier | null },
  schedule: Pick<DelinquencySchedule, 'softDisconnectDate' | 'hardDisconnectDate'> | null,
): PastDueNotice | null {
  const amount = pastDueLeft(account);
  if (account.delinquencyTier === null || amount === 0) return null;
  const kind = TIER_NOTICE[account.delinquencyTier];
  const beforeSoftDisconnect = kind === 'interruptionComing' || kind === 'suspension';
  const date = schedule ? (beforeSoftDisconnect ? schedule.softDisconnectDate : schedule.hardDisconnectDate) : null;
  return { kind, amount, date };
}

/**
 * Mobile delinquency states (spec billing §4: past due, hotlined, temporarily disconnected,
 * inactive), from the mobile account's status (spec platform §4) and its past due.
 */
export type MobileStanding = 'pastDue' | 'hotlined' | 'temporarilyDisconnected' | 'inactive';

export function mobileStanding(mobile: { status: string; pastDue: number }): MobileStanding | null {
  if (mobile.status === 'DEACTIVATED' || mobile.status === 'CANCELED') return 'inactive';
  if (mobile.status === 'TEMPORARILY_DEACTIVATED') return 'temporarilyDisconnected';
  if (mobile.status === 'HOTLINED') return 'hotlined';
  return mobile.pastDue > 0 ? 'pastDue' : null;
}
