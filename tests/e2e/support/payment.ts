import type { Page } from '@playwright/test';
import { addDays } from '../../../src/domain/dates';
import { formatUsDate } from '../../../src/domain/payment-date';
import { cardWords } from './card-form';
import { expect } from './fixtures';
import { expiringQuestionWords } from './method-step';
import { signInWithLanguage, signInWithWords, type Lang } from './lang';

/**
 * Helpers for the one-time payment's browser tests: the backend's records, the business day,
 * and the words the page shows in each language (the Spanish ones are the catalog's).
 */

export { accountOf, methodsOf, paymentsOf, type StoredPayment } from './store';

/** MM/DD/YY, `offset` days from `today` (the server's business day: the `today` fixture). */
export const usDay = (today: string, offset: number): string => formatUsDate(addDays(today, offset));
export { expiryIn } from './card-form';

export { LANGS, money, type Lang } from './lang';

/** The UI's words, per language (the Spanish ones are the catalog's translations). */
export const words = {
  en: {
    ...cardWords.en,
    ...expiringQuestionWords.en,
    payBill: 'Pay bill',
    next: 'Next',
    back: 'Back',
    cancel: 'Cancel',
    submit: 'Submit payment',
    amountLabel: 'Payment amount',
    dateLabel: 'Payment date',
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    amountTitle: 'How much would you like to pay?',
    methodTitle: 'Choose a payment method',
    dateTitle: 'When should we take the payment?',
    reviewTitle: 'Review your payment',
    linkTitle: 'Link your bank',
    newCard: 'Add a new card',
    useBank: 'Use a bank account',
    linkBank: 'Link your bank online',
    saveCard: 'Save this card for future payments',
    autoPay: 'Enroll in Auto Pay with this payment method',
    paperless: 'Switch to paperless billing',
    overpayTitle: 'Pay more than the amount due?',
    confirm: 'Confirm',
    changeAmount: 'Change amount',
    complete: 'Thank you! Your payment is complete',
    processing: 'Thank you! Your payment is being processed',
    scheduled: 'Your payment is scheduled',
    notMade: 'Your payment was not made',
    statusSuccess: 'Completed',
    statusPending: 'In Progress',
    statusScheduled: 'Scheduled',
    reflect: 'It may take up to 24 hours for this payment to show on your account.',
    restoring: 'We are restoring your service. This usually takes about 5 minutes; this page follows it.',
    partialLead: "Your payment went through, but we couldn't finish everything you asked for:",
    partialAutoPay: 'Auto Pay enrollment',
    partialPaperless: 'Paperless enrollment',
    partialSave: 'Saving the payment method',
    declined: 'This payment could not be processed. Try another payment method or contact your bank.',
    cvvFailed: "Your request could not be completed: the card's security code (CVV) could not be verified.",
    generic: "Sorry, something didn't work as it should. Please try again later.",
    ok: 'OK',
    tryAnother: 'Try another payment',
    backToSummary: 'Back to Account Summary',
    noAnswer: "We didn't get an answer",
    tryAgain: 'Try again',
    amountRange: (min: string, max: string) => `Please enter a payment amount between ${min} and ${max}.`,
    amountInvalid: 'Please enter a valid payment amount.',
    datePast: "The payment date can't be in the past.",
    dateTooFar: (last: string) => `Please choose a date no later than ${last}.`,
    dateInvalid: 'Please enter a valid date as MM/DD/YY.',
    mustPayToday: 'Because your account has a past-due balance or is not active, the payment must be made today.',
    methodRequired: 'Please choose a payment method.',
    cvvRequired: "Please enter the card's security code (CVV).",
    expired: 'Expired',
    expiringSoon: 'Expires soon',
    prepaid: 'Prepaid',
    notAccepted: 'Not accepted on this account',
    noCards: 'This account does not accept card payments. Please use a bank account.',
    numberInvalid: 'Please enter a valid card number.',
    amexCvv: 'American Express security codes are 4 digits.',
    zipInvalid: 'Please enter a 5-digit ZIP code.',
    textCharacters: "Please use letters, numbers and punctuation only. Invisible and control characters can't be used.",
    noOnline: 'This account does not accept online payments. Please find a store near you to make your payment.',
    findStore: 'Find a store',
    stores: 'Payment centers',
    quickPay: (amount: string) => `Pay ${amount} now`,
    payAnotherWay: 'Pay another way',
  },
  es: {
    ...cardWords.es,
    ...expiringQuestionWords.es,
    payBill: 'Pagar factura',
    next: 'Siguiente',
    back: 'Atrás',
    cancel: 'Cancelar',
    submit: 'Enviar pago',
    amountLabel: 'Monto del pago',
    dateLabel: 'Fecha de pago',
    step: (n: number, of: number) => `Paso ${n} de ${of}`,
    amountTitle: '¿Cuánto desea pagar?',
    methodTitle: 'Elija un método de pago',
    dateTitle: '¿Cuándo desea que se realice el pago?',
    reviewTitle: 'Revise su pago',
    linkTitle: 'Vincular su banco',
    newCard: 'Agregar una tarjeta nueva',
    useBank: 'Usar una cuenta bancaria',
    linkBank: 'Vincular su banco en línea',
    saveCard: 'Guardar esta tarjeta para pagos futuros',
    autoPay: 'Inscribirme en Pago automático con este método de pago',
    paperless: 'Cambiar a facturación sin papel',
    overpayTitle: '¿Desea pagar más del monto adeudado?',
    confirm: 'Confirmar',
    changeAmount: 'Cambiar el monto',
    complete: '¡Gracias! Su pago se completó',
    processing: '¡Gracias! Su pago se está procesando',
    scheduled: 'Su pago está programado',
    notMade: 'Su pago no se realizó',
    statusSuccess: 'Completado',
    statusPending: 'En Proceso',
    statusScheduled: 'Programado',
    reflect: 'Este pago puede tardar hasta 24 horas en reflejarse en su cuenta.',
    restoring: 'Estamos restableciendo su servicio. Suele tardar unos 5 minutos; esta página lo sigue.',
    partialLead: 'Su pago se realizó, pero no pudimos completar todo lo que solicitó:',
    partialAutoPay: 'Inscripción en Pago automático',
    partialPaperless: 'Inscripción en facturación sin papel',
    partialSave: 'Guardar el método de pago',
    declined: 'No se pudo procesar este pago. Pruebe con otro método de pago o comuníquese con su banco.',
    cvvFailed: 'No se pudo completar su solicitud: no se pudo verificar el código de seguridad (CVV) de la tarjeta.',
    generic: 'Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde.',
    ok: 'OK',
    tryAnother: 'Intentar otro pago',
    backToSummary: 'Volver al Resumen de cuenta',
    noAnswer: 'No recibimos respuesta',
    tryAgain: 'Intentar de nuevo',
    amountRange: (min: string, max: string) => `Por favor, ingrese un monto de pago entre ${min} y ${max}.`,
    amountInvalid: 'Por favor, ingrese un monto de pago válido.',
    datePast: 'La fecha de pago no puede estar en el pasado.',
    dateTooFar: (last: string) => `Por favor, elija una fecha no posterior al ${last}.`,
    dateInvalid: 'Por favor, ingrese una fecha válida en formato MM/DD/AA.',
    mustPayToday: 'Como su cuenta tiene un saldo vencido o no está activa, el pago debe realizarse hoy.',
    methodRequired: 'Por favor, elija un método de pago.',
    cvvRequired: 'Por favor, ingrese el código de seguridad (CVV) de la tarjeta.',
    expired: 'Vencida',
    expiringSoon: 'Vence pronto',
    prepaid: 'Prepagada',
    notAccepted: 'No se acepta en esta cuenta',
    noCards: 'Esta cuenta no acepta pagos con tarjeta. Por favor, use una cuenta bancaria.',
    numberInvalid: 'Por favor, ingrese un número de tarjeta válido.',
    amexCvv: 'El código de seguridad de American Express tiene 4 dígitos.',
    zipInvalid: 'Por favor, ingrese un código postal de 5 dígitos.',
    textCharacters: 'Por favor, use solo letras, números y signos de puntuación. No se pueden usar caracteres invisibles ni de control.',
    noOnline: 'Esta cuenta no acepta pagos en línea. Por favor, busque una tienda cercana para realizar su pago.',
    findStore: 'Buscar una tienda',
    stores: 'Centros de pago',
    quickPay: (amount: string) => `Pagar ${amount} ahora`,
    payAnotherWay: 'Pagar de otra forma',
  },
} satisfies Record<Lang, Record<string, unknown>>;
export type Words = (typeof words)['en'];

