import { z } from 'zod/mini';
import { IsoDate } from './dates';
import { Cents } from './money';

/**
 * What the account owes (spec billing §2 "mobile service billing is shown next to the core
 * services", "dual-balance modals"): the core services' amount due, the mobile balance's where the
 * account has mobile service, and the two together. Every place that says what is owed says
 * this: the server's account and billing reads answer it, the summary and the billing home show
 * it, and the one-time payment's "both balances" pays its total (src/domain/balance-choice.ts).
 */
export const AmountOwed = z.object({
  /** the core services' amount due (src/domain/balance.ts: the balance less pending payments) */
  core: Cents,
  /** the mobile balance's amount due; null for an account without mobile service */
  mobile: z.nullable(Cents),
  /** both together: what paying everything takes */
  total: Cents,
  /** the earliest due date of a balance that owes something (the core due date when none does) */
  dueDate: IsoDate,
});
export type AmountOwed = z.infer<typeof AmountOwed>;

/** One balance as the rule reads it: what is left to pay and by when. */
export interface BalanceDue {
  amountDue: number;
  dueDate: string;
}

/** Both balances together (cents): the core amount due and the mobile one, where there is one. */
export const totalOwed = (coreDue: number, mobileDue: number | null): number => coreDue + (mobileDue ?? 0);

export function amountOwed(core: BalanceDue, mobile: BalanceDue | null): AmountOwed {
  const owing = [core, mobile].filter((b): b is BalanceDue => b !== null && b.amountDue > 0);
  const dueDate = owing.map((b) => b.dueDate).sort()[0] ?? core.dueDate;
  return { core: core.amountDue, mobile: mobile?.amountDue ?? null, total: totalOwed(core.amountDue, mobile?.amountDue ?? null), dueDate };
}
