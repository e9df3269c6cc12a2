/**
 * The refusal reasons the explorer has words for (use-reason-text.ts must give each one: its
 * table is typed by this list), by area and in alphabetical order. A transition's `meta: { reason }` names one or several of them
 * (machines/refusal.ts); a unit test holds every registered machine's reasons to this list.
 */
export const EXPLAINED_REASONS = [
  'amount.invalid',
  'amount.overpayNotConfirmed',
  'amount.range',
  'bank.fields',
  'billing.adminOnly',
  'card.editFields',
  'card.fields',
  'cvv.amex',
  'cvv.format',
  'cvv.notExpected',
  'cvv.other',
  'cvv.required',
  'date.afterCutoff',
  'date.invalid',
  'date.maxScheduled',
  'date.mustPayToday',
  'date.past',
  'date.pendingCoversPastDue',
  'date.tooFar',
  'debitDay.late',
  'debitDay.required',
  'equipment.adminOnly',
  'equipment.notRestartable',
  'expiry.beforePaymentDate',
  'link.fields',
  'method.autoPay',
  'method.expired',
  'method.fields',
  'method.mobileNoBank',
  'method.notEditable',
  'method.prepaid',
  'method.required',
  'method.restricted',
  'method.sameAsCurrent',
  'payment.notAccepted',
  'scheduled.notCancellable',
  'services.required',
  'services.unavailable',
  'signIn.fieldRequired',
  'statement.noPrevious',
  'terms.required',
] as const;
export type ExplainedReason = (typeof EXPLAINED_REASONS)[number];

export const isExplainedReason = (code: string): code is ExplainedReason => (EXPLAINED_REASONS as readonly string[]).includes(code);
