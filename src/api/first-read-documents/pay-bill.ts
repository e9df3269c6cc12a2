/**
 * The GraphQL document of the payment page's first read (./by-page.ts; src/api/first-reads.ts):
 * what the one-time payment's flow reads as it starts (src/api/actors/payment.ts
 * `loadPaymentInfo`; machines/payment/one-time-payment.ts), which the page's first screen waits for.
 * Plain strings without imports: why, ./by-page.ts.
 */

export const PAYMENT_INFO_QUERY = `query PaymentInfo {
  billing { amountDue pastDueAmount pendingPaymentAmount dueDate currentBalance creditBalance accountStatus delinquencyTier softDisconnected billingSuppressed
    restrictions { type cardsAccepted bankAccepted onlineAccepted } discountEligible paperless
    autoPay { enrolled methodId debitDay services discountCents } limits { today time minAmount maxAmount lastFutureDate cutoffTime maxScheduled } }
  paymentMethods { id type brand last4 expiry nameOnCard zip bankAccountType nickname prepaid expired expiringSoon restricted usedForAutoPay }
  scheduledPayments { id }
  mobileDue { amountDue pastDue dueDate minAmount }
}`;
