import type { APIRequestContext } from '@playwright/test';
import { GOOD_PASSWORD } from '../../machines/people/invitation-accept.model';
import { expectNoAxeViolations } from './support/axe';
import { expect, fillSignIn, summarySettled, test } from './support/fixtures';
import { invitationOpen as open, fillCredentials as fill } from './support/invitation';
import { LANGS } from './support/lang';
import { control } from './support/portal-server';
import { readStore } from './support/store';

/**
 * Accepting an invitation at /create-sub-account in English and Spanish, against the
 * real backend, with nobody signed in. One walk per language reaches every outcome of
 * machines/people/invitation-accept.ts: the owner invites a person (the API, as the people page does) and
 * the link is read from the simulated outbox; the invitation unavailable then opened; refused on the
 * form (the rules), refused by the server (a username in use); failed (nothing written); accepted,
 * then signed in with the chosen username and password; the link again (not valid: used); a second
 * invitation expired on the server clock. The field rules are held by tests/unit and tests/server.
 */
const words = {
  en: { title: 'Accept your invitation', accepted: "You're all set", invalid: 'This invitation link is not valid', expired: 'This invitation has expired' },
  es: { title: 'Acepte su invitación', accepted: 'Todo listo', invalid: 'Este enlace de invitación no es válido', expired: 'Esta invitación venció' },
};
const failedTitle = { en: "We couldn't set up your sign-in", es: 'No pudimos crear su acceso' };
const errorText = {
  en: { required: 'Choose a password.', taken: 'That username is already in use. Choose another e-mail address.' },
  es: { required: 'Elija una contraseña.', taken: 'Ese nombre de usuario ya está en uso. Elija otro correo electrónico.' },
};

type Outbox = { messages: { kind: string; to: string; link?: string }[] };
type StoredUser = { username: string; status?: string; invitation?: unknown };
const userNamed = async (username: string) => ((await readStore()) as unknown as { users: StoredUser[] }).users.find((u) => u.username === username);

/** The owner invites `email` (the people page's call, from its own API context); the link the outbox got. */
async function invite(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/pub/sbnetloginedge/login', { data: { username: 'owner@acme.example', password: 'Portal-demo-1' } })).ok()).toBe(true);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const reply = await request.post('/selfservice/graph', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: {
      query: 'mutation($input: InvitePersonInput!) { invitePerson(input: $input) { id } }',
      variables: { input: { firstName: 'Nina', lastName: 'Park', email, role: 'STANDARD' } },
    },
  });
  expect(await reply.text()).not.toMatch(/token/i);
  const { messages } = (await (await control('/outbox')).json()) as Outbox;
  const link = messages.filter((m) => m.kind === 'invitation' && m.to === email).at(-1)?.link;
  if (!link) throw new Error(`no invitation was sent to ${email}`);
  return link;
}

for (const lang of LANGS) {
  test(`an invited person accepts, then signs in; refused, failed, used and expired links (${lang})`, async ({ page, request, backend }) => {
    const w = words[lang];
    const email = `nina.park.${lang}@acme.example`;
    const link = await invite(request, email);
    expect(link).toMatch(/^\/create-sub-account\?token=[A-Za-z0-9_-]{43}$/);

    // unavailable, then opened on the retry; the address invited is the username offered
    await backend.fault('invitation', 'SERVICE_UNAVAILABLE');
    await open(page, link, lang);
    await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator('#invitation-username')).toHaveValue(email);

    // refused by the rules: nothing sent, the field takes the focus and says why
    await page.getByTestId('invitation-submit').click();
    await expect(page.getByTestId('invitation-password-error')).toHaveText(errorText[lang].required);
    await expect(page.locator('#invitation-password')).toBeFocused();
    await expectNoAxeViolations(page, `invitation refused (${lang})`);
    // refused by the server: a username someone signs in with
    await fill(page, 'staff@acme.example', GOOD_PASSWORD);
    await page.getByTestId('invitation-submit').click();
    await expect(page.getByTestId('invitation-username-error')).toHaveText(errorText[lang].taken);
    await expect(page.locator('#invitation-username')).toBeFocused();

    // failed: nothing written, the link still works
    await fill(page, email, GOOD_PASSWORD);
    await backend.fault('acceptInvitation', 'SERVICE_UNAVAILABLE');
    await page.getByTestId('invitation-submit').click();
    await expect(page.getByRole('heading', { level: 1, name: failedTitle[lang] })).toBeFocused();
    expect(await userNamed(email)).toMatchObject({ status: 'INVITED' });

    // accepted, and the sign-in works with the chosen username and password
    await open(page, link, lang);
    await fill(page, email, GOOD_PASSWORD);
    await page.getByTestId('invitation-submit').click();
    await expect(page.getByTestId('invitation-accepted')).toContainText(email);
    await expect(page.getByRole('heading', { level: 1, name: w.accepted })).toBeFocused();
    await expectNoAxeViolations(page, `invitation accepted (${lang})`);
    const stored = await userNamed(email);
    expect(stored?.status).toBe('ACTIVE');
    expect(stored?.invitation).toBeUndefined();
    await page.getByTestId('invitation-accepted').getByRole('link').click();
    await expect(page).toHaveURL(/\/login$/);
    if (lang === 'es') await page.getByRole('button', { name: 'English' }).click();
    await fillSignIn(page, email, GOOD_PASSWORD);
    await summarySettled(page);

    // the same link again: used, so not valid
    await open(page, link, lang);
    await expect(page.getByTestId('invitation-invalid')).toContainText(w.invalid);

    // a second invitation, past its 7 days on the server clock
    const second = await invite(request, `late.${email}`);
    await backend.post('/clock', { advanceSeconds: 8 * 86_400 });
    await open(page, second, lang);
    await expect(page.getByRole('heading', { level: 1, name: w.expired })).toBeFocused();
  });
}
