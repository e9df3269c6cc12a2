import { connectionStateAt, nicknameRefusal, supportLinksOf } from '../../../domain/equipment';
import { scheduledThrough } from '../../../domain/wallet';
import { assertBillingCall } from '../../auth/middleware';
import { businessToday } from '../../context';
import { notFound } from '../../errors';
import type { EquipmentRecord } from '../../store/records';
import type { ActivityFilter } from '../../../domain/account-activity';
import { newestFirst, type PaymentHistoryFilter } from '../../../domain/payment-history';
import { activityOf, historyPaymentOf, paymentHistoryOf } from '../../views/activity';
import { accountOf, billingOf, mobileBalanceOf, owedOf, mobileDueOf, paymentMethodOf, paymentOf, serviceStateOf, statementsOf } from '../../views/billing';
import { otpContactsOf, statementForSession } from '../../statement-call-details';
import { mobileStatementOf } from '../../statement-mobile';
import type { Resolver, ResolverContext } from '../resolver-context';

/** Reads answer from the caller's own account only; billing reads need billing access. */
const own = <T extends { accountId: string }>(items: readonly T[], { caller }: ResolverContext) => items.filter((item) => item.accountId === caller.account.id);

/** A billing read: armed faults first (named by the query), then the role check. */
const billingRead =
  <A, R>(operation: string, read: Resolver<A, R>): Resolver<A, R> =>
  (args, context) => {
    assertBillingCall(operation, context.server, context.caller);
    return read(args, context);
  };

const nicknameRefusalOf = (record: EquipmentRecord, context: ResolverContext) =>
  nicknameRefusal(context.caller.account.footprint, record.equipmentType, context.caller.user.role);

function equipmentOf(record: EquipmentRecord, context: ResolverContext) {
  return {
    ...record,
    // whether this caller can rename it: the device (footprint, type) and the caller's role
    nicknameEditable: nicknameRefusalOf(record, context) === null,
    nicknameRefusal: nicknameRefusalOf(record, context),
    supportLinks: supportLinksOf(record),
    connectionState: connectionStateAt(record, context.server.clock.now()),
  };
}

function billing(_args: unknown, { server, caller }: ResolverContext) {
  const today = businessToday(server);
  const read = billingOf(server.store.state, caller.account, today, server.clock.now());
  // what is owed with the mobile balance (src/domain/amount-owed.ts): read here, not by every rule that reads billingOf
  return { ...read, owed: owedOf(server.store.state, caller.account, today) };
}
function paymentMethods(_args: unknown, context: ResolverContext) {
  const today = businessToday(context.server);
  const payments = own(context.server.store.state.payments, context);
  // the wallet's "used by a scheduled payment" badge, and the edit-card rule's date (spec billing §5)
  return own(context.server.store.state.paymentMethods, context).map((m) => ({
    ...paymentMethodOf(m, context.caller.account, today),
    scheduledThrough: scheduledThrough(payments, m.id),
  }));
}
function scheduledPayments(_args: unknown, context: ResolverContext) {
  return own(context.server.store.state.payments, context)
    .filter((p) => p.status === 'SCHEDULED')
    .sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))
    .map(paymentOf);
}
// docs/backend.md `payments(filter)`: every stored payment, scheduled ones too, by its stored
// status. What the portal lists as the account's payments is `paymentHistory` (listedPayments).
function payments(args: { filter?: { from?: string; to?: string; status?: string } | null }, context: ResolverContext) {
  const f = args.filter ?? {};
  const today = businessToday(context.server);
  return own(context.server.store.state.payments, context)
    .filter((p) => (!f.from || p.paymentDate >= f.from) && (!f.to || p.paymentDate <= f.to) && (!f.status || p.status === f.status))
    .sort(newestFirst)
    .map((p) => historyPaymentOf(context.server.store.state, p, today));
}
function paymentHistory(args: { filter?: Partial<PaymentHistoryFilter> | null }, context: ResolverContext) {
  return paymentHistoryOf(context.server.store.state, context.caller.account.id, businessToday(context.server), args.filter);
}
function transactions(args: { filter?: Partial<ActivityFilter> | null }, context: ResolverContext) {
  const account = context.server.store.state.accounts.find((a) => a.id === context.caller.account.id) ?? context.caller.account;
  return activityOf(context.server.store.state, account, businessToday(context.server), args.filter);
}
function statements(_args: unknown, context: ResolverContext) {
  return statementsOf(context.server.store.state, context.caller.account.id);
}
function statement(args: { id: string }, context: ResolverContext) {
  const list = statementsOf(context.server.store.state, context.caller.account.id);
  const index = list.findIndex((s) => s.id === args.id);
  if (index < 0) throw notFound('Statement');
  // the call details only for a session that has verified (src/server/statement-call-details.ts);
  // the mobile fields where the account has mobile (src/server/statement-mobile.ts)
  const { store } = context.server;
  const account = store.state.accounts.find((a) => a.id === context.caller.account.id) ?? context.caller.account;
  const today = businessToday(context.server);
  const forSession = (i: number) => ({
    ...statementForSession(store.state, list[i]!, context.caller),
    mobile: mobileStatementOf(store.state, account, list[i]!, list[i + 1], i === 0, today),
  });
  return { statement: forSession(index), previous: list[index + 1] ? forSession(index + 1) : null };
}
// the stored mobile balance less the mobile payments made since (src/server/views/billing.ts)
function mobileBalance(_args: unknown, context: ResolverContext) {
  const mobile = mobileBalanceOf(context.server.store.state, context.caller.account.id, businessToday(context.server));
  return mobile && { ...mobile.record, totalBalance: mobile.owed.amountDue, pastDue: mobile.owed.pastDueAmount };
}

