import { addDays, instantInZone } from '../../../src/domain/dates';
import { addBusinessDays } from '../../../src/domain/payment-lifecycle';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type Backend } from './fixtures';
import { control } from './portal-server';

/**
 * The world of the payment history and account activity specs: the server's clock
 * frozen on a Monday at 10:00 (the next one after the server's day, so a bank payment's business
 * days are the same whatever day the tests run), the seed moved there, and
 * - Acme (acct_1) paid $250.00 from its checking (pm_5) by chat that Monday, which its bank will
 *   return (the record the test fault `bankReturn` writes), and a payment it had scheduled for the
 *   Friday before failed on its day, its card expired (the record the scheduled submission writes);
 * - Fleet (acct_8) got a $15.00 mobile credit on its newest statement.
 */
export const ACME = 'owner@acme.example';
export const FLEET = 'mobile@fleet.example';
export const RETURNED_ID = 'pay_9001';
export const FAILED_ID = 'pay_9002';

export async function mondayWorld(backend: Backend): Promise<{ monday: string; returnsOn: string }> {
  const res = await control('/clock');
  const { today } = (await res.json()) as { today: string };
  let monday = addDays(today, 1);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  const store = (await (await control('/store')).json()) as { statements: { id: string; accountId: string; statementDate: string }[] };
  const newestFleet = store.statements.filter((s) => s.accountId === 'acct_8').sort((a, b) => b.statementDate.localeCompare(a.statementDate))[0]!;
  await backend.post('/reset', {
    now: instantInZone(monday, '10:00', 'America/New_York').toISOString(),
    patch: {
      payments: [
        {
          id: RETURNED_ID,
          accountId: 'acct_1',
          confirmationNumber: 'CNFRETURN0001',
          amount: 25000,
          paymentDate: monday,
          methodType: 'BANK',
          brand: null,
          last4: '8841',
          methodId: 'pm_5',
          channel: 'CHAT',
          status: 'PENDING',
          createdAt: instantInZone(monday, '09:30', 'America/New_York').toISOString(),
          userId: null,
          returnReason: 'INSUFFICIENT_FUNDS',
        },
        {
          // a payment scheduled for last Friday with a card that had expired by then (src/server/scheduled-submission.ts)
          id: FAILED_ID,
          accountId: 'acct_1',
          confirmationNumber: 'CNFFAILED0001',
          amount: 12000,
          paymentDate: addDays(monday, -3),
          methodType: 'CARD',
          brand: 'VISA',
          last4: '7731',
          methodId: 'pm_1',
          channel: 'ONLINE',
          status: 'FAILED',
          failureReason: 'CARD_EXPIRED',
          createdAt: instantInZone(addDays(monday, -10), '09:30', 'America/New_York').toISOString(),
          userId: null,
        },
      ],
      // the patch is merged after the move: this statement is the one the reset left newest
      statements: [{ id: newestFleet.id, lineItems: [{ id: 'li_9001', section: 'MOBILE', description: 'Loyalty credit, line 2', amount: -1500 }] }],
    },
  });
  return { monday, returnsOn: addBusinessDays(monday, 3) };
}

/** The server clock moved to 10:00 on `day` (the session idles out meanwhile: sign in again after). */
export async function clockOn(backend: Backend, day: string): Promise<void> {
  await backend.post('/clock', { now: instantInZone(day, '10:00', 'America/New_York').toISOString() });
}

/** Signs in again in a page that has chosen its language already (it stays), and opens `path`. */
export async function signInAgain(page: Page, username: string, path: string): Promise<void> {
  const answer = await page.request.post('/api/pub/sbnetloginedge/login', { data: { username, password: DEMO_PASSWORD } });
  if (!answer.ok()) throw new Error(`sign-in of ${username} answered ${answer.status()}`);
  await page.goto(path);
}
