import { describe, expect, it } from 'vitest';
import { nextDraftDate } from '../../src/domain/payment-risk';
import { daysBetween } from '../../src/domain/dates';
import type { Store } from '../../src/server/store/records';
import { accepted } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn } from '../support/client';

// The mobile statement fields (spec platform §3 "Current statement", "Historical statement"):
// Fleet Courier (mobile@fleet.example) has mobile; its statements carry the mobile
// account number, plan groups, device installments, statement credits, the Auto Pay debit date
// and, for the current one, the days remaining. An account without mobile has none.

const backend = backendPerFile();
const FIELDS = `mobile { mobileAccountNumber debitDate daysRemaining
  planGroups { name amount lines { lineName lineNumber planName } }
  deviceInstallments { device lineNumber installment termLength amount remainingBalance }
  credits { activityAmount activityDate activityType paymentId paymentType cardType lastFour } }`;
const QUERY = `query($id: ID!) { statement(id: $id) { statement { id dueDate statementDate paymentsReceived lineItems { section amount } ${FIELDS} } previous { id ${FIELDS} } } }`;

interface Mobile {
  mobileAccountNumber: string;
  debitDate: string | null;
  daysRemaining: number | null;
  planGroups: { name: string; amount: number; lines: { lineNumber: string }[] }[];
  deviceInstallments: { device: string; installment: number; termLength: number; amount: number; remainingBalance: number }[];
  credits: { activityAmount: number; activityDate: string; activityType: string; paymentId: string | null; cardType: string | null; lastFour: string | null }[];
}
type Read = {
  id: string;
  dueDate: string;
  statementDate: string;
  paymentsReceived: number;
  lineItems: { section: string; amount: number }[];
  mobile: Mobile | null;
};

async function read(username: string, accountId: string) {
  const store = (await control.store(backend.url)) as Store;
  const ids = store.statements.filter((s) => s.accountId === accountId).sort((a, b) => b.statementDate.localeCompare(a.statementDate));
  const c = await signedIn(backend.url, username);
  const answer = async (id: string) => accepted<{ statement: { statement: Read; previous: Read | null } }>(await c.gql(QUERY, { id })).statement;
  return { store, ids, answer };
}

describe('mobile statement fields', () => {
  it('Fleet’s current statement: the mobile account, its plan groups and installment add up to the mobile charges; credits, debit date and days remaining', async () => {
    const { store, ids, answer } = await read('mobile@fleet.example', 'acct_8');
    const { statement, previous } = await answer(ids[0]!.id);
    const m = statement.mobile!;
    expect(m.mobileAccountNumber).toMatch(/^\d{12}$/);
    expect(m.planGroups.flatMap((g) => g.lines.map((l) => l.lineNumber)).sort()).toEqual(
      store.mobileLines
        .filter((l) => l.accountId === 'acct_8')
        .map((l) => l.lineNumber)
        .sort(),
    );
    const mobileCharges = statement.lineItems.filter((l) => l.section === 'MOBILE').reduce((t, l) => t + l.amount, 0);
    expect([...m.planGroups, ...m.deviceInstallments].reduce((t, x) => t + x.amount, 0)).toBe(mobileCharges);
    expect(m.deviceInstallments).toEqual([
      { device: 'Apple iPhone 15', lineNumber: '4145550193', installment: 10, termLength: 24, amount: 3450, remainingBalance: 14 * 3450 },
    ]);
    // the payments received, each with its method, then the credits billed
    const payments = m.credits.filter((c) => c.activityType === 'PAYMENT');
    expect(payments.reduce((t, c) => t + c.activityAmount, 0)).toBe(statement.paymentsReceived);
    for (const p of payments) expect(p).toMatchObject({ cardType: 'MASTERCARD', lastFour: '8825' });
    expect(m.credits.filter((c) => c.activityType === 'CREDIT').map((c) => c.activityAmount)).toEqual(
      statement.lineItems.filter((l) => l.section === 'CREDITS').map((l) => -l.amount),
    );
    // Auto Pay covers mobile: the draft after the statement (the debit day as the store has it today); the days left to the due date
    const today = (await control.serverClock(backend.url)).today;
    const { debitDay } = store.accounts.find((a) => a.id === 'acct_8')!.autoPay;
    expect(m.debitDate).toBe(nextDraftDate(statement.statementDate, debitDay!));
    expect(m.debitDate! <= statement.dueDate).toBe(true);
    expect(m.daysRemaining).toBe(daysBetween(today, statement.dueDate));
    // last month: its own installment, no days remaining
    expect(previous!.mobile!.deviceInstallments[0]!.installment).toBe(9);
    expect(previous!.mobile!.daysRemaining).toBeNull();
  });

  it('the days remaining end once the due day has passed (server clock)', async () => {
    const { ids } = await read('mobile@fleet.example', 'acct_8');
    const due = ids[0]!.dueDate;
    const today = (await control.serverClock(backend.url)).today;
    await control.clock(backend.url, { advanceSeconds: (daysBetween(today, due) + 1) * 86_400 });
    // signed in again: the first session idled out while the days passed
    const { answer } = await read('mobile@fleet.example', 'acct_8');
    expect((await answer(ids[0]!.id)).statement.mobile!.daysRemaining).toBeNull();
    await control.reset(backend.url);
  });

  it('an account without mobile has no mobile fields', async () => {
    const { ids, answer } = await read('owner@acme.example', 'acct_1');
    expect((await answer(ids[0]!.id)).statement.mobile).toBeNull();
  });
});
