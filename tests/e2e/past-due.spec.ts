import { expect, test } from './support/fixtures';
import { signInWithLanguage, type Lang } from './support/lang';
import { expectedNotice, expectNotice, TIERS } from './support/past-due';

/**
 * The past-due journey (spec billing §4): each tier's notice on the summary and the
 * billing home, with the amount and the delinquency schedule's date, in both languages; without
 * the date when the soft-disconnect lookup's toggle is off (the lookup is then not made at all).
 */
for (const tier of TIERS) {
  const lang: Lang = tier.tier === 'core43' || tier.tier === 'core76' ? 'es' : 'en';
  test(`${tier.tier}: the ${tier.notice} notice on the summary and the billing home (${lang})`, async ({ page }) => {
    await signInWithLanguage(page, tier.username, lang);
    const expected = await expectedNotice(tier, lang);
    await expectNotice(page, 'past-due', tier, expected);
    await page.goto('/billing');
    await expectNotice(page, 'billing-past-due', tier, expected);
  });
}

test('with the lookup toggle off, the notice has no date and the schedule is never asked for', async ({ page, backend }) => {
  const tier = TIERS[1];
  const store = (await (await page.request.get('/__control/store')).json()) as { accounts: { id: string; companyName: string }[] };
  const account = store.accounts.find((a) => a.companyName === tier.company)!;
  await backend.reset({ accounts: [{ id: account.id, featureFlags: { softDisconnectLookup: false } }] });
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('get-delinquency-schedule')) lookups.push(r.url());
  });
  await signInWithLanguage(page, tier.username, 'en');
  const expected = await expectedNotice(tier, 'en');
  await expectNotice(page, 'past-due', tier, { amount: expected.amount, date: null });
  await expect(page.getByTestId('past-due')).not.toContainText(expected.date);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-past-due')).toContainText('will be suspended soon');
  expect(lookups).toEqual([]);
});

test('a failed lookup leaves the notice standing without its date', async ({ page, backend }) => {
  const tier = TIERS[0];
  await backend.fault('delinquencySchedule', 'SERVICE_UNAVAILABLE');
  await signInWithLanguage(page, tier.username, 'en');
  await expect(page.getByTestId('past-due')).toContainText('Pay it now to keep your services from being interrupted');
});
