import { applyPayment } from '../domain/balance';
import { serviceOfPayment, type AccountRecord, type PaymentRecord, type Store } from './store/records';

/**
 * A payment charged when it is made (stored SUCCESS: a card) written into what its balance owes
 * (src/domain/balance.ts): the core part into the account's balances, the mobile part into the
 * mobile balance, each past-due part first. A payment stored PENDING is never written in: the
 * reads count it as its lifecycle says. Used by the one-time payment and by the submission of a
 * scheduled payment on its day, so a payment of either balance is taken off that balance only.
 */
export function writeChargedPayment(draft: Store, account: AccountRecord, payment: PaymentRecord): void {
  if (payment.status !== 'SUCCESS') return;
  if (serviceOfPayment(payment) === 'CORE') {
    Object.assign(account, applyPayment(account, payment.amount));
    return;
  }
  const balance = draft.mobileBalances.find((b) => b.accountId === account.id)!;
  const after = applyPayment({ currentBalance: balance.totalBalance, pastDueAmount: balance.pastDue, delinquencyTier: null }, payment.amount);
  // never below 0: the mobile part is at most the mobile amount due (src/domain/balance-choice.ts)
  Object.assign(balance, { totalBalance: after.currentBalance, pastDue: after.pastDueAmount });
}
