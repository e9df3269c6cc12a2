import type { PaymentSnapshot } from './use-payment-flow';

/** The screens of the flow: one per step, plus what is shown before and around them. */
export type Screen = 'loading' | 'unavailable' | 'blocked' | 'amount' | 'method' | 'link' | 'date' | 'review' | 'submitFailed' | 'done';
export type Step = 'amount' | 'method' | 'link' | 'date' | 'review';

/**
 * Which screen a machine state is shown on. The confirmation dialogs sit over the step they
 * confirm; the review stays on screen while the payment and its extras are being sent.
 */
export function screenOf(s: PaymentSnapshot): Screen {
  if (s.status === 'done') return 'done';
  if (s.matches('loading')) return 'loading';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('blocked')) return 'blocked';
  if (s.matches('amount') || s.matches('confirmOverpay')) return 'amount';
  if (s.matches('method') || s.matches('confirmExpiring')) return 'method';
  if (s.matches('linkBank')) return 'link';
  if (s.matches('date')) return 'date';
  if (s.matches('submitFailed')) return 'submitFailed';
  return 'review';
}

/** Sending the payment, or the Auto Pay / paperless calls that follow it. */
export const isBusy = (s: PaymentSnapshot): boolean => s.matches('submitting') || s.matches('enrolling') || s.matches('goingPaperless');

/**
 * spec billing §2, §9: 4 steps, 5 when the bank is linked through the online-banking provider.
 * `open=fdp` starts with the date.
 */
export function stepsOf(s: PaymentSnapshot): Step[] {
  const linking = s.matches('linkBank') || s.context.draft.method?.kind === 'linked';
  const middle: Step[] = linking ? ['method', 'link'] : ['method'];
  return s.context.mode === 'fdp' ? ['date', 'amount', ...middle, 'review'] : ['amount', ...middle, 'date', 'review'];
}
