import type { StatementLineKind, StatementSection as LineSection } from './billing';
import { addMonths } from './dates';

// spec billing §2, §3 and the mobile statement fields of spec platform §3: what a statement's
// lines are, and the sections the digital statement (and its PDF) shows them in.

export interface StatementLine {
  section: LineSection;
  kind?: StatementLineKind | null;
  description: string;
  /** cents; negative for credits */
  amount: number;
}

/** The sections of the digital statement, in the order they are shown. */
export const STATEMENT_SECTIONS = ['INTERNET', 'TV', 'VOICE', 'MOBILE', 'DEVICE_INSTALLMENTS', 'ADDITIONAL', 'CREDITS', 'TAXES_FEES'] as const;
export type DisplaySection = (typeof STATEMENT_SECTIONS)[number];

export function sectionOf(line: Pick<StatementLine, 'section' | 'kind'>): DisplaySection {
  if (line.kind === 'DEVICE_INSTALLMENT') return 'DEVICE_INSTALLMENTS';
  if (line.section === 'OTHER' || line.section === 'ONE_TIME') return 'ADDITIONAL';
  return line.section;
}

export interface SectionGroup<L extends StatementLine> {
  section: DisplaySection;
  lines: L[];
  /** cents */
  total: number;
}

/** A statement's lines by section, in the statement's order, empty sections left out. */
export function statementSections<L extends StatementLine>(lines: readonly L[]): SectionGroup<L>[] {
  return STATEMENT_SECTIONS.map((section) => {
    const inSection = lines.filter((l) => sectionOf(l) === section);
    return { section, lines: inSection, total: inSection.reduce((t, l) => t + l.amount, 0) };
  }).filter((g) => g.lines.length > 0);
}

export interface StatementTotals {
  previousBalance: number;
  paymentsReceived: number;
  currentCharges: number;
  totalDue: number;
}

/**
 * Previous activity's adjustments: what the total due holds beyond previous balance − payments
 * + current charges (0 when the statement's arithmetic has nothing else in it).
 */
export function adjustmentsOf(s: StatementTotals): number {
  return s.totalDue - (s.previousBalance - s.paymentsReceived + s.currentCharges);
}

/**
 * spec billing §9: the current statement is delayed 24 to 48 hours. The newest cycle has no
 * statement yet once a month has passed since the latest statement: it is on its way.
 */
export function statementIsLate(latestStatementDate: string | null, today: string): boolean {
  return latestStatementDate !== null && addMonths(latestStatementDate, 1) <= today;
}

/** Compare with last month needs last month: the oldest statement kept has nothing to compare with. */
export type CompareRefusal = 'statement.noPrevious';
export function compareRefusal(previous: unknown): CompareRefusal | null {
  return previous === null || previous === undefined ? 'statement.noPrevious' : null;
}

/** The languages the printable statement is written in (the page asks for its own). */
export const PDF_LANGUAGES = ['en', 'es'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];
