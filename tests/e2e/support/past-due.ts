import type { Page } from '@playwright/test';
import { formatIsoDate } from '../../../src/i18n/format';
import { control } from './portal-server';
import { expect } from './fixtures';
import { money, type Lang } from './lang';

/** The past-due demo accounts (README demo sign-ins), one per tier, and the notice each shows. */
export const TIERS = [
  { tier: 'core30', username: 'pastdue@cornercafe.example', company: 'Corner Cafe & Bakery', notice: 'interruptionComing', date: 'soft' },
  { tier: 'core43', username: 'suspension@lakeside.example', company: 'Lakeside Yoga Studio', notice: 'suspension', date: 'soft' },
  { tier: 'core50', username: 'disconnected@harbor.example', company: 'Harbor Marine Supply', notice: 'restoreService', date: 'hard' },
  { tier: 'core76', username: 'equipment@granite.example', company: 'Granite State Movers', notice: 'returnEquipment', date: 'hard' },
] as const;
export type Tier = (typeof TIERS)[number];

interface StoreView {
  accounts: { id: string; companyName: string; pastDueAmount: number }[];
  delinquencySchedules: { accountId: string; softDisconnectDate: string | null; hardDisconnectDate: string | null }[];
}

/** The amount and date the tier's notice must name, read from the backend's store (on the day it was moved to). */
export async function expectedNotice(tier: Tier, lang: Lang): Promise<{ amount: string; date: string }> {
  const store = (await (await control('/store')).json()) as StoreView;
  const account = store.accounts.find((a) => a.companyName === tier.company)!;
  const schedule = store.delinquencySchedules.find((d) => d.accountId === account.id)!;
  const date = tier.date === 'soft' ? schedule.softDisconnectDate! : schedule.hardDisconnectDate!;
  return { amount: money(account.pastDueAmount, lang), date: formatIsoDate(date, lang) };
}

/** The notice on the summary's balance card or the billing home's status card: its kind, its amount, its date when looked up. */
export async function expectNotice(page: Page, testId: string, tier: Tier, expected: { amount: string; date: string | null }): Promise<void> {
  const notice = page.getByTestId(testId);
  await expect(notice).toHaveAttribute('data-notice', tier.notice);
  await expect(notice).toContainText(expected.amount);
  if (expected.date) await expect(notice).toContainText(expected.date);
}
