import type { NextFunction, Request, Response } from 'express';
import { paymentRestoresService, restorationInstant } from '../domain/service-state';
import type { SubmissionFailure } from '../domain/payment-lifecycle';
import { isDueOn, submissionFailure } from '../domain/scheduled-payment';
import { businessToday, type ServerContext } from './context';
import { writeChargedPayment } from './payment-effects';
import { chargeStatus } from './processor';
import { serviceOfPayment, type Store } from './store/records';
import { billingOf, serviceStateOf } from './views/billing';

/**
 * Scheduled payments are submitted on their day (the rule: src/domain/scheduled-payment.ts
 * `isDueOn`, `submissionFailure`). Before an authenticated request is served, every payment still
 * SCHEDULED whose date has come on the server clock is submitted, in one transaction: a card is
 * charged (SUCCESS, taken off what is owed, as a card paid that day), a bank debit goes out
 * (PENDING: the balance reads count it until it posts, or until the bank returns it, test fault
 * `bankReturn`), and a soft-disconnected account whose past due it clears is restored as after a
 * payment that day. One that cannot be submitted is FAILED with its `failureReason` (test fault
 * `scheduledPaymentSubmission`: the processor declines it) and changes nothing owed.
 *
 * Exactly once: the status is the record of the submission, and the transaction is synchronous, so
 * of two requests at once the second finds nothing due. No person makes this change, so it runs
 * before the request's audit scope and the audit trail records nothing (src/server/audit.ts).
 * A request on a day with nothing due costs one look at the payments, and none at all while the
 * payments and the day are those of the last look.
 */
const looked = new WeakMap<ServerContext, { payments: Store['payments']; today: string }>();

function submitDueScheduledPayments(ctx: ServerContext): void {
  const today = businessToday(ctx);
  const last = looked.get(ctx);
  if (last && last.payments === ctx.store.state.payments && last.today === today) return;
  if (ctx.store.state.payments.some((p) => isDueOn(p, today))) {
    const now = ctx.clock.now();
    ctx.store.transact((draft) => {
      for (const payment of draft.payments) {
        if (!isDueOn(payment, today)) continue;
        const method = payment.methodId === null ? undefined : draft.paymentMethods.find((m) => m.id === payment.methodId && m.accountId === payment.accountId);
        const failure: SubmissionFailure | null = submissionFailure(payment, method) ?? (ctx.faults.consume('scheduledPaymentSubmission') ? 'DECLINED' : null);
        if (failure) {
          payment.status = 'FAILED';
          payment.failureReason = failure;
          continue;
        }
        const account = draft.accounts.find((a) => a.id === payment.accountId)!;
        // read before this payment counts: what it leaves past due decides a restoration
        const billing = billingOf(draft, account, today, now);
        payment.status = chargeStatus(payment.methodType === 'CARD' ? 'CARD' : 'BANK', today, today);
        if (payment.status === 'PENDING' && ctx.faults.consume('bankReturn')) payment.returnReason = 'INSUFFICIENT_FUNDS';
        writeChargedPayment(draft, account, payment);
        // only a payment of the core balance restores the core service (spec billing §4)
        const core = serviceOfPayment(payment) === 'CORE';
        if (core && !serviceStateOf(draft, account, now, today).restoresAt && paymentRestoresService(billing, payment.amount, today, today)) {
          account.restoreServiceAt = restorationInstant(now, draft.config.restoreServiceMinutes);
          account.restoredBy = payment.id;
        }
      }
    });
  }
  looked.set(ctx, { payments: ctx.store.state.payments, today });
}

/** The middleware, before the session check (src/server/app.ts) and the audit scope: a system write, no caller's. */
export const scheduledSubmission =
  (ctx: ServerContext) =>
  (_req: Request, _res: Response, next: NextFunction): void => {
    submitDueScheduledPayments(ctx);
    next();
  };
