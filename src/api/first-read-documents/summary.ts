/**
 * The GraphQL documents of /account-summary's first reads (./by-page.ts; src/api/first-reads.ts).
 * Plain strings in a module without imports, so that the build's config can read them too
 * (scripts/vite-early-probe.ts, through ./by-page.ts): the API modules that send them import the
 * browser's config, which Vite's config loader cannot. One module per page, so that each page's
 * documents load with that page's code only.
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
