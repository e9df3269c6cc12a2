/**
 * The refusal reasons the explorer has words for (use-reason-text.ts must give each one: its
 * table is typed by this list). A transition's `meta: { reason }` names one of them.
 */
export const EXPLAINED_REASONS = [
  'equipment.notRestartable',
  'equipment.adminOnly',
  'billing.adminOnly',
  'date.mustPayToday',
  'date.pendingCoversPastDue',
  'signIn.fieldRequired',
] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

export const isExplainedReason = (code: string): code is ExplainedReason => (EXPLAINED_REASONS as readonly string[]).includes(code);
