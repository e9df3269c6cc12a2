/**
 * The GraphQL documents of /account-summary's first reads (./by-page.ts; src/api/first-reads.ts).
 * Plain strings without imports: why, ./by-page.ts.
 */

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
      owed {
        core
        mobile
        total
        dueDate
      }
      pendingPaymentAmount
      pastDueAmount
      creditBalance
      currentBalance
      dueDate
      isDelinquent
      delinquencyTier
      softDisconnected
      autoPay
      debitDate
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
      details {
        downloadMbps
        uploadMbps
        availabilityPercent
        phoneNumbers
        lines
        numbersAre
        longDistance
        channels
        receivers
        lineup
        venue
        phones
        tablets
        watches
      }
    }
  }
`;
