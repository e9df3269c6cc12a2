import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/domain/dates';
import { testCards } from '../support/cards';
import { cardWords } from './support/card-form';
import { expect, test } from './support/fixtures';
import { words as autoPayWords } from './support/autopay';
import { LANGS, money, type Lang, signInAt, signedIn } from './support/lang';
import { methodsOf as storedMethodsOf, readStore, storeText } from './support/store';

const autoPayOfAccount = async (accountId: string) => (await readStore()).accounts.find((a) => a.id === accountId)!.autoPay;

// the store's records, with the card fields the wallet changes
const methodsOf = async (accountId: string) =>
  (await storedMethodsOf(accountId)) as (Awaited<ReturnType<typeof storedMethodsOf>>[number] & { expiry: string | null; zip: string | null })[];

/**
 * The wallet on /billing/bill-pay-options (machines/wallet/wallet-*.ts) in Chromium, in English and
 * Spanish: the outcomes of each wallet flow caused on the server and checked in the store (the
 * method saved, changed or gone; nothing for a refusal), the expired and expiring questions, the
 * roadblock and the Auto Pay change of method it opens, load failure with retry, and an account
 * that takes no online payment.
 */
test.describe.configure({ timeout: 120_000 });

/** A saved method's own button, named by its verb and the method ("Edit Mastercard ending in 0385"), in either language. */
const methodButton = (within: Page | Locator, verb: string, method: string) => within.getByRole('button', { name: `${verb} ${method}` });

const GENERIC_ES = 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.';
const words = {
  en: {
    ...cardWords.en,
    title: 'Bill pay options',
    expiredTitle: 'A saved card has expired',
    expiringTitle: 'A saved card expires soon',
    notNow: 'Not now',
    keep: 'Keep it as it is',
    update: 'Update the card',
    replace: 'Add a new card',
    deleteExpired: 'Delete the expired card',
    addCard: 'Add a card',
    addBank: 'Add a bank account',
    cvvOptional: 'Security code (CVV), optional',
    save: 'Save',
    saveChanges: 'Save changes',
    cancel: 'Cancel',
    numberInvalid: 'Please enter a valid card number.',
    zipInvalid: 'Please enter a 5-digit ZIP code.',
    saved: 'Your payment method was saved.',
    updated: 'Your card was updated.',
    deleted: 'Your payment method was deleted.',
    notVerified: "We couldn't verify or add this card. Please try again.",
    deleteFailed: "We couldn't delete this payment method. Please try again.",
    edit: 'Edit',
    deleteTitle: 'Delete this payment method?',
    deleteButton: 'Delete',
    keepIt: 'Keep it',
    roadblockTitle: 'This payment method is used for Auto Pay',
    changeAutoPay: 'Change Auto Pay method',
    notChanged: "Your Auto Pay method was not changed, so the method it uses can't be deleted yet.",
    autoPayChanged: 'Auto Pay now uses your new method. You can delete the old one.',
    badges: {
      expired: 'Expired',
      expiringSoon: 'Expires soon',
      prepaid: 'Prepaid',
      autoPay: 'Used for Auto Pay',
      scheduled: 'Used for a scheduled payment',
      restricted: 'Not accepted on this account',
    },
    generic: "Sorry, something didn't work as it should. Please try again later.",
    ok: 'OK',
    retry: 'Try again',
    beforeScheduled: 'This card would expire before a scheduled payment it pays. Please choose a different payment method for that payment.',
    noOnline: 'This account does not accept online payments. Please find a store near you to make your payment.',
    stores: 'Payment centers',
    storesUnavailable: 'The payment centers could not be loaded.',
    loading: 'Loading…',
  },
  es: {
    ...cardWords.es,
    title: 'Opciones de pago de factura',
    expiredTitle: 'Una tarjeta guardada ha vencido',
    expiringTitle: 'Una tarjeta guardada vence pronto',
    notNow: 'Ahora no',
    keep: 'Dejarla como está',
    update: 'Actualizar la tarjeta',
    replace: 'Agregar una tarjeta nueva',
    deleteExpired: 'Eliminar la tarjeta vencida',
    addCard: 'Agregar una tarjeta',
    addBank: 'Agregar una cuenta bancaria',
    cvvOptional: 'Código de seguridad (CVV), opcional',
    save: 'Guardar',
    saveChanges: 'Guardar cambios',
    cancel: 'Cancelar',
    numberInvalid: 'Por favor, ingrese un número de tarjeta válido.',
    zipInvalid: 'Por favor, ingrese un código postal de 5 dígitos.',
    saved: 'Su método de pago se guardó.',
    updated: 'Su tarjeta se actualizó.',
    deleted: 'Su método de pago se eliminó.',
    // spec billing §8: in Spanish these errors are the one generic text
    notVerified: GENERIC_ES,
    deleteFailed: GENERIC_ES,
    edit: 'Editar',
    deleteTitle: '¿Eliminar este método de pago?',
    deleteButton: 'Eliminar',
    keepIt: 'Conservarlo',
    roadblockTitle: 'Este método de pago se usa para el pago automático',
    changeAutoPay: 'Cambiar el método de pago automático',
    notChanged: 'Su método de pago automático no se cambió, por lo que el método que usa aún no se puede eliminar.',
    autoPayChanged: 'El pago automático ahora usa su nuevo método. Puede eliminar el anterior.',
    badges: {
      expired: 'Vencida',
      expiringSoon: 'Vence pronto',
      prepaid: 'Prepagada',
      autoPay: 'Se usa para el pago automático',
      scheduled: 'Se usa para un pago programado',
      restricted: 'No se acepta en esta cuenta',
    },
    generic: GENERIC_ES,
    ok: 'OK',
    retry: 'Intentar de nuevo',
    beforeScheduled: 'Esta tarjeta vencería antes de un pago programado que paga. Por favor, elija un método de pago diferente para ese pago.',
    noOnline: 'Esta cuenta no acepta pagos en línea. Por favor, busque una tienda cercana para realizar su pago.',
    stores: 'Centros de pago',
    storesUnavailable: 'No se pudieron cargar los centros de pago.',
    loading: 'Cargando…',
  },
};
type Words = (typeof words)['en'];

