/**
 * The GraphQL documents of /billing's first reads (./by-page.ts; src/api/first-reads.ts): its
 * loader's two and its cards' own (each card reads on its own, once mounted).
 * Plain strings without imports: why, ./by-page.ts.
 */

/** /billing's own read (src/api/billing.ts `loadBillingHome`) */
export const BILLING_HOME_QUERY = /* GraphQL */ `
  query BillingHome {
    billing {
      amountDue
      owed {
        core
        mobile
        total
        dueDate
      }
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
        nextDraftOn
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

/** the recent transactions card's read (src/api/transactions.ts) */
export const RECENT_TRANSACTIONS_QUERY = /* GraphQL */ `
  query RecentTransactions {
    transactions {
      id
      date
      kind
      description
      channel
      amount
      service
    }
  }
`;

/** the streaming subscriptions card's read (src/api/streaming.ts) */
export const STREAMING_QUERY = /* GraphQL */ `
  query StreamingSubscriptions {
    streamingSubscriptions {
      id
      name
      monthlyPrice
      renewalDate
    }
  }
`;

/** the mobile devices balance card's read (src/api/mobile.ts) */
export const MOBILE_DEVICES_QUERY = /* GraphQL */ `
  query MobileDevicesBalance {
    mobileBalance {
      accountStatus
      totalBalance
      pastDue
      dueDate
    }
    devices {
      deviceId
      brand
      model
      financing {
        remainingBalance
        remainingPaymentCount
        monthlyDevicePayment
        percentPaid
        termLength
      }
    }
  }
`;
