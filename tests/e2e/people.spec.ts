import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Backend } from './support/fixtures';
import { LANGS, type Lang, signInAt, signedIn } from './support/lang';
import { readStore } from './support/store';

/**
 * People and roles in English and Spanish against the real backend. One walk per
 * language reaches every outcome of the four flows: the list unavailable then loaded (via the
 * /manage-users redirect); the invitation refused on the form, refused by the server (an e-mail of
 * another account), edited, sent, failed and cancelled; a role refused (the same), changed, failed
 * and cancelled; a person suspended, kept, reactivated, failed to remove and removed; the store read
 * after each. A STANDARD user reads the list with no control. The field rules themselves are held
 * by tests/server/people.test.ts.
 */
const words = {
  en: {
    title: 'People and roles',
    retry: 'Try again',
    invite: 'Invite a person',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail address (their username)',
    review: 'Review',
    send: 'Send invitation',
    edit: 'Edit',
    cancel: 'Cancel',
    nameRequired: 'Enter the name.',
    taken: 'This e-mail address already signs in to the portal. Use another one.',
    invited: 'Invitation sent to Ana Reyes at ana.reyes@acme.example.',
    invitedStatus: 'Invited',
    failure: "Sorry, that didn't go through. Nothing was changed.",
    changeRole: 'Change role of Luis Ortega',
    newRole: 'New role for Luis Ortega',
    saveRole: 'Save role',
    sameRole: 'Choose a role other than the one this person has.',
    admin: 'Administrator',
    roleChanged: 'Luis Ortega is now: Administrator.',
    suspend: 'Suspend Luis Ortega',
    suspendTitle: 'Suspend Luis Ortega?',
    suspendConfirm: 'Suspend',
    keep: 'Keep as is',
    suspended: 'Suspended',
    reactivate: 'Reactivate Luis Ortega',
    reactivateConfirm: 'Reactivate',
    active: 'Active',
    remove: 'Remove Luis Ortega',
    removeConfirm: 'Remove',
    removed: 'Luis Ortega was removed from the account',
    ok: 'OK',
  },
  es: {
    title: 'Personas y roles',
    retry: 'Intentar de nuevo',
    invite: 'Invitar a una persona',
    first: 'Nombre',
    last: 'Apellido',
    email: 'Correo electrónico (su nombre de usuario)',
    review: 'Revisar',
    send: 'Enviar invitación',
    edit: 'Editar',
    cancel: 'Cancelar',
    nameRequired: 'Ingrese el nombre.',
    taken: 'Este correo electrónico ya se usa para iniciar sesión en el portal. Use otro.',
    invited: 'Se envió la invitación a Ana Reyes en ana.reyes@acme.example.',
    invitedStatus: 'Invitado',
    failure: 'Lo sentimos, no se pudo completar. No se cambió nada.',
    changeRole: 'Cambiar rol de Luis Ortega',
    newRole: 'Nuevo rol para Luis Ortega',
    saveRole: 'Guardar rol',
    sameRole: 'Elija un rol distinto del que ya tiene esta persona.',
    admin: 'Administrador',
    roleChanged: 'Luis Ortega ahora tiene el rol: Administrador.',
    suspend: 'Suspender a Luis Ortega',
    suspendTitle: '¿Suspender a Luis Ortega?',
    suspendConfirm: 'Suspender',
    keep: 'Dejar como está',
    suspended: 'Suspendido',
    reactivate: 'Reactivar a Luis Ortega',
    reactivateConfirm: 'Reactivar',
    active: 'Activo',
    remove: 'Eliminar a Luis Ortega',
    removeConfirm: 'Eliminar',
    removed: 'Luis Ortega se eliminó de la cuenta',
    ok: 'OK',
  },
};