export const queryResolvers = {
  identity: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('identity');
    const { user, account } = caller;
    return {
      id: user.id,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      userType: user.userType,
      accountGuid: user.guid,
      accountNumber: account.accountNumber,
      accountType: account.accountType,
      accountStatus: serviceStateOf(server.store.state, account, server.clock.now()).accountStatus,
      customerCode: account.customerCode,
      footprint: account.footprint,
    };
  },
  account: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('account');
    return accountOf(server.store.state, caller.account, server.clock.now());
  },
  services: (_args: unknown, context: ResolverContext) => {
    context.server.faults.failIfArmed('services');
    return own(context.server.store.state.services, context);
  },
  billing: billingRead('billing', billing),
  paymentMethods: billingRead('paymentMethods', paymentMethods),
  scheduledPayments: billingRead('scheduledPayments', scheduledPayments),
  payments: billingRead('payments', payments),
  transactions: billingRead('transactions', transactions),
  statements: billingRead('statements', statements),
  statement: billingRead('statement', statement),
  mobileBalance: billingRead('mobileBalance', mobileBalance),
  mobileDue: billingRead('mobileDue', (_args: unknown, context: ResolverContext) =>
    mobileDueOf(context.server.store.state, context.caller.account.id, businessToday(context.server)),
  ),
  paymentHistory: billingRead('paymentHistory', paymentHistory),
  otpContacts: billingRead('otpContacts', (_args: unknown, context: ResolverContext) => otpContactsOf(context.server.store.state, context.caller)),
  equipment: (args: { filter?: { lineOfBusiness?: string; equipmentType?: string } | null }, context: ResolverContext) => {
    context.server.faults.failIfArmed('equipment');
    const f = args.filter ?? {};
    return own(context.server.store.state.equipment, context)
      .filter((e) => (!f.equipmentType || e.equipmentType === f.equipmentType) && (!f.lineOfBusiness || e.linesOfBusiness.includes(f.lineOfBusiness as never)))
      .map((e) => equipmentOf(e, context));
  },
  connectionState: (args: { equipmentId?: string | null }, context: ResolverContext) => {
    context.server.faults.failIfArmed('connectionState');
    const list = own(context.server.store.state.equipment, context).filter((e) => !args.equipmentId || e.id === args.equipmentId);
    if (args.equipmentId && list.length === 0) throw notFound('Equipment');
    return list.map((e) => ({ equipmentId: e.id, state: connectionStateAt(e, context.server.clock.now()) }));
  },
};
