import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signInAt, type Lang } from './lang';
import { control } from './portal-server';
import { readStore } from './store';
import type { OutboxMessage } from '../../../src/server/outbox';
import { lastCode } from '../../support/outbox';

/**
 * The one-time code the simulated gateway delivered last to a contact (test mode only: `GET
 * /__control/outbox`), waited for: the click that sends it can return before the server has
 * (one clean-clone run read the outbox first and found nothing).
 */
export async function sentCode(contactId: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await control('/outbox')).json()) as { messages: OutboxMessage[] };
        try {
          code = lastCode(messages, contactId);
        } catch {
          code = undefined; // not sent yet
        }
        return code !== undefined;
      },
      { message: `a code sent to ${contactId}` },
    )
    .toBe(true);
  return code!;
}
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * A verify dialog (showing the contact `masked`) sends a code to `contactId`: the code dialog
 * opens, the code is nowhere in the page, and a wrong code is typed in it. The caller submits it.
 */
export async function sendCodeTypeWrong(
  page: Page,
  dialog: Locator,
  contact: { id: string; masked: string },
  words: { send: string; codeTitle: string; code: string },
): Promise<{ codeDialog: Locator; code: string }> {
  await expect(dialog).toContainText(contact.masked);
  await dialog.getByRole('button', { name: words.send }).click();
  const codeDialog = page.getByRole('dialog', { name: words.codeTitle });
  const code = await sentCode(contact.id);
  expect(await page.content()).not.toContain(code);
  await codeDialog.getByLabel(words.code).fill(wrongCode(code));
  return { codeDialog, code };
}

/** Profile & Settings open and loaded, signed in as `username` in `lang`. */
export async function openProfile(page: Page, username: string, lang: Lang, path = '/user-preferences') {
  await signInAt(page, username, path, lang);
  await expect(page.getByRole('heading', { level: 1, name: lang === 'es' ? 'Perfil y configuración' : 'Profile & Settings' })).toBeVisible();
  await expect(page.locator('.page.profile')).toHaveAttribute('data-state', '"showing"');
}

interface ProfileRecords {
  contacts: { id: string; verified: boolean }[];
  communicationPreferences: { accountId: string; contactId: string; serviceEventCode: string }[];
}
/** The contacts and preferences as the store has them. */
export const profileRecords = async (): Promise<ProfileRecords> => (await readStore()) as unknown as ProfileRecords;