type Words = (typeof words)['en'];
type StoredUser = { id: string; username: string; role: string; status?: string };
const users = async () => ((await readStore()) as unknown as { users: StoredUser[] }).users;
const luis = async () => (await users()).find((u) => u.id === 'usr_4');
const shown = (page: Page) => expect(page.locator('.page.people')).toHaveAttribute('data-state', '"showing"');
const luisRow = (page: Page) => page.getByTestId('person-usr_4');

async function fillInvite(page: Page, w: Words, email: string) {
  await page.getByLabel(w.first, { exact: true }).fill('Ana');
  await page.getByLabel(w.last, { exact: true }).fill('Reyes');
  await page.getByLabel(w.email, { exact: true }).fill(email);
}

async function walkInvite(page: Page, backend: Backend, w: Words, lang: Lang) {
  // cancelled
  await page.getByRole('button', { name: w.invite }).click();
  await page.getByTestId('invite-form').getByRole('button', { name: w.cancel }).click();
  await expect(page.getByTestId('invite-form')).toBeHidden();
  await shown(page);
  // refused on the form: the first field takes the focus and says why
  await page.getByRole('button', { name: w.invite }).click();
  await expect(page.locator('#invite-title')).toBeFocused();
  await page.getByRole('button', { name: w.review }).click();
  await expect(page.getByTestId('invite-firstName-error')).toHaveText(w.nameRequired);
  await expect(page.getByLabel(w.first, { exact: true })).toBeFocused();
  await expectNoAxeViolations(page, `invite refused (${lang})`);
  // refused by the server: an e-mail that signs in to another account, back on the form
  await fillInvite(page, w, 'autopay@brightline.example');
  await page.getByRole('button', { name: w.review }).click();
  await expect(page.getByTestId('review-email')).toHaveText('autopay@brightline.example');
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByTestId('invite-email-error')).toHaveText(w.taken);
  await expect(page.getByLabel(w.email, { exact: true })).toBeFocused();
  // edited after the review, then sent
  await page.getByLabel(w.email, { exact: true }).fill('ana.reyes@acme.example');
  await page.getByLabel(w.email, { exact: true }).press('Enter');
  await page.getByRole('button', { name: w.edit }).click();
  await expect(page.getByLabel(w.first, { exact: true })).toHaveValue('Ana');
  await page.getByRole('button', { name: w.review }).click();
  await expectNoAxeViolations(page, `invite review (${lang})`);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByTestId('invite-saved')).toContainText(w.invited);
  await shown(page);
  await expect(page.getByTestId('people-list')).toContainText(w.invitedStatus);
  expect((await users()).filter((u) => u.username === 'ana.reyes@acme.example').map((u) => [u.role, u.status])).toEqual([['STANDARD', 'INVITED']]);
  // failed: nothing is added
  await backend.fault('invitePerson', 'SERVICE_UNAVAILABLE');
  await page.getByRole('button', { name: w.invite }).click();
  await fillInvite(page, w, 'bo.lind@acme.example');
  await page.getByRole('button', { name: w.review }).click();
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByTestId('people-failure')).toContainText(w.failure);
  expect((await users()).some((u) => u.username === 'bo.lind@acme.example')).toBe(false);
  await page.getByRole('button', { name: w.ok }).click();
}

async function walkRole(page: Page, backend: Backend, w: Words, lang: Lang) {
  // cancelled; the same role refused
  await page.getByRole('button', { name: w.changeRole }).click();
  await page.getByTestId('role-cancel').click();
  await shown(page);
  await page.getByRole('button', { name: w.changeRole }).click();
  await expect(page.getByLabel(w.newRole, { exact: true })).toBeFocused();
  await page.getByRole('button', { name: w.saveRole }).click();
  await expect(page.getByTestId('role-refusal')).toHaveText(w.sameRole);
  await expectNoAxeViolations(page, `role refused (${lang})`);
  // failed: Luis keeps his role
  await backend.fault('updatePersonRole', 'SERVICE_UNAVAILABLE');
  await page.getByLabel(w.newRole, { exact: true }).selectOption('ADMIN');
  await page.getByRole('button', { name: w.saveRole }).click();
  await expect(page.getByTestId('people-failure')).toBeVisible();
  expect((await luis())?.role).toBe('STANDARD');
  // changed
  await page.getByRole('button', { name: w.changeRole }).click();
  await page.getByLabel(w.newRole, { exact: true }).selectOption('ADMIN');
  await page.getByRole('button', { name: w.saveRole }).click();
  await expect(page.getByTestId('role-changed')).toContainText(w.roleChanged);
  await expect(luisRow(page).getByTestId('person-role')).toHaveText(w.admin);
  expect((await luis())?.role).toBe('ADMIN');
}

