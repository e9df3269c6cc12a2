import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatCents, formatIsoDate } from '../domain/display-format';
import { adjustmentsOf, statementSections, type DisplaySection, type PdfLanguage } from '../domain/statement';
import type { AccountRecord, StatementRecord } from './store/records';

// The printable statement (spec billing §2): the same record the digital statement shows, laid
// out by pdf-lib with real text (Helvetica, WinAnsi), in the language the page asked for. Line
// descriptions are the provider's own words and stay as billed.

const WORDS = {
  en: {
    title: 'Business statement',
    accountNumber: 'Account number',
    company: 'Company',
    statementDate: 'Statement date',
    servicePeriod: 'Service period',
    dueDate: 'Due date',
    previousActivity: 'Previous activity',
    previousBalance: 'Previous balance',
    payments: 'Payments received',
    adjustments: 'Adjustments',
    currentCharges: 'Current charges',
    totalDue: 'Total due',
    sectionTotal: 'Total',
    page: 'Page',
    to: 'to',
  },
  es: {
    title: 'Estado de cuenta comercial',
    accountNumber: 'Número de cuenta',
    company: 'Empresa',
    statementDate: 'Fecha del estado de cuenta',
    servicePeriod: 'Período de servicio',
    dueDate: 'Fecha de vencimiento',
    previousActivity: 'Actividad anterior',
    previousBalance: 'Saldo anterior',
    payments: 'Pagos recibidos',
    adjustments: 'Ajustes',
    currentCharges: 'Cargos actuales',
    totalDue: 'Total a pagar',
    sectionTotal: 'Total',
    page: 'Página',
    to: 'al',
  },
} as const;

const SECTION_WORDS: Record<PdfLanguage, Record<DisplaySection, string>> = {
  en: {
    INTERNET: 'Internet',
    TV: 'TV',
    VOICE: 'Business Phone',
    MOBILE: 'Mobile plans',
    DEVICE_INSTALLMENTS: 'Device installments',
    ADDITIONAL: 'Additional charges',
    CREDITS: 'Credits',
    TAXES_FEES: 'Taxes and fees',
  },
  es: {
    INTERNET: 'Internet',
    TV: 'TV',
    VOICE: 'Teléfono comercial',
    MOBILE: 'Planes móviles',
    DEVICE_INSTALLMENTS: 'Cuotas de equipos',
    ADDITIONAL: 'Cargos adicionales',
    CREDITS: 'Créditos',
    TAXES_FEES: 'Impuestos y cargos',
  },
};

/** Standard fonts encode WinAnsi only: no-break spaces of Intl's output become plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** The pages' formatting (src/domain/display-format.ts), in the fonts' characters. */
export const pdfMoney = (cents: number, lang: PdfLanguage) => plain(formatCents(cents, lang));
export const pdfDate = (isoDate: string, lang: PdfLanguage) => plain(formatIsoDate(isoDate, lang));

export function statementPdfFileName(account: AccountRecord, statement: StatementRecord): string {
  return `statement-${account.accountNumber}-${statement.statementDate}.pdf`;
}

const PAGE = { width: 612, height: 792, margin: 54 };

export async function statementPdf(account: AccountRecord, statement: StatementRecord, lang: PdfLanguage, createdAt: Date): Promise<Uint8Array> {
  const w = WORDS[lang];
  // pdf-lib is loaded with the first statement asked for, not when the server starts: a fifth of
  // a second of every start (the tests start the backend about seventy times), for a file few ask for
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${w.title} ${statement.statementDate}`);
  doc.setSubject(`${account.companyName} ${account.accountNumber}`);
  doc.setLanguage(lang === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const newPageIfNeeded = (space: number) => {
    if (y - space >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const text = (s: string, x: number, size: number, font: PDFFont) => page.drawText(plain(s), { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  const row = (label: string, amount: string, opts: { size?: number; font?: PDFFont; indent?: number } = {}) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    newPageIfNeeded(size + 4);
    text(label, PAGE.margin + (opts.indent ?? 0), size, font);
    text(amount, right - font.widthOfTextAtSize(plain(amount), size), size, font);
    y -= size + 6;
  };
  const heading = (s: string, size = 12) => {
    newPageIfNeeded(size + 24);
    y -= 6;
    text(s, PAGE.margin, size, bold);
    y -= size + 6;
  };

  text(w.title, PAGE.margin, 18, bold);
  y -= 30;
  row(w.company, account.companyName);
  row(w.accountNumber, account.accountNumber);
  row(w.statementDate, pdfDate(statement.statementDate, lang));
  row(w.servicePeriod, `${pdfDate(statement.servicePeriodFrom, lang)} ${w.to} ${pdfDate(statement.servicePeriodThru, lang)}`);
  row(w.dueDate, pdfDate(statement.dueDate, lang));

  heading(w.previousActivity);
  row(w.previousBalance, pdfMoney(statement.previousBalance, lang), { indent: 12 });
  // what payments took off, never written as -$0.00
  row(w.payments, pdfMoney(statement.paymentsReceived === 0 ? 0 : -statement.paymentsReceived, lang), { indent: 12 });
  row(w.adjustments, pdfMoney(adjustmentsOf(statement), lang), { indent: 12 });

  heading(w.currentCharges);
  for (const group of statementSections(statement.lineItems)) {
    heading(SECTION_WORDS[lang][group.section], 11);
    for (const line of group.lines) row(line.description, pdfMoney(line.amount, lang), { indent: 12 });
    row(`${w.sectionTotal} ${SECTION_WORDS[lang][group.section]}`, pdfMoney(group.total, lang), { indent: 12, font: bold });
  }
  y -= 6;
  row(w.currentCharges, pdfMoney(statement.currentCharges, lang), { font: bold, size: 11 });
  row(w.totalDue, pdfMoney(statement.totalDue, lang), { font: bold, size: 13 });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `${w.page} ${i + 1} / ${pages.length}`;
    p.drawText(label, { x: right - regular.widthOfTextAtSize(label, 8), y: PAGE.margin / 2, size: 8, font: regular, color: rgb(0.4, 0.4, 0.45) });
  });
  return doc.save();
}
