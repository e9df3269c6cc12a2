import type { Page, Request } from '@playwright/test';
import { manyPayments, MARIAS_PAYMENT } from './support/audit';
import { expectNoAxeViolations } from './support/axe';
import { AUDIT_PAGE_SIZE } from '../../src/domain/audit';
import { expect, test } from './support/fixtures';
import { LANGS, signInAt, signedIn } from './support/lang';

/**
 * The audit trail in the browser, English and Spanish, against the real backend. An
 * administrator changes a person's role on the people page (a real write, recorded by the server),
 * follows the page's link to the trail and finds the change there beside the owner's earlier payment;
 * filters by person and by kind with the keyboard, down to the filtered-empty state; a read the
 * server fails says so and Try again loads it. A BILLING or STANDARD user sees why there is nothing,
 * and no trail is asked of the server. What the server records (every kind, no secret) is held by
 * tests/server/audit.test.ts.
 */
const words = {
  en: {
    people: 'People and roles',
    changeRole: 'Change role of Luis Ortega',
    newRole: 'New role for Luis Ortega',
    saveRole: 'Save role',
    link: 'See who changed what on the account',
    title: 'Account changes',
    person: 'Person',
    kind: 'Kind of change',
    everyone: 'Everyone',
    allChanges: 'All changes',
    peopleArea: 'People and roles',
    payments: 'Payments',
    roleChanged: "Changed a person's role",
    paid: 'Made a payment',
    roleChange: /Role: Standard user\s*→\s*to\s+Administrator/,
    noMatch: 'No changes match these filters.',
    failed: "The account's changes couldn't be loaded. Please try again.",
    retry: 'Try again',
    adminOnly: 'Only the account owner and administrators can see who changed what on the account.',
  },
  es: {
    people: 'Personas y roles',
    changeRole: 'Cambiar rol de Luis Ortega',
    newRole: 'Nuevo rol para Luis Ortega',
    saveRole: 'Guardar rol',
    link: 'Ver quién cambió qué en la cuenta',
    title: 'Cambios en la cuenta',
    person: 'Persona',
    kind: 'Tipo de cambio',
    everyone: 'Todas las personas',
    allChanges: 'Todos los cambios',
    peopleArea: 'Personas y roles',
    payments: 'Pagos',
    roleChanged: 'Cambió el rol de una persona',
    paid: 'Hizo un pago',
    roleChange: /Rol: Usuario estándar\s*→\s*a\s+Administrador/,
    noMatch: 'Ningún cambio coincide con estos filtros.',
    failed: 'No se pudieron cargar los cambios de la cuenta. Vuelva a intentarlo.',
    retry: 'Intentar de nuevo',
    adminOnly: 'Solo el titular de la cuenta y los administradores pueden ver quién cambió qué en la cuenta.',
  },
};

const rows = (page: Page) => page.getByTestId('audit-row');
/** The trail's read, as the page sends it (src/api/audit.ts). */
const isTrailRead = (request: Request) => request.method() === 'POST' && (request.postData() ?? '').includes('auditTrail');

