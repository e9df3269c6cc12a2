import type { Page } from '@playwright/test';
import { cardWords } from './card-form';
import { expect } from './fixtures';
import { expiringQuestionWords } from './method-step';
import { signInWithWords, type Lang } from './lang';
import { readStore, type AutoPayRecord, type StoredPayment } from './store';

/**
 * Helpers for the Auto Pay browser tests: the backend's records, and the words the pages show
 * in each language (the Spanish ones are the catalog's translations).
 */

export { methodsOf, paymentsOf, storeText, type AutoPayRecord, type StoredPayment } from './store';
export const autoPayOf = async (accountId: string): Promise<AutoPayRecord> => (await readStore()).accounts.find((a) => a.id === accountId)!.autoPay;

/**
 * After a submit that enrolls (or changes the method) and pays the balance: Auto Pay on
 * `methodId` for the core service, one new payment like `payment` from that method, and its
 * confirmation number on the page. Answers the payment.
 */
export async function expectEnrolledAndPaid(page: Page, accountId: string, before: StoredPayment[], methodId: string, payment: Partial<StoredPayment>) {
  const { autoPay, newPayments } = await recordsSince(accountId, before);
  expect(autoPay).toMatchObject({ enrolled: true, methodId, services: ['CORE'] });
  expect(newPayments).toHaveLength(1);
  expect(newPayments[0]).toMatchObject({ ...payment, methodId });
  await expect(page.getByTestId('ap-confirmation-number')).toHaveText(newPayments[0]!.confirmationNumber);
  return newPayments[0]!;
}

/** What the store holds for an account now, and the payments made since `before`. */
export async function recordsSince(accountId: string, before: StoredPayment[]) {
  const store = await readStore();
  return {
    autoPay: store.accounts.find((a) => a.id === accountId)!.autoPay,
    newPayments: store.payments.filter((p) => p.accountId === accountId && !before.some((b) => b.id === p.id)),
  };
}

export { LANGS, money, type Lang } from './lang';

