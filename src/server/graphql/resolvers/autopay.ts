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
import { mobileAutoPayCancelRefusal } from '../../../domain/mobile-autopay';
import { toContractIssues } from '../../../domain/payment';
import { assertBillingCall } from '../../auth/middleware';
import { businessToday, type Caller, type ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { Store } from '../../store/records';
import { billingOf } from '../../views/billing';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

// Auto Pay (spec billing §2 Enroll / Manage Auto Pay, §4, §5). Every write: the armed fault
// named by the mutation, billing access, the input, the rules of src/domain/autopay.ts, then
// one transaction. Changing the method is cancel then enroll, two calls (design/contract.md).
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

function billingNow(server: ServerContext, caller: Caller, state: Readonly<Store> = server.store.state): Billing {
  return billingOf(
    state,
    state.accounts.find((a) => a.id === caller.account.id)!,
    businessToday(server),
    server.clock.now(),
  );
}

function assertNoConflict(caller: Caller, operation: 'enroll' | 'cancel' | 'updateDate'): void {
  const conflict = enrollmentConflict(caller.account.autoPay, operation);
  if (conflict) throw new ApiError('CONFLICT', CONFLICT_MESSAGE[conflict], [{ path: [], code: 'custom', message: conflict }]);
}

/** Writes the account's Auto Pay in one transaction and answers the `billing.autoPay` read of the result. */
function writeAutoPay(server: ServerContext, caller: Caller, autoPay: Store['accounts'][number]['autoPay']) {
  return server.store.transact((draft) => {
    draft.accounts.find((a) => a.id === caller.account.id)!.autoPay = autoPay;
    return billingNow(server, caller, draft).autoPay;
  });
}

export const autoPayResolvers = {
  enrollAutoPay: (args: { input: unknown }, context: ResolverContext) => {
    autoPayWrite('enrollAutoPay', context);
    const { server, caller } = context;
    const input = parseInput(EnrollAutoPayInput, args.input);
    assertNoConflict(caller, 'enroll');
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
    return writeAutoPay(server, caller, {
      enrolled: true,
      methodId: method.id,
      debitDay: input.debitDay ?? defaultDebitDay(account.dueDate, account.debitDayRanges),
      services: input.services,
    });
  },

  cancelAutoPay: (args: { input: unknown }, context: ResolverContext) => {
    autoPayWrite('cancelAutoPay', context);
    // the reason is validated and not kept: the record has no place for it (README)
    const { replacing } = parseInput(CancelAutoPayInput, args.input);
    const { server, caller } = context;
    assertNoConflict(caller, 'cancel');
    // spec billing §5: Mobile Auto Pay is required; the change of method replaces it (replacing)
    const hasMobile = server.store.state.services.some((s) => s.accountId === caller.account.id && s.serviceKey === 'MOBILE');
    const refusal = mobileAutoPayCancelRefusal({ hasMobile, autoPay: caller.account.autoPay }, replacing === true);
    if (refusal)
      throw new ApiError('CONFLICT', 'Mobile Auto Pay is required; change its payment method instead', [{ path: [], code: 'custom', message: refusal }]);
    // spec billing §4, §9: the monthly discount goes with it; the UI warned before (discountLostOnCancel)
    return writeAutoPay(server, caller, { enrolled: false, methodId: null, debitDay: null, services: [] });
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
