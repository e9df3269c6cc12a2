import { z } from 'zod/mini';
import type { ContactMethod, ContactType } from './contacts';

/**
 * Marketing settings (spec platform §3 "Marketing opt-in", §7 `marketing settings`,
 * `updateMarketingSettings`). The spec names the opt-in and the calls; decided here:
 * the account (the business) agrees, channel by channel, to be sent offers: by e-mail, by text
 * message, by phone call, by post. Nothing is agreed until someone of the admin group says so (an
 * account with no settings has every channel off), and a channel can only be switched on when
 * the account has a verified, working contact that channel reaches: offers by text need a phone
 * that takes texts, and so on (the post goes to the service address, always on file). Switching
 * a channel off is always possible. Each contact's own "offers" choice (`optin`) still decides
 * whether that contact is among those sent them.
 */
export const MARKETING_CHANNELS = ['EMAIL', 'SMS', 'VOICE', 'MAIL'] as const;
export const MarketingChannel = z.enum(MARKETING_CHANNELS);
export type MarketingChannel = z.infer<typeof MarketingChannel>;

export type MarketingChoices = Record<MarketingChannel, boolean>;
export const NO_MARKETING: MarketingChoices = { EMAIL: false, SMS: false, VOICE: false, MAIL: false };

/** Why a channel cannot be switched on. */
export type MarketingRefusal = 'marketing.noContact';

interface Reachable {
  type: ContactType;
  contactMethod: ContactMethod;
  sms: boolean;
  verified: boolean;
  valid: boolean;
}

/** Whether a verified, working contact receives offers by this channel. */
const reaches = (channel: MarketingChannel, c: Reachable): boolean => {
  if (!c.verified || !c.valid) return false;
  if (channel === 'EMAIL') return c.type === 'EMAIL';
  if (channel === 'SMS') return c.type === 'PHONE' && c.sms;
  return c.type === 'PHONE';
};

/** Why `channel` may not be switched on for an account with these contacts (off is always allowed). */
export function marketingRefusal(channel: MarketingChannel, on: boolean, contacts: readonly Reachable[]): MarketingRefusal | null {
  if (!on || channel === 'MAIL') return null;
  return contacts.some((c) => reaches(channel, c)) ? null : 'marketing.noContact';
}

/** The channels of these choices that the account's contacts do not allow. */
export const refusedChannels = (choices: MarketingChoices, contacts: readonly Reachable[]): MarketingChannel[] =>
  MARKETING_CHANNELS.filter((channel) => marketingRefusal(channel, choices[channel], contacts) !== null);

/** updateMarketingSettings: every channel said, on or off. */
export const MarketingSettingsInput = z.strictObject({
  channels: z.strictObject({ EMAIL: z.boolean(), SMS: z.boolean(), VOICE: z.boolean(), MAIL: z.boolean() }),
});
export type MarketingSettingsInput = z.infer<typeof MarketingSettingsInput>;

/** What the account has agreed to, and the business day it last changed (null: never set). */
export interface MarketingSettings {
  channels: MarketingChoices;
  updatedOn: string | null;
}