const mmyy = (isoDate: string) => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

async function open(page: Page, username: string, lang: Lang, w: Words) {
  await signInAt(page, username, '/billing/bill-pay-options', lang);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
}

/**
 * Acme's wallet opens with one question, about what matters most: the expired Amex (its
 * Mastercard expiring soon is not asked about in the same visit); dismissed, the list.
 */
async function passQuestions(page: Page, w: Words) {
  const expired = page.getByTestId('wallet-expired');
  await expect(expired.getByRole('heading', { name: w.expiredTitle })).toBeVisible();
  await expired.getByRole('button', { name: w.notNow }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('wallet-list')).toBeVisible();
}

for (const lang of LANGS) {
  const w = words[lang];

  test(`Acme (${lang}): the questions, badges, add with its refusals, edit, delete`, async ({ page, backend, today }) => {
    await open(page, 'owner@acme.example', lang, w);
    await passQuestions(page, w);
    const amex = page.getByTestId('wallet-method-pm_3');
    await expect(amex.getByTestId('badge-expired')).toHaveText(w.badges.expired);
    await expect(page.getByTestId('wallet-method-pm_2').getByTestId('badge-expiringSoon')).toHaveText(w.badges.expiringSoon);
    await expect(page.getByTestId('wallet-method-pm_4').getByTestId('badge-prepaid')).toHaveText(w.badges.prepaid);
    // a bank account has no Edit (spec billing §5: only a card is edited)
    await expect(methodButton(page.getByTestId('wallet-method-pm_5'), w.edit, w.bankEnding('8841'))).toHaveCount(0);

    // add: a number that fails Luhn is refused on the form, nothing saved
    const before = await methodsOf('acct_1');
    await page.getByRole('button', { name: w.addCard, exact: true }).click();
    await page.getByLabel(w.nameOnCard).fill('Pat Owner');
    await page.getByLabel(w.cardNumber).fill('4111111111111112');
    await page.getByLabel(w.expiry).fill(mmyy(addDays(today, 365 * 3)));
    await page.getByLabel(w.zip).fill('30301');
    await page.getByLabel(w.cvv).fill('123');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.numberInvalid)).toBeVisible();
    await expect(page.getByLabel(w.cardNumber)).toBeFocused();
    // the processor cannot verify it: "card cannot be verified or added", try again (spec billing §8)
    const number = testCards.visa();
    await page.getByLabel(w.cardNumber).fill(number);
    await backend.fault('savePaymentMethod', 'PAYMENT_DECLINED');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByTestId('wallet-save-error')).toHaveText(w.notVerified);
    expect(await methodsOf('acct_1')).toHaveLength(before.length);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.saved);
    const after = await methodsOf('acct_1');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.last4).toBe(number.slice(-4));
    const text = await storeText();
    expect(text).not.toContain(number);
    expect(text).not.toContain('"cvv"');

    // edit the expiring Mastercard: a bad ZIP refused, then a new expiry and ZIP saved
    await methodButton(page, w.edit, w.ending('Mastercard', '0385')).click();
    const newExpiry = mmyy(addDays(today, 365 * 4));
    await page.getByLabel(w.expiry).fill(newExpiry);
    await page.getByLabel(w.zip).fill('3030');
    await page.getByRole('button', { name: w.saveChanges }).click();
    await expect(page.getByText(w.zipInvalid)).toBeVisible();
    await page.getByLabel(w.zip).fill('30302');
    await page.getByLabel(w.cvvOptional).fill('321');
    await page.getByRole('button', { name: w.saveChanges }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.updated);
    const mc = (await methodsOf('acct_1')).find((m) => m.id === 'pm_2')!;
    expect({ expiry: mc.expiry, zip: mc.zip }).toEqual({ expiry: newExpiry, zip: '30302' });
    expect(await storeText()).not.toContain('"321"');

    // delete the expired Amex: kept once, a failure once, then deleted
    const del = methodButton(page, w.deleteButton, w.ending('American Express', '1009'));
    await del.click();
    const dialog = page.getByTestId('wallet-delete');
    await expect(dialog.getByRole('heading', { name: w.deleteTitle })).toBeVisible();
    // a destructive question starts on the safe button
    await expect(dialog.getByRole('button', { name: w.keepIt })).toBeFocused();
    await dialog.getByRole('button', { name: w.keepIt }).click();
    await expect(del).toBeFocused();
    await backend.fault('deletePaymentMethod', 'SERVICE_UNAVAILABLE');
    await del.click();
    await dialog.getByRole('button', { name: w.deleteButton, exact: true }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.deleteFailed);
    expect((await methodsOf('acct_1')).map((m) => m.id)).toContain('pm_3');
    await del.click();
    await dialog.getByRole('button', { name: w.deleteButton, exact: true }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.deleted);
    expect((await methodsOf('acct_1')).map((m) => m.id)).not.toContain('pm_3');
  });

  test(`Acme (${lang}): the expired card replaced or deleted from its question, the expiring one updated`, async ({ page, backend, today }) => {
    await open(page, 'owner@acme.example', lang, w);
    await page.getByTestId('wallet-expired').getByRole('button', { name: w.replace }).click();
    await expect(page.getByTestId('wallet-add')).toBeVisible();
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.getByTestId('wallet-list')).toBeVisible();

    await backend.reset();
    await page.reload();
    await page.getByTestId('wallet-expired').getByRole('button', { name: w.deleteExpired }).click();
    await page.getByTestId('wallet-delete').getByRole('button', { name: w.deleteButton, exact: true }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.deleted);
    expect((await methodsOf('acct_1')).map((m) => m.id)).not.toContain('pm_3');
    // one question per visit: with the expired card gone, the expiring one is not asked about now;
    // it is asked on the next visit, and updated from its question
    await expect(page.getByTestId('wallet-list')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    const expiring = page.getByTestId('wallet-expiring');
    await expect(expiring.getByRole('heading', { name: w.expiringTitle })).toBeVisible();
    await expiring.getByRole('button', { name: w.update }).click();
    const renewed = mmyy(addDays(today, 365 * 2));
    await page.getByLabel(w.expiry).fill(renewed);
    await page.getByRole('button', { name: w.saveChanges }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.updated);
    expect((await methodsOf('acct_1')).find((m) => m.id === 'pm_2')!.expiry).toBe(renewed);
  });

  test(`Brightline (${lang}): badges, the roadblock to the Auto Pay change and back, a card that would expire before its scheduled payment`, async ({
    page,
    backend,
    today,
  }) => {
    // the scheduled payment paid by the Visa, 30 days ahead
    const scheduledOn = addDays(today, 30);
    await backend.reset({ payments: [{ id: 'pay_19', methodId: 'pm_6', methodType: 'CARD', brand: 'VISA', last4: '1881', paymentDate: scheduledOn }] });
    await open(page, 'autopay@brightline.example', lang, w);
    const visa = page.getByTestId('wallet-method-pm_6');
    await expect(visa.getByTestId('badge-autoPay')).toHaveText(w.badges.autoPay);
    await expect(visa.getByTestId('badge-scheduled')).toHaveText(w.badges.scheduled);

    const before = await methodsOf('acct_2');
    await methodButton(visa, w.deleteButton, w.ending('Visa', '1881')).click();
    const roadblock = page.getByTestId('wallet-roadblock');
    await expect(roadblock.getByRole('heading', { name: w.roadblockTitle })).toBeVisible();
    await roadblock.getByRole('button', { name: w.changeAutoPay }).click();
    // the Auto Pay change of method, then back: cancelled, nothing changed
    await page.getByTestId('autopay-change-method').getByRole('button', { name: w.cancel }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.notChanged);
    expect(await methodsOf('acct_2')).toEqual(before);

    // spec billing §5: an expiry before the scheduled payment it backs is refused, on the form and on the server
    await methodButton(visa, w.edit, w.ending('Visa', '1881')).click();
    await page.getByLabel(w.expiry).fill(mmyy(addDays(scheduledOn, -31)));
    await page.getByRole('button', { name: w.saveChanges }).click();
    await expect(page.getByText(w.beforeScheduled)).toBeVisible();
    expect(await methodsOf('acct_2')).toEqual(before);
  });

  test(`Brightline (${lang}): the roadblock's Auto Pay change of method succeeds, back in the wallet the old card can be deleted`, async ({ page }) => {
    const ap = autoPayWords[lang];
    const due = money(33597, lang);
    await open(page, 'autopay@brightline.example', lang, w);
    const visaDelete = methodButton(page, w.deleteButton, w.ending('Visa', '1881'));
    await visaDelete.click();
    await page.getByTestId('wallet-roadblock').getByRole('button', { name: w.changeAutoPay }).click();
    // the Auto Pay change of method (its own flow): the savings account, the same-day payment accepted
    await page.getByRole('radio', { name: new RegExp(ap.bankEnding('2290')) }).check();
    await page.getByRole('button', { name: ap.next }).click();
    await page.getByLabel(ap.acceptPayment(due)).check();
    await page.getByLabel(ap.terms).check();
    await page.getByRole('button', { name: ap.payAndChange(due) }).click();
    // back in the wallet: Auto Pay on the savings account, the Visa no longer stopped by the roadblock
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.autoPayChanged);
    expect((await autoPayOfAccount('acct_2')).methodId).toBe('pm_7');
    await expect(page.getByTestId('wallet-method-pm_7').getByTestId('badge-autoPay')).toBeVisible();
    await visaDelete.click();
    await page.getByTestId('wallet-delete').getByRole('button', { name: w.deleteButton, exact: true }).click();
    await expect(page.getByTestId('wallet-notice')).toHaveText(w.deleted);
    expect((await methodsOf('acct_2')).map((m) => m.id)).not.toContain('pm_6');
  });

  test(`Acme (${lang}): the forms' code comes after the list; until it is here, the form's title takes the focus with a busy note`, async ({ page }) => {
    // src/features/wallet/forms-chunk.tsx: the add and edit forms are a chunk of their own, held back here
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/forms-chunk-views-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, 'owner@acme.example', lang, w);
    // the first screen needs none of it: the questions, then the list
    await passQuestions(page, w);
    await page.getByRole('button', { name: w.addCard, exact: true }).click();
    const form = page.getByTestId('wallet-add');
    await expect(form.getByRole('heading', { level: 2, name: w.addCard })).toBeFocused();
    await expect(form.getByRole('status')).toHaveText(w.loading);
    await expect(page.getByLabel(w.cardNumber)).toHaveCount(0);
    release();
    // the form arrives in the same frame and its title takes the focus again
    await expect(page.getByLabel(w.cardNumber)).toBeVisible();
    await expect(form.getByRole('heading', { level: 2, name: w.addCard })).toBeFocused();
    await expect(page.getByTestId('wallet-form-loading')).toHaveCount(0);
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.getByTestId('wallet-list')).toBeVisible();
    // once here it is drawn at once
    await methodButton(page, w.edit, w.ending('Mastercard', '0385')).click();
    await expect(page.getByLabel(w.expiry)).toBeVisible();
    await expect(page.getByTestId('wallet-form-loading')).toHaveCount(0);
  });

  for (const username of ['expiring@summit.example', 'wallet@keystone.example'])
    test(`${username} (${lang}): one question, about the expired card; dismissed, no second one, and Add a card is in reach by keyboard`, async ({ page }) => {
      await open(page, username, lang, w);
      // both accounts have a card expiring soon too: the expired one is what is asked about
      const expired = page.getByTestId('wallet-expired');
      await expect(expired.getByRole('heading', { name: w.expiredTitle })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(expired).toBeHidden();
      // no question follows the first, now or a moment later
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('wallet-expiring')).toHaveCount(0);
      // from where the question left the focus, Tab reaches Add a card; Enter opens the form
      const add = page.getByRole('button', { name: w.addCard, exact: true });
      for (let presses = 0; presses < 40 && !(await add.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('wallet-add').getByRole('heading', { level: 2, name: w.addCard })).toBeFocused();
    });

  test(`load failure with retry (${lang})`, async ({ page, backend }) => {
    await signedIn(page, 'owner@acme.example', lang);
    await backend.fault('paymentMethods', 'SERVICE_UNAVAILABLE');
    await page.goto('/billing/bill-pay-options');
    await expect(page.getByText(w.generic)).toBeVisible();
    await page.getByRole('button', { name: w.ok }).click();
    await page.getByTestId('wallet-unavailable').getByRole('button', { name: w.retry }).click();
    await expect(page.getByTestId('wallet-expired')).toBeVisible();
  });

  test(`an account that takes no online payment is sent to the stores (${lang})`, async ({ page }) => {
    await open(page, 'cashonly@southside.example', lang, w);
    await expect(page.getByTestId('wallet-no-online')).toContainText(w.noOnline);
    // the page's ways to pay list the payment centers ("In a store"): once, not again in the wallet
    await expect(page.getByRole('heading', { name: w.stores })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: w.stores })).toBeVisible();
  });

  test(`payment centers that could not be loaded are said so, with a retry (${lang})`, async ({ page }) => {
    // the public list has no fault of its own: the network fails on the way until the user tries again
    let reachable = false;
    await page.route('**/api/pub/ref/stores', (route) => (reachable ? route.continue() : route.abort()));
    await open(page, 'cashonly@southside.example', lang, w);
    const notice = page.getByTestId('stores-unavailable');
    await expect(notice).toContainText(w.storesUnavailable);
    await expect(page.getByRole('heading', { name: w.stores })).toHaveCount(0);
    reachable = true;
    await notice.getByRole('button', { name: w.retry }).click();
    await expect(page.getByRole('heading', { name: w.stores })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}
