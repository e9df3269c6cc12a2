import { expect, mainMenu, signIn, test } from './support/fixtures';

/**
 * A role change "takes effect on the person's next request (their tabs and guards
 * follow)": Tom (ADMIN) has the portal open while the owner, in another browser context, makes him
 * STANDARD. Tom's next navigation inside the page (no reload, no sign-out) is answered with his new
 * role (src/routes/session-events.ts): the Billing tab goes, and a billing page he reaches with Back
 * is refused by its guard. Then the owner gives the role back, and the tab returns the same way.
 */
const TOM = 'usr_2';

test("an open page follows a role changed by an administrator: the tabs and guards of the person's new role", async ({ page, request }) => {
  await signIn(page, 'admin@acme.example');
  await mainMenu(page).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  // the owner, in a context of their own
  expect((await request.post('/api/pub/sbnetloginedge/login', { data: { username: 'owner@acme.example', password: 'Portal-demo-1' } })).ok()).toBe(true);
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const setRole = async (role: string) => {
    const reply = await request.post('/selfservice/graph', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: { query: 'mutation($input: UpdatePersonRoleInput!) { updatePersonRole(input: $input) { role } }', variables: { input: { personId: TOM, role } } },
    });
    expect(await reply.json()).toEqual({ data: { updatePersonRole: { role } } });
  };
  await setRole('STANDARD');

  // Tom's next navigation: the page follows his new role, still signed in
  await mainMenu(page).getByRole('link', { name: 'Profile & Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile & Settings' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Account Summary', 'Voice & Services', 'Profile & Settings']);
  // Back to the billing page: its guard now refuses it
  await page.goBack();
  await expect(page).not.toHaveURL(/\/billing/);
  await expect(page).not.toHaveURL(/\/login/);

  // given back: the tab returns on the next navigation
  await setRole('ADMIN');
  await mainMenu(page).getByRole('link', { name: 'Profile & Settings' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Billing' })).toBeVisible();
});
