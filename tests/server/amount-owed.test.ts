import { describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { signedIn } from '../support/client';

// What is owed (src/domain/amount-owed.ts), as the account read (the summary) and the billing read
// (the billing home) answer it: the core amount due, the mobile one where there is a mobile balance,
// both together, and the same mobile amount the one-time payment offers (mobileDue).

const backend = backendPerFile({ resetEachTest: false });
const READ = `{
  account { totalAmountDue debitDate owed { core mobile total dueDate } }
  billing { amountDue dueDate autoPay { nextDraftOn } owed { core mobile total dueDate } }
  mobileDue { amountDue dueDate }
}`;

describe('what is owed, read by the summary and the billing home', () => {
  it('names both balances and their total for an account with mobile service, as the payment offers them', async () => {
    const client = await signedIn(backend.url, 'mobile@fleet.example');
    const { account, billing, mobileDue } = (await client.gql(READ)).body.data;
    expect(mobileDue.amountDue).toBeGreaterThan(0);
    const owed = { core: billing.amountDue, mobile: mobileDue.amountDue, total: billing.amountDue + mobileDue.amountDue };
    expect(billing.owed).toMatchObject(owed);
    expect(account.owed).toEqual(billing.owed);
    expect(account.totalAmountDue).toBe(billing.amountDue);
    // enrolled: the summary's next debit is the billing read's
    expect(account.debitDate).not.toBeNull();
    expect(account.debitDate).toBe(billing.autoPay.nextDraftOn);
  });

  it('is the core amount alone for an account without mobile service', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const { account, billing, mobileDue } = (await client.gql(READ)).body.data;
    expect(mobileDue).toBeNull();
    expect(billing.owed).toEqual({ core: billing.amountDue, mobile: null, total: billing.amountDue, dueDate: billing.dueDate });
    expect(account.owed).toEqual(billing.owed);
    // Auto Pay off: no next debit
    expect(account.debitDate).toBeNull();
    expect(billing.autoPay.nextDraftOn).toBeNull();
  });
});
