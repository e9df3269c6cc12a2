import { addDays } from '../../src/domain/dates';
import { formatUsDate } from '../../src/domain/payment-date';
import { formatIsoDate } from '../../src/i18n/format';
import { expect, test } from './support/fixtures';
import { accountOf, amountStep, LANGS, openPayment, savedCardStep, signInAs, stepHeading } from './support/payment';

/**
 * A payment scheduled after the bill's due date (spec billing §5, the late-date notice of Auto Pay;
 * src/domain/payment-date.ts `latePaymentIssue`): the date step says it will be late as soon as
 * the day is typed, the review says it again before anything is paid, and the day stays allowed.
 * A day on the due date says nothing. Acme's bill is due in 14 days (the seed's story).
 */
const LATE = {
  en: (day: string, due: string) => `A payment on ${day} would be late: your bill is due on ${due}. To pay on time, choose ${due} or an earlier day.`,
  es: (day: string, due: string) => `Un pago el ${day} llegaría tarde: su factura vence el ${due}. Para pagar a tiempo, elija el ${due} o un día anterior.`,
};

for (const lang of LANGS)
  test(`a payment after the due date is said to be late on the date step and on review (${lang})`, async ({ page }) => {
    const { dueDate } = await accountOf('acct_1');
    const w = await signInAs(page, 'owner@acme.example', lang);
    await openPayment(page, w, 'otp');
    await amountStep(page, w, '20');
    await savedCardStep(page, w, 'Visa', '7731', '123');
    await expect(stepHeading(page, w.dateTitle)).toBeFocused();

    const date = page.getByLabel(w.dateLabel);
    const notice = page.getByTestId('late-date-notice');
    // on the due date: on time, nothing said
    await date.fill(formatUsDate(dueDate));
    await expect(notice).toHaveCount(0);
    // the day after: late, said at once, in the page's language
    const late = addDays(dueDate, 1);
    const text = LATE[lang](formatIsoDate(late, lang), formatIsoDate(dueDate, lang));
    await date.fill(formatUsDate(late));
    await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
    await page.getByRole('button', { name: w.next }).click();

    // still allowed; the review says it again before Submit
    await expect(stepHeading(page, w.reviewTitle)).toBeFocused();
    await expect(notice).toHaveText(text);
    await expect(page.getByRole('button', { name: w.submit })).toBeEnabled();
  });