/** The UI's words, per language. */
export const words = {
  en: {
    ...cardWords.en,
    ...expiringQuestionWords.en,
    enrollTitle: 'Enroll in Auto Pay',
    manageTitle: 'Manage Auto Pay',
    step: (n: number) => `Step ${n} of 3`,
    amountTitle: 'What Auto Pay will cover',
    methodTitle: 'Choose how Auto Pay pays',
    reviewTitle: 'Review and finish',
    next: 'Next',
    back: 'Back',
    cancel: 'Cancel',
    payToday: (amount: string) => `Pay ${amount} today`,
    coreServices: 'Core services',
    mobile: 'Mobile',
    mobileNoBank: "Auto Pay for Mobile can't use a bank account. Please choose a card.",
    servicesRequired: 'Please select a service for Auto Pay to cover.',
    expiredWhy: "This card has expired and can't be used for Auto Pay.",
    prepaidWhy: "Prepaid and gift cards can't be used for Auto Pay.",
    terms: 'I agree to the Auto Pay terms',
    termsRequired: 'Please accept the Auto Pay terms to continue.',
    discount: 'With Auto Pay you save $5.00 a month on your bill.',
    dayOf: (day: number) => `Day ${day} of each month`,
    none: 'None',
    payAndEnroll: (amount: string) => `Pay ${amount} and enroll`,
    enrollButton: 'Enroll in Auto Pay',
    successWithPayment: 'Your payment is made and Auto Pay is on',
    success: "You're enrolled in Auto Pay",
    partialTitle: 'Your payment went through, but Auto Pay is not set up',
    partial: (amount: string) => `Your payment of ${amount} went through, but we could not set up Auto Pay.`,
    failureTitle: 'Auto Pay was not set up',
    enrollError: "We couldn't enroll you in Auto Pay. Please try again later.",
    ok: 'OK',
    blockedTitle: "Auto Pay can't be set up for this account",
    disconnected: "Your service is disconnected, and disconnected accounts can't enroll in Auto Pay.",
    payPastDue: 'Pay past-due balance',
    payTitle: 'How much would you like to pay?',
    summaryTitle: 'Your Auto Pay',
    changeMethod: 'Change payment method',
    changeDate: 'Change debit date',
    cancelAutoPay: 'Cancel Auto Pay',
    newMethodTitle: 'Choose a new payment method',
    changeReviewTitle: 'Review the change',
    currentMethod: 'Current Auto Pay method',
    acceptPayment: (amount: string) => `Pay my balance of ${amount} today with the new payment method`,
    acceptRequired: "Please accept today's payment to change your Auto Pay method.",
    payAndChange: (amount: string) => `Pay ${amount} and change method`,
    changed: 'Your Auto Pay payment method is changed',
    changeFailure: 'Your Auto Pay payment method was not changed',
    changeError: "We couldn't update your Auto Pay payment method. Please try again later.",
    paymentFailed: 'Your payment did not go through, so nothing was changed',
    declined: 'This payment could not be processed. Try another payment method or contact your bank.',
    dateTitle: 'Change your debit date',
    day: (d: number) => `Day ${d}`,
    late: 'A payment on this day would be late: it comes after your bill is due. Please choose another day.',
    saveDay: 'Save debit date',
    dateChanged: 'Your debit date is changed',
    dateChangedText: (d: number) => `Auto Pay now debits your payment method on day ${d} of each month.`,
    dateNotChanged: 'Your debit date was not changed',
    dateError: "We couldn't change your Auto Pay debit date. Please try again later.",
    cancelDialog: 'Cancel Auto Pay?',
    keep: 'Keep Auto Pay',
    discountWarning: 'You will lose your Auto Pay discount of $5.00 a month.',
    cancelled: 'Auto Pay is cancelled',
    notCancelled: 'Auto Pay was not cancelled',
    cancelError: "We couldn't cancel your Auto Pay. Please try again later.",
    billing: 'Billing',
    on: 'On',
    off: 'Off',
    manage: 'Manage Auto Pay',
    backToManage: 'Back to Manage Auto Pay',
  },
  es: {
    ...cardWords.es,
    ...expiringQuestionWords.es,
    enrollTitle: 'Inscribirse en Pago automático',
    manageTitle: 'Administrar Pago automático',
    step: (n: number) => `Paso ${n} de 3`,
    amountTitle: 'Lo que cubrirá el Pago automático',
    methodTitle: 'Elija el método de pago del Pago automático',
    reviewTitle: 'Revise y finalice',
    next: 'Siguiente',
    back: 'Atrás',
    cancel: 'Cancelar',
    payToday: (amount: string) => `Pagar ${amount} hoy`,
    coreServices: 'Servicios principales',
    mobile: 'Móvil',
    mobileNoBank: 'El Pago automático de Móvil no puede usar una cuenta bancaria. Por favor, elija una tarjeta.',
    servicesRequired: 'Por favor, seleccione un servicio para que lo cubra el Pago automático.',
    expiredWhy: 'Esta tarjeta está vencida y no se puede usar para el Pago automático.',
    prepaidWhy: 'Las tarjetas prepagadas y de regalo no se pueden usar para el Pago automático.',
    terms: 'Acepto los términos del Pago automático',
    termsRequired: 'Por favor, acepte los términos del Pago automático para continuar.',
    discount: 'Con el Pago automático, ahorra $5.00 al mes en su factura.',
    dayOf: (day: number) => `El día ${day} de cada mes`,
    none: 'Ninguno',
    payAndEnroll: (amount: string) => `Pagar ${amount} e inscribirse`,
    enrollButton: 'Inscribirse en Pago automático',
    successWithPayment: 'Su pago se realizó y el Pago automático está activado',
    success: 'Está inscrito en el Pago automático',
    partialTitle: 'Su pago se realizó, pero el Pago automático no quedó configurado',
    partial: (amount: string) => `Su pago de ${amount} se realizó, pero no pudimos configurar el Pago automático.`,
    failureTitle: 'No se configuró el Pago automático',
    // spec billing §8: in Spanish every Auto Pay error is the one generic text
    enrollError: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    ok: 'OK',
    blockedTitle: 'No se puede configurar el Pago automático para esta cuenta',
    disconnected: 'Su servicio está desconectado, y las cuentas desconectadas no pueden inscribirse en el Pago automático.',
    payPastDue: 'Pagar el saldo vencido',
    payTitle: '¿Cuánto desea pagar?',
    summaryTitle: 'Su Pago automático',
    changeMethod: 'Cambiar el método de pago',
    changeDate: 'Cambiar la fecha de cobro',
    cancelAutoPay: 'Cancelar el Pago automático',
    newMethodTitle: 'Elija un nuevo método de pago',
    changeReviewTitle: 'Revise el cambio',
    currentMethod: 'Método actual del Pago automático',
    acceptPayment: (amount: string) => `Pagar hoy mi saldo de ${amount} con el nuevo método de pago`,
    acceptRequired: 'Por favor, acepte el pago de hoy para cambiar el método del Pago automático.',
    payAndChange: (amount: string) => `Pagar ${amount} y cambiar el método`,
    changed: 'Se cambió el método de pago del Pago automático',
    changeFailure: 'No se cambió el método de pago del Pago automático',
    changeError: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    paymentFailed: 'Su pago no se realizó, así que no se cambió nada',
    declined: 'No se pudo procesar este pago. Pruebe con otro método de pago o comuníquese con su banco.',
    dateTitle: 'Cambie su fecha de cobro',
    day: (d: number) => `Día ${d}`,
    late: 'Un pago en este día llegaría tarde: sería posterior al vencimiento de su factura. Por favor, elija otro día.',
    saveDay: 'Guardar la fecha de cobro',
    dateChanged: 'Se cambió su fecha de cobro',
    dateChangedText: (d: number) => `Ahora el Pago automático cobra a su método de pago el día ${d} de cada mes.`,
    dateNotChanged: 'No se cambió su fecha de cobro',
    dateError: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    cancelDialog: '¿Desea cancelar el Pago automático?',
    keep: 'Mantener el Pago automático',
    discountWarning: 'Perderá su descuento de Pago automático de $5.00 al mes.',
    cancelled: 'Se canceló el Pago automático',
    notCancelled: 'No se canceló el Pago automático',
    cancelError: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    billing: 'Facturación',
    on: 'Activado',
    off: 'Desactivado',
    manage: 'Administrar Pago automático',
    backToManage: 'Volver a Administrar Pago automático',
  },
} satisfies Record<Lang, Record<string, unknown>>;
export type Words = (typeof words)['en'];

/** Signs in, in that language, with no page loaded yet (the test opens its page next); the page's words in it. */
export const signInAs: (page: Page, username: string, lang: Lang) => Promise<Words> = signInWithWords(words);

/** Opens /billing/pay-bill?open=ap and waits for the page's heading. */
export async function openAutoPay(page: Page, title: string): Promise<void> {
  await page.goto('/billing/pay-bill?open=ap');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
