import {
  isRestrictedMethod,
  lastFutureDate,
  mustPayToday,
  restrictionsOf,
  type Billing,
  type PaymentMethod,
  type Payment,
  type Transaction,
} from '../../domain/billing';
import { expiryStatus } from '../../domain/card';
import { addMonths, timeInZone } from '../../domain/dates';
import { paymentMinimum } from '../../domain/payment-amount';
import { pendingCoversPastDue } from '../../domain/payment-date';
import { effectiveServiceState } from '../../domain/service-state';
import type { AccountRecord, PaymentMethodRecord, PaymentRecord, StatementRecord, Store } from '../store/records';

/** Money that is on its way: submitted payments not yet posted (status PENDING). */
export function pendingAmount(store: Readonly<Store>, accountId: string): number {
  return store.payments.filter((p) => p.accountId === accountId && p.status === 'PENDING').reduce((sum, p) => sum + p.amount, 0);
}

export function statementsOf(store: Readonly<Store>, accountId: string): StatementRecord[] {
  return store.statements.filter((s) => s.accountId === accountId).sort((a, b) => b.statementDate.localeCompare(a.statementDate));
}

/**
 * `now` is the server clock: a soft-disconnected account reads as restored once its
 * restoreServiceAt has passed (spec billing §4), here and in every rule that reads the view.
 */
export function billingOf(store: Readonly<Store>, account: AccountRecord, today: string, now: Date): Billing {
  const pending = pendingAmount(store, account.id);
  const { payment } = store.config;
  const service = effectiveServiceState(account, now);
  return {
    amountDue: Math.max(account.currentBalance - pending, 0),
    pastDueAmount: account.pastDueAmount,
    pendingPaymentAmount: pending,
    dueDate: account.dueDate,
    currentBalance: account.currentBalance,
    creditBalance: Math.max(-account.currentBalance, 0),
    accountStatus: service.accountStatus,
    delinquencyTier: account.delinquencyTier,
    softDisconnected: service.softDisconnected,
    billingSuppressed: account.billingSuppressed,
    restrictions: restrictionsOf(account.paymentRestriction),
    discountEligible: account.discountEligible,
    paperless: account.paperless,
    autoPay: { ...account.autoPay, discountCents: account.discountEligible ? store.config.autoPayDiscountCents : 0 },
    limits: {
      today,
      time: timeInZone(now, store.config.timeZone),
      // the minimum for this account (a soft-disconnected one pays at least its past due)
      minAmount: paymentMinimum(payment.minAmount, payment.maxAmount, { ...service, pastDueAmount: account.pastDueAmount, pendingPaymentAmount: pending }),
      maxAmount: payment.maxAmount,
      lastFutureDate: lastFutureDate(today, payment.futureDays),
      cutoffTime: payment.cutoffTime,
      maxScheduled: payment.maxScheduled,
    },
  };
}

export function accountOf(store: Readonly<Store>, account: AccountRecord, now: Date) {
  const pending = pendingAmount(store, account.id);
  const latest = statementsOf(store, account.id)[0];
  const service = effectiveServiceState(account, now);
  const owing = { ...service, pastDueAmount: account.pastDueAmount, pendingPaymentAmount: pending };
  return {
    id: account.id,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    accountStatus: service.accountStatus,
    companyName: account.companyName,
    billToAddress: account.billToAddress,
    serviceAddress: account.serviceAddress,
    footprint: account.footprint,
    totalAmountDue: Math.max(account.currentBalance, 0),
    currentBalance: account.currentBalance,
    currentBalanceMinusPendingPayments: account.currentBalance - pending,
    pendingPaymentAmount: pending,
    pastDueAmount: account.pastDueAmount,
    creditBalance: Math.max(-account.currentBalance, 0),
    dueDate: account.dueDate,
    isDelinquent: account.pastDueAmount > 0,
    delinquencyTier: account.delinquencyTier,
    softDisconnected: service.softDisconnected,
    autoPay: account.autoPay.enrolled,
    debitDayInfo: { debitDay: account.autoPay.debitDay, ranges: account.debitDayRanges },
    cycleDay: latest ? Number(latest.statementDate.slice(8, 10)) : 1,
    nextCycleDate: latest ? addMonths(latest.statementDate, 1) : account.dueDate,
    paymentRestrictions: restrictionsOf(account.paymentRestriction),
    // spec billing §5: future-dated payments need no past due left, an active account, and no pending payment covering a past due
    fdpAllowed: !mustPayToday(owing) && !pendingCoversPastDue(owing),
    pdfStatementID: latest?.id ?? null,
    billingPreferences: { billDelivery: account.paperless ? 'PAPERLESS' : 'PAPER' },
    billingSuppressed: account.billingSuppressed,
    serviceLocation: account.serviceLocation,
  };
}

export function paymentMethodOf(method: PaymentMethodRecord, account: AccountRecord, today: string): PaymentMethod {
  const status = method.expiry ? expiryStatus(method.expiry, today) : 'valid';
  return {
    id: method.id,
    type: method.type,
    brand: method.brand,
    last4: method.last4,
    expiry: method.expiry,
    nameOnCard: method.nameOnCard,
    zip: method.zip,
    bankAccountType: method.bankAccountType,
    nickname: method.nickname,
    prepaid: method.prepaid,
    expired: status === 'expired',
    expiringSoon: status === 'expiringSoon',
    restricted: isRestrictedMethod(method.type, restrictionsOf(account.paymentRestriction)),
    usedForAutoPay: account.autoPay.enrolled && account.autoPay.methodId === method.id,
  };
}

export function paymentOf(p: PaymentRecord): Payment {
  return {
    id: p.id,
    confirmationNumber: p.confirmationNumber,
    amount: p.amount,
    paymentDate: p.paymentDate,
    methodType: p.methodType,
    brand: p.brand,
    last4: p.last4,
    channel: p.channel,
    status: p.status,
    createdAt: p.createdAt,
  };
}

/**
 * Account activity: payments that went through or are on their way, and per statement its
 * charges by section and its credits. Mobile sections are the mobile service's activity.
 */
export function transactionsOf(store: Readonly<Store>, accountId: string): Transaction[] {
  const payments: Transaction[] = store.payments
    .filter((p) => p.accountId === accountId && (p.status === 'SUCCESS' || p.status === 'PENDING'))
    .map((p) => ({ id: p.id, date: p.paymentDate, kind: 'PAYMENT', description: null, channel: p.channel, amount: -p.amount, service: 'CORE' }));
  const fromStatements: Transaction[] = statementsOf(store, accountId).flatMap((s) =>
    s.lineItems.map((item) => ({
      id: item.id,
      date: s.statementDate,
      kind: item.amount < 0 ? ('CREDIT' as const) : ('CHARGE' as const),
      description: item.description,
      channel: null,
      amount: item.amount,
      service: item.section === 'MOBILE' ? ('MOBILE' as const) : ('CORE' as const),
    })),
  );
  return [...payments, ...fromStatements].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