async function walkAccess(page: Page, backend: Backend, w: Words, lang: Lang) {
  // kept, then suspended
  await luisRow(page).getByRole('button', { name: w.suspend }).click();
  await page.getByRole('dialog', { name: w.suspendTitle }).getByRole('button', { name: w.keep }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect((await luis())?.status ?? 'ACTIVE').toBe('ACTIVE');
  await luisRow(page).getByRole('button', { name: w.suspend }).click();
  await expectNoAxeViolations(page, `suspend dialog (${lang})`);
  await page.getByRole('dialog').getByRole('button', { name: w.suspendConfirm, exact: true }).click();
  await expect(page.getByTestId('access-changed')).toBeVisible();
  await expect(luisRow(page).getByTestId('person-status')).toHaveText(w.suspended);
  expect((await luis())?.status).toBe('SUSPENDED');
  // reactivated
  await luisRow(page).getByRole('button', { name: w.reactivate }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.reactivateConfirm, exact: true }).click();
  await expect(luisRow(page).getByTestId('person-status')).toHaveText(w.active);
  expect((await luis())?.status).toBe('ACTIVE');
  // the removal fails, then is made
  await backend.fault('removePerson', 'SERVICE_UNAVAILABLE');
  await luisRow(page).getByRole('button', { name: w.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.removeConfirm, exact: true }).click();
  await expect(page.getByTestId('people-failure')).toBeVisible();
  expect(await luis()).toBeDefined();
  await luisRow(page).getByRole('button', { name: w.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.removeConfirm, exact: true }).click();
  await expect(page.getByTestId('access-changed')).toContainText(w.removed);
  await expect(luisRow(page)).toHaveCount(0);
  expect(await luis()).toBeUndefined();
}

for (const lang of LANGS) {
  const w = words[lang];
  test(`the owner invites, changes a role, suspends, reactivates and removes (${lang})`, async ({ page, backend }) => {
    test.setTimeout(90_000);
    await signedIn(page, 'owner@acme.example', lang);
    // the list unavailable first; /manage-users is the spec's path to it
    await backend.fault('people', 'SERVICE_UNAVAILABLE');
    await page.goto('/manage-users');
    await expect(page).toHaveURL(/\/user-preferences\/people$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('people-unavailable')).toBeVisible();
    await page.getByRole('button', { name: w.retry }).click();
    await shown(page);
    // the owner is offered nothing on their own row
    await expect(page.getByTestId('person-usr_1').getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, `people list (${lang})`);
    await walkInvite(page, backend, w, lang);
    await walkRole(page, backend, w, lang);
    await walkAccess(page, backend, w, lang);
  });
}

test('a STANDARD user reads the people of the account with no control that changes them; the Users path leads there', async ({ page }) => {
  await signInAt(page, 'staff@acme.example', '/manage-users/list', 'en');
  await expect(page).toHaveURL(/\/user-preferences\/people$/);
  await shown(page);
  await expect(page.getByTestId('people-read-only')).toBeVisible();
  await expect(page.getByTestId('person-usr_1').getByTestId('person-role')).toHaveText('Owner');
  await expect(page.getByTestId('people-card').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'people, read only');
});
