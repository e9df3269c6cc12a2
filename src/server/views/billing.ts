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
import { balancesOn, inFlightEffect, type Balances } from '../../domain/balance';
import { addMonths, dateInZone, timeInZone } from '../../domain/dates';
import { paymentMinimum } from '../../domain/payment-amount';
import { pendingCoversPastDue } from '../../domain/payment-date';
import { BANK_SETTLE_BUSINESS_DAYS, paymentLifecycle, type PaymentStage } from '../../domain/payment-lifecycle';
import { effectiveServiceState } from '../../domain/service-state';
import { nextDraftDate } from '../../domain/payment-risk';
import type { MobileDue } from '../../domain/balance-choice';
import { amountOwed, type AmountOwed } from '../../domain/amount-owed';
import { serviceOfPayment, type AccountRecord, type PaymentMethodRecord, type PaymentRecord, type StatementRecord, type Store } from '../store/records';

/** How many business days a bank payment takes to settle on this store. */
export const settleDaysOf = (store: Readonly<Store>) => store.config.bankSettleBusinessDays ?? BANK_SETTLE_BUSINESS_DAYS;

/**
 * The account's balances on `today` (src/domain/balance.ts: the stored balances, and each payment
 * stored PENDING pending, posted or returned as its lifecycle says). Every read and every check
 * of an amount goes through here.
 */
export function balancesOf(store: Readonly<Store>, account: AccountRecord, today: string): Balances<NonNullable<AccountRecord['delinquencyTier']>> {
  return balancesOn(account, corePaymentsOf(store, account.id), today, settleDaysOf(store));
}

const corePaymentsOf = (store: Readonly<Store>, accountId: string) => store.payments.filter((p) => p.accountId === accountId && serviceOfPayment(p) === 'CORE');

/**
 * The account's service on the server clock (src/domain/service-state.ts): restored once its
 * restoreServiceAt has passed (spec billing §4), soft-disconnected again if the bank returned the
 * payment that restored it. Every read of the account's status or soft disconnect goes through here.
 */
export function serviceStateOf(store: Readonly<Store>, account: AccountRecord, now: Date, today = dateInZone(now, store.config.timeZone)) {
  return effectiveServiceState(account, corePaymentsOf(store, account.id), { now, today, settleBusinessDays: settleDaysOf(store) });
}

/**
 * The mobile balance on `today` (spec platform §3 mobile balance), by the same rule as the core
 * one: the stored balance has every mobile payment stored SUCCESS taken off; a mobile payment
 * stored PENDING counts as its lifecycle says. Null for an account without mobile service.
 */
export function mobileBalanceOf(store: Readonly<Store>, accountId: string, today: string) {
  const record = store.mobileBalances.find((b) => b.accountId === accountId);
  if (!record) return null;
  const payments = store.payments.filter((p) => p.accountId === accountId && serviceOfPayment(p) === 'MOBILE');
  const owed = balancesOn({ currentBalance: record.totalBalance, pastDueAmount: record.pastDue, delinquencyTier: null }, payments, today, settleDaysOf(store));
  return { record, owed };
}

/** What the one-time payment reads of the mobile balance (src/domain/balance-choice.ts). */
export function mobileDueOf(store: Readonly<Store>, accountId: string, today: string): MobileDue | null {
  const mobile = mobileBalanceOf(store, accountId, today);
  if (!mobile) return null;
  return { amountDue: mobile.owed.amountDue, pastDue: mobile.owed.pastDueAmount, dueDate: mobile.record.dueDate, minAmount: store.config.payment.minAmount };
}

/** What the account owes on `today`, core, mobile and in all (src/domain/amount-owed.ts): the account and billing reads answer it alike. */
export function owedOf(store: Readonly<Store>, account: AccountRecord, today: string, core = balancesOf(store, account, today)): AmountOwed {
  const mobile = mobileDueOf(store, account.id, today);
  return amountOwed({ amountDue: core.amountDue, dueDate: account.dueDate }, mobile);
}

export function statementsOf(store: Readonly<Store>, accountId: string): StatementRecord[] {
  return store.statements.filter((s) => s.accountId === accountId).sort((a, b) => b.statementDate.localeCompare(a.statementDate));
}

/**
 * The billing read's Auto Pay: the account's enrollment with the monthly discount it earns, and
 * the day it next drafts on `today` (src/domain/payment-risk.ts `nextDraftDate`), which the billing
 * home says and the statements' Auto Pay debit date is read by.
 */
export const autoPayOf = (store: Readonly<Store>, account: AccountRecord, today: string): Billing['autoPay'] & { nextDraftOn: string | null } => ({
  ...account.autoPay,
  discountCents: account.discountEligible ? store.config.autoPayDiscountCents : 0,
  nextDraftOn: account.autoPay.enrolled && account.autoPay.debitDay !== null ? nextDraftDate(today, account.autoPay.debitDay) : null,
});

