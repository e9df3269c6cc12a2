import { z } from 'zod/mini';
import type { CodeRequest, CodeSent } from '../../../machines/otp-verification';
import type { ProfileSettings } from '../../../machines/profile-settings';
import { ContactMethod, ContactType } from '../../domain/contacts';
import { EventFamily, type FamilyPreference } from '../../domain/notification-preferences';
import type { Transport } from '../transport';

// Profile & Settings (issue 17; spec platform §7 contacts, notificationPreferences, sendOtp /
// verifyOtp, sendMobileVerificationCode / verifyMobileContact, updateCommunicationPreferences).

const CONTACT_FIELDS =
  'contactGuid firstName lastName role type contactMethod contactValue phoneType extension sms optin valid invalidReason verified dateLastConfirmed mine';
const PREFERENCE_FIELDS = 'serviceEventCode mandatory contactIds';
const Contact = z.object({
  contactGuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.nullable(z.string()),
  type: ContactType,
  contactMethod: ContactMethod,
  contactValue: z.string(),
  phoneType: z.nullable(z.string()),
  extension: z.nullable(z.string()),
  sms: z.boolean(),
  optin: z.boolean(),
  valid: z.boolean(),
  invalidReason: z.nullable(z.string()),
  verified: z.boolean(),
  dateLastConfirmed: z.nullable(z.string()),
  mine: z.boolean(),
});
const Preference = z.object({ serviceEventCode: EventFamily, mandatory: z.boolean(), contactIds: z.array(z.string()) });
const SettingsAnswer = z.object({ contacts: z.array(Contact), notificationPreferences: z.array(Preference) });
const Sent = z.object({ destination: z.string(), channel: z.string(), expiresAt: z.string(), resendAt: z.string(), attemptsLeft: z.number() });
const Verified = z.object({ success: z.boolean() });
const Updated = z.object({ updateCommunicationPreferences: z.array(Preference) });

/**
 * A phone that takes text messages is verified by the mobile pair of calls, any other contact by
 * the generic one. Each document is written out whole (aliased `sent` and `verified`), so the
 * documents the client can send are all in the source (tests/unit/graphql-limits.test.ts).
 */
const SENT_FIELDS = 'destination channel expiresAt resendAt attemptsLeft';
const SEND_BY_SMS = `mutation($input: SendCodeInput!) { sent: sendMobileVerificationCode(input: $input) { ${SENT_FIELDS} } }`;
const SEND_OTHERWISE = `mutation($input: SendCodeInput!) { sent: sendOtp(input: $input) { ${SENT_FIELDS} } }`;
const VERIFY_BY_SMS = 'mutation($input: VerifyCodeInput!) { verified: verifyMobileContact(input: $input) { success } }';
const VERIFY_OTHERWISE = 'mutation($input: VerifyCodeInput!) { verified: verifyOtp(input: $input) { success } }';

export function profileCalls(transport: Transport) {
  return {
    loadSettings: async (): Promise<ProfileSettings> => {
      const answer = await transport.graph(
        `query ProfileSettings { contacts { ${CONTACT_FIELDS} } notificationPreferences { ${PREFERENCE_FIELDS} } }`,
        SettingsAnswer,
      );
      return { contacts: answer.contacts, preferences: answer.notificationPreferences };
    },
    updatePreferences: async (input: { preferences: { serviceEventCode: EventFamily; contactIds: string[] }[] }): Promise<FamilyPreference[]> =>
      (
        await transport.graph(
          `mutation($input: CommunicationPreferencesInput!) { updateCommunicationPreferences(input: $input) { ${PREFERENCE_FIELDS} } }`,
          Updated,
          { input },
        )
      ).updateCommunicationPreferences,
  };
}

/**
 * The code calls of a contact's verification: a phone that takes text messages by the mobile
 * pair, any other contact by the generic one.
 */
export function contactCodeCalls(transport: Transport) {
  return {
    sendCode: async ({ contactId, channel }: CodeRequest): Promise<CodeSent> =>
      (await transport.graph(channel === 'SMS' ? SEND_BY_SMS : SEND_OTHERWISE, z.object({ sent: Sent }), { input: { contactId } })).sent,
    verifyCode: async ({ contactId, channel, code }: CodeRequest & { code: string }): Promise<{ success: boolean }> =>
      (await transport.graph(channel === 'SMS' ? VERIFY_BY_SMS : VERIFY_OTHERWISE, z.object({ verified: Verified }), { input: { contactId, code } })).verified,
  };
}