/** Signs in, in that language, with no page loaded yet (the test opens its page next); the page's words in it. */
export const signInAs: (page: Page, username: string, lang: Lang) => Promise<Words> = signInWithWords(words);

/** Signs in, in that language, landing on the summary as the login page does; the page's words in it. */
export async function signInOnSummary(page: Page, username: string, lang: Lang): Promise<Words> {
  await signInWithLanguage(page, username, lang);
  return words[lang];
}

/** Opens the payment and waits for its first step. */
export async function openPayment(page: Page, w: Words, open: 'otp' | 'fdp' = 'otp'): Promise<void> {
  await page.goto(`/billing/pay-bill?open=${open}`);
  await expect(page.getByRole('heading', { level: 2, name: open === 'fdp' ? w.dateTitle : w.amountTitle })).toBeVisible();
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Step "amount" → "method" with a given amount (in dollars as typed). */
export async function amountStep(page: Page, w: Words, text: string): Promise<void> {
  await page.getByLabel(w.amountLabel).fill(text);
  await page.getByRole('button', { name: w.next }).click();
}

/** Acme's payment of $20.00, past the amount step: its words. */
export async function acmeAtMethodStep(page: Page, lang: Lang): Promise<Words> {
  const w = await signInAs(page, 'owner@acme.example', lang);
  await openPayment(page, w);
  await amountStep(page, w, '20');
  return w;
}

/** Chooses a saved card and types its CVV, then Next. */
export async function savedCardStep(page: Page, w: Words, brand: string, last4: string, cvv: string): Promise<void> {
  await expect(stepHeading(page, w.methodTitle)).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(w.ending(brand, last4)) }).check();
  await page.getByLabel(w.cvv).fill(cvv);
  await page.getByRole('button', { name: w.next }).click();
}
