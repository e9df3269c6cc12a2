import { adjustmentsOf, sectionOf, STATEMENT_SECTIONS, type StatementLine, type DisplaySection, type StatementTotals } from './statement';

// Compare with last month (spec billing §2), line by line: each line's change and the reason
// the data gives for it, with the total change reconciled to the cent.

export type ChangeReason =
  | 'unchanged'
  | 'newService'
  | 'removedService'
  | 'rateChange'
  | 'partialMonth'
  | 'promotionEnded'
  | 'newPromotion'
  | 'oneTimeFee'
  | 'oneTimeFeeGone'
  | 'lateFee'
  | 'lateFeeGone'
  | 'creditApplied'
  | 'creditGone'
  | 'taxChange';

export interface ComparedLine {
  section: DisplaySection;
  description: string;
  /** cents on the previous statement, null when the line was not on it */
  previous: number | null;
  /** cents on this statement, null when the line is gone */
  current: number | null;
  change: number;
  reason: ChangeReason;
}

/** An amount on both statements, in cents, and how much it changed (this month − last month). */
export interface ComparedAmount {
  previous: number;
  current: number;
  change: number;
}

export interface ComparedStatements {
  /** the lines grouped by the digital statement's sections, in its order (`comparedSections` gives the groups) */
  lines: ComparedLine[];
  /** current charges: previous, current and change (the sum of the lines' changes) */
  charges: ComparedAmount;
  /** the total due's change = Δ previous balance − Δ payments + Δ adjustments + Δ current charges */
  totalDue: ComparedAmount;
  previousBalance: ComparedAmount;
  /** payments received, as positive amounts (they are taken off the total due) */
  paymentsReceived: ComparedAmount;
  adjustments: ComparedAmount;
  /** each statement's lines add up to its current charges, and the lines' changes to the charges' change */
  reconciled: boolean;
}

export interface ComparableStatement extends StatementTotals {
  lineItems: readonly StatementLine[];
}

/** An installment's number ("(3 of 24)") changes every month; it is the same line. */
const lineKey = (l: StatementLine): string => `${l.section}|${l.description.replace(/\s*\(\d+ of \d+\)$/, '')}`;

/**
 * Why a line is new on this statement, or gone from it: its kind says first (a late fee, a
 * partial month, a promotion), then its section (a one-time fee, a credit, taxes), else it is a
 * service added or removed.
 */
interface AppearanceReasons {
  byKind: Partial<Record<NonNullable<StatementLine['kind']>, ChangeReason>>;
  bySection: Partial<Record<StatementLine['section'], ChangeReason>>;
  otherwise: ChangeReason;
}
const ADDED: AppearanceReasons = {
  byKind: { LATE_FEE: 'lateFee', PARTIAL_MONTH: 'partialMonth', PROMOTION: 'newPromotion' },
  bySection: { ONE_TIME: 'oneTimeFee', CREDITS: 'creditApplied', TAXES_FEES: 'taxChange' },
  otherwise: 'newService',
};
const REMOVED: AppearanceReasons = {
  byKind: { LATE_FEE: 'lateFeeGone', PROMOTION: 'promotionEnded' },
  bySection: { ONE_TIME: 'oneTimeFeeGone', CREDITS: 'creditGone', TAXES_FEES: 'taxChange' },
  otherwise: 'removedService',
};
const appearanceReason = (l: StatementLine, reasons: AppearanceReasons): ChangeReason =>
  (l.kind ? reasons.byKind[l.kind] : undefined) ?? reasons.bySection[l.section] ?? reasons.otherwise;

function reasonChanged(prev: StatementLine, cur: StatementLine): ChangeReason {
  if (prev.amount === cur.amount) return 'unchanged';
  if (prev.kind === 'PARTIAL_MONTH' || cur.kind === 'PARTIAL_MONTH') return 'partialMonth';
  if (cur.section === 'TAXES_FEES') return 'taxChange';
  return 'rateChange';
}

/**
 * Lines are matched by section and description (the n-th of equal lines with the n-th); within a
 * section, this statement's lines come first in its order, then the previous statement's lines
 * that are gone.
 */
export function compareStatements(current: ComparableStatement, previous: ComparableStatement): ComparedStatements {
  const before = new Map<string, StatementLine[]>();
  for (const l of previous.lineItems) before.set(lineKey(l), [...(before.get(lineKey(l)) ?? []), l]);

  const lines: ComparedLine[] = current.lineItems.map((cur) => {
    const prev = before.get(lineKey(cur))?.shift();
    const base = { section: sectionOf(cur), description: cur.description, current: cur.amount };
    if (!prev) return { ...base, previous: null, change: cur.amount, reason: appearanceReason(cur, ADDED) };
    return { ...base, previous: prev.amount, change: cur.amount - prev.amount, reason: reasonChanged(prev, cur) };
  });
  for (const gone of [...before.values()].flat()) {
    lines.push({
      section: sectionOf(gone),
      description: gone.description,
      previous: gone.amount,
      current: null,
      change: -gone.amount,
      reason: appearanceReason(gone, REMOVED),
    });
  }

  const compared = (previousAmount: number, currentAmount: number): ComparedAmount => ({
    previous: previousAmount,
    current: currentAmount,
    change: currentAmount - previousAmount,
  });
  const charges = compared(previous.currentCharges, current.currentCharges);
  const totalDue = compared(previous.totalDue, current.totalDue);
  const previousBalance = compared(previous.previousBalance, current.previousBalance);
  const paymentsReceived = compared(previous.paymentsReceived, current.paymentsReceived);
  const adjustments = compared(adjustmentsOf(previous), adjustmentsOf(current));
  const sum = (amounts: number[]) => amounts.reduce((t, a) => t + a, 0);
  // the lines are the whole of each statement's charges, and their changes the whole change
  const reconciled =
    sum(current.lineItems.map((l) => l.amount)) === current.currentCharges &&
    sum(previous.lineItems.map((l) => l.amount)) === previous.currentCharges &&
    sum(lines.map((l) => l.change)) === charges.change;
  // a service's lines together (spec billing §2: the statement's sections), as the statement shows them
  const bySection = comparedSections(lines).flatMap((g) => g.lines);
  return { lines: bySection, charges, totalDue, previousBalance, paymentsReceived, adjustments, reconciled };
}

export interface ComparedSection {
  section: DisplaySection;
  lines: ComparedLine[];
  /** the section's total on each statement (a line not on one counts 0 there) and its change */
  total: ComparedAmount;
}

/** The compared lines by section, in the digital statement's order, empty sections left out. */
export function comparedSections(lines: readonly ComparedLine[]): ComparedSection[] {
  return STATEMENT_SECTIONS.map((section) => {
    const inSection = lines.filter((l) => l.section === section);
    const previous = inSection.reduce((t, l) => t + (l.previous ?? 0), 0);
    const current = inSection.reduce((t, l) => t + (l.current ?? 0), 0);
    return { section, lines: inSection, total: { previous, current, change: current - previous } };
  }).filter((g) => g.lines.length > 0);
}
