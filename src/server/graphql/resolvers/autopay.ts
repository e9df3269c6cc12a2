import {
  availableAutoPayServices,
  defaultDebitDay,
  debitDayIssue,
  enrollmentBlock,
  enrollmentConflict,
  type EnrollmentConflict,
} from '../../../domain/autopay';
import { autoPayErrorCode, CancelAutoPayInput, EnrollAutoPayInput, enrollmentIssues, UpdateAutoPayDateInput } from '../../../domain/autopay-request';
import type { Billing } from '../../../domain/billing';
import { mobileAutoPayDropRefusal } from '../../../domain/mobile-autopay';
import { toContractIssues } from '../../../domain/payment';
import { assertBillingCall } from '../../auth/middleware';
import { businessToday, type Caller, type ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { Store } from '../../store/records';
import { autoPayOf, billingOf } from '../../views/billing';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

type AutoPayRecord = Store['accounts'][number]['autoPay'];
/** Auto Pay off: no method, day or service. */
const NOT_ENROLLED: AutoPayRecord = { enrolled: false, methodId: null, debitDay: null, services: [] };

// Auto Pay (spec billing §2 Enroll / Manage Auto Pay, §4, §5). Every write: the armed fault
// named by the mutation, billing access, the input, the rules of src/domain/autopay.ts, then
// one transaction. Changing the method is one call, replaceAutoPay: the cancel and the enroll
// written in one transaction (a cancel "as a replacement" would rest on the client's word alone).
// The same-day payment of a balance due is the flow's own REST payment, made before enrolling.

const CONFLICT_MESSAGE: Record<EnrollmentConflict, string> = {
  'autopay.alreadyEnrolled': 'Auto Pay is already on; cancel it before enrolling another method',
  'autopay.notEnrolled': 'Auto Pay is not on',
};

/** Fault, role, then (spec billing §1) billing that has moved to the enterprise site. */
function autoPayWrite(operation: string, { server, caller }: ResolverContext): void {
  assertBillingCall(operation, server, caller);
  if (caller.account.billingSuppressed) throw new ApiError('FORBIDDEN', 'Billing for this account has moved');
}

function billingNow(server: ServerContext, caller: Caller): Billing {
  const state = server.store.state;
  return billingOf(
    state,
    state.accounts.find((a) => a.id === caller.account.id)!,
    businessToday(server),
    server.clock.now(),
  );
}

function assertNoConflict(caller: Caller, operation: 'enroll' | 'cancel' | 'replace' | 'updateDate'): void {
  const conflict = enrollmentConflict(caller.account.autoPay, operation);
  if (conflict) throw new ApiError('CONFLICT', CONFLICT_MESSAGE[conflict], [{ path: [], code: 'custom', message: conflict }]);
}

/** Writes the account's Auto Pay in one transaction and answers the `billing.autoPay` read of the result. */
function writeAutoPay(server: ServerContext, caller: Caller, autoPay: AutoPayRecord) {
  return server.store.transact((draft) => {
    const account = draft.accounts.find((a) => a.id === caller.account.id)!;
    account.autoPay = autoPay;
    // only the Auto Pay part of the billing read: the whole read on the draft would walk every
    // payment record through the draft's copy-on-write proxies (work in proportion to the store)
    return autoPayOf(draft, account, businessToday(server));
  });
}

/**
 * The Auto Pay record an enrollment request makes, once every rule of src/domain/autopay.ts and
 * autopay-request.ts holds for this account (spec billing §4, §5); else the refusal, thrown.
 * Enroll and replace both go through it. `debitDay`: the day when the request names none.
 */
function checkedEnrollment(input: EnrollAutoPayInput, { server, caller }: ResolverContext, debitDay: () => number): AutoPayRecord {
  const state = server.store.state;
  const billing = billingNow(server, caller);
  // spec billing §4, §5: a disconnected account, or one that takes no method at all, cannot enroll
  const block = enrollmentBlock(billing);
  if (block) {
    const restriction = 'restriction' in block ? block.restriction : undefined;
    const message = !restriction
      ? 'Disconnected accounts cannot enroll in Auto Pay'
      : restriction === 'NO_ONLINE'
        ? 'This account does not accept online payments'
        : 'This account accepts cash payments at a store only';
    throw new ApiError('RESTRICTED', message, toContractIssues([{ path: [], code: block.code, restriction }]));
  }
  const method = ownRecord(state.paymentMethods, input.methodId, caller, 'Payment method');
  const account = caller.account;
  const issues = enrollmentIssues(input, {
    today: billing.limits.today,
    restriction: account.paymentRestriction,
    availableServices: availableAutoPayServices(state.services.filter((s) => s.accountId === account.id).map((s) => s.serviceKey)),
    debitDayRanges: account.debitDayRanges,
    method,
  });
  const errorCode = autoPayErrorCode(issues);
  if (errorCode) {
    const message =
      errorCode === 'RESTRICTED' ? `This account does not accept ${method.type === 'CARD' ? 'cards' : 'bank accounts'}` : 'The request has invalid fields';
    throw new ApiError(errorCode, message, toContractIssues(issues));
  }
  // The CVV was checked above and goes no further: the record keeps the method's id only.
  return { enrolled: true, methodId: method.id, debitDay: input.debitDay ?? debitDay(), services: input.services };
}

/** spec billing §5 "Mobile Auto Pay is required": 409 when the write leaves the mobile lines without Auto Pay. */
function assertMobileKept({ server, caller }: ResolverContext, servicesAfter: readonly string[]): void {
  const hasMobile = server.store.state.services.some((s) => s.accountId === caller.account.id && s.serviceKey === 'MOBILE');
  const refusal = mobileAutoPayDropRefusal({ hasMobile, autoPay: caller.account.autoPay }, servicesAfter);
  if (refusal)
    throw new ApiError('CONFLICT', 'Mobile Auto Pay is required; change its payment method instead', [{ path: [], code: 'custom', message: refusal }]);
}

export const autoPayResolvers = {
  enrollAutoPay: (args: { input: unknown }, context: ResolverContext) => {
    autoPayWrite('enrollAutoPay', context);
    const { server, caller } = context;
    const input = parseInput(EnrollAutoPayInput, args.input);
    assertNoConflict(caller, 'enroll');
    const { dueDate, debitDayRanges } = caller.account;
    return writeAutoPay(
      server,
      caller,
      checkedEnrollment(input, context, () => defaultDebitDay(dueDate, debitDayRanges)),
    );
  },

  /**
   * The change of method (spec billing §4): the current enrollment cancelled and the new one
   * enrolled in ONE transaction, both or neither, after every enrollment rule and the mobile rule
   * passed. The audit trail records it as one AUTO_PAY_CHANGED entry (src/server/audit.ts).
   */
  replaceAutoPay: (args: { input: unknown }, context: ResolverContext) => {
    autoPayWrite('replaceAutoPay', context);
    const { server, caller } = context;
    const input = parseInput(EnrollAutoPayInput, args.input);
    assertNoConflict(caller, 'replace');
    const { autoPay: current, dueDate, debitDayRanges } = caller.account;
    // only the method changes unless the request names a day: the debit day stays
    const next = checkedEnrollment(input, context, () => current.debitDay ?? defaultDebitDay(dueDate, debitDayRanges));
    assertMobileKept(context, next.services);
    return server.store.transact((draft) => {
      const account = draft.accounts.find((a) => a.id === caller.account.id)!;
      // the cancel, then the enrollment, in the one draft: a failure in between (the test fault
      // `replaceAutoPayEnroll`) throws the whole draft away, so neither is written
      account.autoPay = NOT_ENROLLED;
      server.faults.failIfArmed('replaceAutoPayEnroll');
      account.autoPay = next;
      return autoPayOf(draft, account, businessToday(server));
    });
  },

  cancelAutoPay: (args: { input: unknown }, context: ResolverContext) => {
    autoPayWrite('cancelAutoPay', context);
    // the reason is validated and not kept: the record has no place for it (docs/decisions/035-cancel-reason.md)
    parseInput(CancelAutoPayInput, args.input);
    const { server, caller } = context;
    assertNoConflict(caller, 'cancel');
    // spec billing §5: Mobile Auto Pay is required; a cancel leaves nothing covered (the change of method is replaceAutoPay)
    assertMobileKept(context, []);
    // spec billing §4, §9: the monthly discount goes with it; the UI warned before (discountLostOnCancel)
    return writeAutoPay(server, caller, NOT_ENROLLED);
  },

  updateAutoPayDate: (args: { input: unknown }, context: ResolverContext) => {
    autoPayWrite('updateAutoPayDate', context);
    const { server, caller } = context;
    const { debitDay } = parseInput(UpdateAutoPayDateInput, args.input);
    assertNoConflict(caller, 'updateDate');
    // spec billing §5: a day outside the selectable ranges would make the monthly payments late
    const late = debitDayIssue(debitDay, caller.account.debitDayRanges);
    if (late) throw new ApiError('VALIDATION_FAILED', 'Monthly payments would be late on that day', [{ path: ['debitDay'], code: 'custom', message: late }]);
    return writeAutoPay(server, caller, { ...caller.account.autoPay, debitDay });
  },
};
