import { z } from 'zod/mini';
import { AutoPayService as AutoPayServiceSchema, type PaymentRestrictionType } from './billing';
import {
  autoPayCvvIssue,
  autoPayMethodIssue,
  debitDayIssue,
  DebitDay,
  normalizeServices,
  servicesIssue,
  termsIssue,
  type AutoPayMethodFacts,
  type AutoPayService,
  type DebitDayRange,
} from './autopay';
import type { ErrorCode } from './errors';
import type { PaymentIssue } from './payment';
import { humanText } from './text';

/**
 * The Auto Pay mutations' inputs (docs/backend.md) and every rule an enrollment request can
 * break. `EnrollAutoPayInput` checks the shape; `enrollmentIssues` the rules that depend on the
 * account, its method and the day. The machines run the single rules per step, the server all
 * of them per request.
 */

const Services = z.pipe(
  z.array(z.enum(AutoPayServiceSchema.options, { error: 'services.unavailable' }), { error: 'services.required' }).check(z.maxLength(10)),
  z.transform((list: AutoPayService[]) => normalizeServices(list)),
);

export const EnrollAutoPayInput = z.strictObject({
  methodId: z.string({ error: 'method.required' }).check(z.minLength(1, 'method.required')).check(z.maxLength(64, 'method.notFound')),
  /** absent: the server picks `defaultDebitDay` (`replaceAutoPay`: the current day stays) */
  debitDay: z.nullish(DebitDay),
  services: Services,
  termsAccepted: z.boolean({ error: 'terms.required' }),
  /** a saved card's CVV, asked once; checked by `autoPayCvvIssue`, never stored */
  cvv: z.nullish(z.string({ error: 'cvv.format' }).check(z.maxLength(16, 'cvv.format'))),
});
export type EnrollAutoPayInput = z.output<typeof EnrollAutoPayInput>;

export const CancelAutoPayInput = z.strictObject({
  /** why the user cancels, when the UI asks; accepted for the record, not kept (docs/decisions/035-cancel-reason.md) */
  reason: z.nullish(humanText({ max: { length: 200, message: 'reason.tooLong' } })),
});

export const UpdateAutoPayDateInput = z.strictObject({ debitDay: DebitDay });

/** What the enrollment rules read besides the request. */
export interface EnrollmentFacts {
  /** the business day (`billing.limits.today`) */
  today: string;
  restriction: PaymentRestrictionType;
  /** `availableAutoPayServices` of the account */
  availableServices: readonly AutoPayService[];
  debitDayRanges: readonly DebitDayRange[];
  /** the saved method the request names (it belongs to the account) */
  method: AutoPayMethodFacts;
}

/**
 * Every rule an enrollment breaks, at most one per field; empty when it may enroll. A
 * restricted method outranks the rest (no other fix helps), as in the one-time payment.
 * Account-wide blocks (`enrollmentBlock`) are checked before, since no field fixes them.
 */
export function enrollmentIssues(input: Pick<EnrollAutoPayInput, 'debitDay' | 'services' | 'termsAccepted' | 'cvv'>, facts: EnrollmentFacts): PaymentIssue[] {
  const method = autoPayMethodIssue(facts.method, input.services, facts.restriction, facts.today);
  if (method === 'method.restricted') return [{ path: ['methodId'], code: method, restriction: facts.restriction }];
  const issues: PaymentIssue[] = [];
  const services = servicesIssue(input.services, facts.availableServices);
  if (services) issues.push({ path: ['services'], code: services });
  if (method) issues.push({ path: ['methodId'], code: method });
  const cvv = autoPayCvvIssue(facts.method.type, input.cvv);
  if (cvv) issues.push({ path: ['cvv'], code: cvv });
  const day = input.debitDay == null ? null : debitDayIssue(input.debitDay, facts.debitDayRanges);
  if (day) issues.push({ path: ['debitDay'], code: day });
  const terms = termsIssue(input.termsAccepted);
  if (terms) issues.push({ path: ['termsAccepted'], code: terms });
  return issues;
}

/** The contract code of a refused Auto Pay request: a restriction or a disconnected account is 422 RESTRICTED, field rules 400. */
export function autoPayErrorCode(issues: readonly Pick<PaymentIssue, 'code'>[]): ErrorCode | null {
  if (issues.length === 0) return null;
  return issues.some((i) => i.code === 'method.restricted' || i.code === 'autopay.disconnected') ? 'RESTRICTED' : 'VALIDATION_FAILED';
}
