/**
 * The refusal reasons the explorer has words for (use-reason-text.ts must give each one: its
 * table is typed by this list). A transition's `meta: { reason }` names one or several of them
 * (machines/refusal.ts); a unit test holds every registered machine's reasons to this list.
 */
export const EXPLAINED_REASONS = [
  'equipment.notRestartable',
  'equipment.adminOnly',
  'billing.adminOnly',
  'signIn.fieldRequired',
  'amount.invalid',
  'amount.range',
  'amount.overpayNotConfirmed',
  'date.invalid',
  'date.past',
  'date.tooFar',
  'date.afterCutoff',
  'date.maxScheduled',
  'date.mustPayToday',
  'date.pendingCoversPastDue',
  'expiry.beforePaymentDate',
  'method.required',
  'method.sameAsCurrent',
  'method.restricted',
  'method.prepaid',
  'method.expired',
  'method.mobileNoBank',
  'cvv.required',
  'cvv.format',
  'cvv.amex',
  'cvv.other',
  'cvv.notExpected',
  'card.fields',
  'bank.fields',
  'link.fields',
  'services.required',
  'services.unavailable',
  'terms.required',
  'payment.notAccepted',
  'debitDay.required',
  'debitDay.late',
  'method.fields',
  'card.editFields',
  'method.notEditable',
  'scheduled.notCancellable',
  'method.autoPay',
] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

export const isExplainedReason = (code: string): code is ExplainedReason => (EXPLAINED_REASONS as readonly string[]).includes(code);
