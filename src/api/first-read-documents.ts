/**
 * The GraphQL documents of the reads a signed-in page's loader makes on arrival, which
 * index.html's first script also starts on a first visit (src/api/first-reads.ts), and the table
 * of them by page. Plain strings in a module of their own, so the build's config can read them
 * (scripts/vite-early-probe.ts): the API modules that send them import the browser's config,
 * which Vite's config loader cannot.
 */

/** /billing's own read (src/api/billing.ts `loadBillingHome`) */
export const BILLING_HOME_QUERY = /* GraphQL */ `
  query BillingHome {
    billing {
      amountDue
      pastDueAmount
      pendingPaymentAmount
      creditBalance
      dueDate
      accountStatus
      softDisconnected
      delinquencyTier
      discountEligible
      paperless
      limits {
        today
        maxScheduled
      }
      autoPay {
        enrolled
        methodId
        debitDay
        services
        discountCents
      }
    }
    paymentMethods {
      id
      type
      brand
      last4
    }
    paymentRisks {
      kind
      methodId
      brand
      last4
      expiry
      date
      paymentId
      amount
    }
  }
`;

/** /billing's count of future-dated payments, read beside it */
export const SCHEDULED_COUNT_QUERY = /* GraphQL */ `
  query ScheduledCount {
    scheduledPayments {
      id
    }
  }
`;

/** /account-summary's own read (src/api/account.ts `fetchAccountSummary`) */
export const SUMMARY_QUERY = /* GraphQL */ `
  query AccountSummary {
    account {
      accountNumber
      accountStatus
      companyName
      serviceAddress {
        addressLine1
        addressLine2
        city
        state
        zip
      }
      totalAmountDue
      pendingPaymentAmount
      pastDueAmount
      creditBalance
      currentBalance
      dueDate
      isDelinquent
      delinquencyTier
      softDisconnected
      autoPay
      billingSuppressed
      billingPreferences {
        billDelivery
      }
    }
    services {
      id
      serviceKey
      name
      status
      details
    }
  }
`;

/** Each page's first reads, in the order its loader asks for them (src/api/first-reads.ts). */
export const FIRST_READS: Readonly<Record<string, readonly string[]>> = {
  '/billing': [BILLING_HOME_QUERY, SCHEDULED_COUNT_QUERY],
  '/account-summary': [SUMMARY_QUERY],
};
