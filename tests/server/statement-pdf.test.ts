import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { adjustmentsOf } from '../../src/domain/statement';
import type { PdfLanguage } from '../../src/domain/statement';
import { pdfDate, pdfMoney } from '../../src/server/statement-pdf';
import type { Store } from '../../src/server/store/records';
import { ROOT } from '../support/backend';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';

// The printable statement: GET /api/pub/billing/v1/statements/{id}/pdf, read back with
// pdfjs-dist as a PDF reader would, so every figure must be real, extractable text.

const backend = backendPerFile();
const standardFontDataUrl = join(ROOT, 'node_modules/pdfjs-dist/standard_fonts/');

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, standardFontDataUrl, disableFontFace: true, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n');
}

async function getPdf(client: Client, id: string, query = '') {
  const response = await client.fetch(`${backend.url}/api/pub/billing/v1/statements/${id}/pdf${query}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function storeFor(username: string) {
  const store = (await control.store(backend.url)) as Store;
  const user = store.users.find((u) => u.username === username)!;
  const account = store.accounts.find((a) => a.id === user.accountId)!;
  const statements = store.statements.filter((s) => s.accountId === account.id).sort((a, b) => b.statementDate.localeCompare(a.statementDate));
  return { account, statements };
}

describe('GET /api/pub/billing/v1/statements/{id}/pdf', () => {
  for (const [username, lang] of [
    ['owner@acme.example', 'en'],
    ['mobile@fleet.example', 'es'],
    ['cashonly@southside.example', 'en'],
  ] as const) {
    it(`${username} (${lang}): a PDF with the account, the period, every line and the totals as text`, async () => {
      const client = await signedIn(backend.url, username);
      const { account, statements } = await storeFor(username);
      for (const statement of statements.slice(0, 2)) {
        const { response, bytes } = await getPdf(client, statement.id, `?lang=${lang}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statement-${account.accountNumber}-${statement.statementDate}.pdf"`);
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
        const text = await pdfText(bytes);
        const l: PdfLanguage = lang;
        expect(text).toContain(account.accountNumber);
        expect(text).toContain(account.companyName);
        expect(text).toContain(pdfDate(statement.statementDate, l));
        expect(text).toContain(pdfDate(statement.servicePeriodFrom, l));
        expect(text).toContain(pdfDate(statement.servicePeriodThru, l));
        for (const line of statement.lineItems) {
          expect(text, line.description).toContain(line.description);
          expect(text, line.description).toContain(pdfMoney(line.amount, l));
        }
        for (const total of [
          statement.previousBalance,
          statement.paymentsReceived === 0 ? 0 : -statement.paymentsReceived,
          adjustmentsOf(statement),
          statement.currentCharges,
          statement.totalDue,
        ]) {
          expect(text).toContain(pdfMoney(total, l));
        }
        expect(text).toContain(lang === 'es' ? 'Total a pagar' : 'Total due');
      }
    });
  }

  it('is the signed-in account’s only: another account’s statement is NOT_FOUND in the contract’s shape', async () => {
    const { statements } = await storeFor('autopay@brightline.example');
    const client = await signedIn(backend.url, 'owner@acme.example');
    const response = await client.request('GET', `/api/pub/billing/v1/statements/${statements[0]!.id}/pdf`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errorCode: 'NOT_FOUND', message: expect.any(String) });
  });

  it('refuses a language it does not have, roles without billing access, and no session', async () => {
    const { statements } = await storeFor('owner@acme.example');
    const path = `/api/pub/billing/v1/statements/${statements[0]!.id}/pdf`;
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const bad = await owner.request('GET', `${path}?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', issues: [{ path: ['lang'] }] });
    const staff = await signedIn(backend.url, 'staff@acme.example');
    expect((await staff.request('GET', path)).body).toMatchObject({ errorCode: 'FORBIDDEN' });
    const nobody = await (await fetch(`${backend.url}${path}`)).json();
    expect(nobody).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });

  it('answers an armed fault (printable statement unavailable) with its error, then works again', async () => {
    const { statements } = await storeFor('owner@acme.example');
    const client = await signedIn(backend.url, 'owner@acme.example');
    await control.fault(backend.url, { operation: 'statementPdf', errorCode: 'SERVICE_UNAVAILABLE', times: 1 });
    const failed = await client.request('GET', `/api/pub/billing/v1/statements/${statements[0]!.id}/pdf`);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect((await getPdf(client, statements[0]!.id)).response.status).toBe(200);
  });
});