for (const lang of LANGS) {
  const w = words[lang];

  test(`an administrator's role change is in the trail, filtered by person and kind; a failed read is tried again (${lang})`, async ({ page, backend }) => {
    await backend.resetTrail([MARIAS_PAYMENT]);
    await signedIn(page, 'admin@acme.example', lang);

    // the write: Tom Becker, an administrator, makes Luis Ortega an administrator too
    await page.goto('/user-preferences/people');
    await expect(page.getByRole('heading', { level: 1, name: w.people })).toBeVisible();
    await page.getByRole('button', { name: w.changeRole }).click();
    await page.getByLabel(w.newRole, { exact: true }).selectOption('ADMIN');
    await page.getByRole('button', { name: w.saveRole }).click();
    await expect(page.getByTestId('role-changed')).toBeVisible();

    // the trail, from the people page's link: the change first, then the owner's earlier payment
    await page.getByRole('link', { name: w.link }).click();
    await expect(page).toHaveURL(/\/user-preferences\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    const change = rows(page).first();
    await expect(change).toHaveAttribute('data-kind', 'PERSON_ROLE_CHANGED');
    await expect(change).toContainText('Tom Becker');
    await expect(change).toContainText(`${w.roleChanged}: Luis Ortega`);
    await expect(change).toContainText(w.roleChange);
    await expect(rows(page).nth(1)).toContainText('Maria Delgado');
    await expect(rows(page).nth(1)).toContainText(w.paid);
    await expect(rows(page).nth(1)).toContainText('•••• 4242');
    await expectNoAxeViolations(page, `audit trail (${lang})`);

    // by person, from the keyboard: the focus stays on the filter while the trail reloads
    const person = page.getByLabel(w.person, { exact: true });
    const kind = page.getByLabel(w.kind, { exact: true });
    await person.focus();
    await person.selectOption({ label: 'Maria Delgado' });
    await expect(page).toHaveURL(/person=usr_1/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute('data-kind', 'PAYMENT_MADE');
    await expect(person).toBeFocused();
    await expect(person).toHaveValue('usr_1');
    // the other person named in the list, chosen with the arrow keys
    await person.press('ArrowDown');
    await expect(page).toHaveURL(/person=usr_2/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute('data-kind', 'PERSON_ROLE_CHANGED');
    await expect(person).toBeFocused();

    // by kind: Tom made no payment (the filtered-empty state), then everyone's people changes
    await person.press('Tab');
    await expect(kind).toBeFocused();
    await kind.selectOption({ label: w.payments });
    await expect(page).toHaveURL(/kind=PAYMENTS/);
    await expect(page.getByTestId('audit-empty')).toHaveText(w.noMatch);
    await expect(rows(page)).toHaveCount(0);
    await expect(kind).toBeFocused();
    await expectNoAxeViolations(page, `audit trail, nothing matches (${lang})`);
    await person.selectOption({ label: w.everyone });
    await kind.selectOption({ label: w.peopleArea });
    await expect(page).toHaveURL(/kind=PEOPLE/);
    await expect(page).not.toHaveURL(/person=/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Tom Becker');
    // the back button undoes a filter: everyone's payments
    await page.goBack();
    await expect(page).toHaveURL(/kind=PAYMENTS/);
    await expect(kind).toHaveValue('PAYMENTS');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveAttribute('data-kind', 'PAYMENT_MADE');

    // the read fails: the catalogue's message, and Try again reads it again
    await backend.fault('auditTrail', 'SERVICE_UNAVAILABLE');
    await kind.selectOption({ label: w.allChanges });
    await expect(page.getByTestId('audit-unavailable')).toContainText(w.failed);
    await expect(rows(page)).toHaveCount(0);
    await expectNoAxeViolations(page, `audit trail, failed (${lang})`);
    await page.getByRole('button', { name: w.retry }).click();
    await expect(page.getByTestId('audit-unavailable')).toBeHidden();
    await expect(rows(page)).toHaveCount(2);
  });

  const reader = lang === 'en' ? { who: 'staff@acme.example', role: 'STANDARD' } : { who: 'billing@acme.example', role: 'BILLING' };
  test(`a ${reader.role} user is told the trail is for administrators, and nothing is read (${lang})`, async ({ page, backend }) => {
    await backend.resetTrail([MARIAS_PAYMENT]);
    await signedIn(page, reader.who, lang);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isTrailRead(request)) reads.push(request.url());
    });
    // the people page offers no link to it
    await page.goto('/user-preferences/people');
    await expect(page.getByRole('heading', { level: 1, name: w.people })).toBeVisible();
    await expect(page.getByTestId('people-card')).toBeVisible();
    await expect(page.getByRole('link', { name: w.link })).toHaveCount(0);
    await page.goto('/user-preferences/activity');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('audit-admin-only')).toHaveText(w.adminOnly);
    await expect(page.getByTestId('audit-table')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByText('Maria Delgado')).toHaveCount(0);
    expect(reads).toEqual([]);
    await expectNoAxeViolations(page, `audit trail, ${reader.role} (${lang})`);
  });
}

test('older changes a page at a time: the newest 25, then the rest', async ({ page, backend }) => {
  await backend.resetTrail(manyPayments(AUDIT_PAGE_SIZE + 1));
  await signInAt(page, 'owner@acme.example', '/user-preferences/activity', 'en');
  await expect(rows(page)).toHaveCount(AUDIT_PAGE_SIZE);
  // newest first: the last payment written leads, the first is on the next page
  await expect(rows(page).first()).toContainText(`C-2026-${1000 + AUDIT_PAGE_SIZE}`);
  await expect(page.getByText('C-2026-1000', { exact: false })).toHaveCount(0);
  await page.getByRole('link', { name: 'Show older changes' }).click();
  await expect(page).toHaveURL(new RegExp(`shown=${AUDIT_PAGE_SIZE * 2}`));
  await expect(rows(page)).toHaveCount(AUDIT_PAGE_SIZE + 1);
  await expect(rows(page).last()).toContainText('C-2026-1000');
  await expect(page.getByTestId('audit-more')).toHaveCount(0);
});