/**
 * `now` is the server clock: the service state is `serviceStateOf`'s (restored once its
 * restoreServiceAt has passed, spec billing §4), here and in every rule that reads the view.
 */
export function billingOf(store: Readonly<Store>, account: AccountRecord, today: string, now: Date): Billing {
  const balances = balancesOf(store, account, today);
  const { payment } = store.config;
  const service = serviceStateOf(store, account, now, today);
  return {
    amountDue: balances.amountDue,
    pastDueAmount: balances.pastDueAmount,
    pendingPaymentAmount: balances.pendingPaymentAmount,
    dueDate: account.dueDate,
    currentBalance: balances.currentBalance,
    creditBalance: balances.creditBalance,
    accountStatus: service.accountStatus,
    delinquencyTier: balances.delinquencyTier,
    softDisconnected: service.softDisconnected,
    billingSuppressed: account.billingSuppressed,
    restrictions: restrictionsOf(account.paymentRestriction),
    discountEligible: account.discountEligible,
    paperless: account.paperless,
    autoPay: autoPayOf(store, account, today),
    limits: {
      today,
      time: timeInZone(now, store.config.timeZone),
      // the minimum for this account (a soft-disconnected one pays at least its past due)
      minAmount: paymentMinimum(payment.minAmount, payment.maxAmount, { ...service, ...balances }),
      maxAmount: payment.maxAmount,
      lastFutureDate: lastFutureDate(today, payment.futureDays),
      cutoffTime: payment.cutoffTime,
      maxScheduled: payment.maxScheduled,
    },
  };
}

export function accountOf(store: Readonly<Store>, account: AccountRecord, now: Date) {
  const today = dateInZone(now, store.config.timeZone);
  const balances = balancesOf(store, account, today);
  const pending = balances.pendingPaymentAmount;
  const latest = statementsOf(store, account.id)[0];
  const service = serviceStateOf(store, account, now, today);
  const owing = { ...service, pastDueAmount: balances.pastDueAmount, pendingPaymentAmount: pending };
  return {
    id: account.id,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    accountStatus: service.accountStatus,
    companyName: account.companyName,
    billToAddress: account.billToAddress,
    serviceAddress: account.serviceAddress,
    footprint: account.footprint,
    // what is left to pay, as the billing read's amountDue: the balance less pending payments (src/domain/balance.ts)
    totalAmountDue: balances.amountDue,
    // with the mobile balance, where the account has one, and both together
    owed: owedOf(store, account, today, balances),
    currentBalance: balances.currentBalance,
    currentBalanceMinusPendingPayments: balances.currentBalance - pending,
    pendingPaymentAmount: pending,
    pastDueAmount: balances.pastDueAmount,
    creditBalance: balances.creditBalance,
    dueDate: account.dueDate,
    isDelinquent: balances.pastDueAmount > 0,
    delinquencyTier: balances.delinquencyTier,
    softDisconnected: service.softDisconnected,
    autoPay: account.autoPay.enrolled,
    // spec platform §3 debitDate: the next day Auto Pay drafts, as the billing read's autoPay.nextDraftOn
    debitDate: autoPayOf(store, account, today).nextDraftOn,
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
 * Account activity: payments that went through or are on their way, each with the stage it has
 * reached on `today`, a bank payment sent back again as a row of its own on the day it came back
 * (it puts the amount back, src/domain/balance.ts), and per statement its charges by section and
 * its credits. Mobile sections are the mobile service's activity.
 */
export function transactionsOf(store: Readonly<Store>, accountId: string, today: string): (Transaction & { stage: PaymentStage | null })[] {
  const settleDays = settleDaysOf(store);
  const payments = store.payments
    .filter((p) => p.accountId === accountId)
    .flatMap((p) => {
      const lifecycle = paymentLifecycle(p, today, settleDays);
      if (!lifecycle) return [];
      const row = { id: p.id, date: p.paymentDate, kind: 'PAYMENT' as const, description: null, channel: p.channel, service: serviceOfPayment(p) };
      const made = { ...row, amount: -p.amount, stage: lifecycle.stage };
      // a return is the bank taking the money back: only a payment stored PENDING was never written into the balance
      if (inFlightEffect(p, today, settleDays) !== 'returned') return [made];
      return [made, { ...row, id: `${p.id}-returned`, date: lifecycle.steps.at(-1)!.date, amount: p.amount, stage: lifecycle.stage }];
    });
  const fromStatements = statementsOf(store, accountId).flatMap((s) =>
    s.lineItems.map((item) => ({
      id: item.id,
      date: s.statementDate,
      kind: item.amount < 0 ? ('CREDIT' as const) : ('CHARGE' as const),
      description: item.description,
      channel: null,
      amount: item.amount,
      service: item.section === 'MOBILE' ? ('MOBILE' as const) : ('CORE' as const),
      stage: null,
    })),
  );
  return [...payments, ...fromStatements].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
