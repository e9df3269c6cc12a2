import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { signInAt, type Lang } from './lang';
import { control } from './portal-server';
import { readStore } from './store';
import type { OutboxMessage } from '../../../src/server/outbox';
import { lastCode } from '../../support/outbox';

/** The one-time code the simulated gateway delivered last to a contact (test mode only: `GET /__control/outbox`). */
export async function sentCode(contactId: string): Promise<string> {
  const { messages } = (await (await control('/outbox')).json()) as { messages: OutboxMessage[] };
  return lastCode(messages, contactId);
}
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Profile & Settings (issue 17) open and loaded, signed in as `username` in `lang`. */
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
