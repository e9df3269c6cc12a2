import { z } from 'zod/mini';
import type { CodeRequest, CodeSent } from '../../../machines/parts/otp-verification';
import type { ContactWrite, SavedContact } from '../../../machines/profile/contact-form';
import type { ProfileSettings } from '../../../machines/profile/profile-settings';
import { ContactMethod, ContactType } from '../../domain/contacts';
import { CpniStatus, CpniStatusCode } from '../../domain/cpni';
import { IsoDate } from '../../domain/dates';
import { MarketingChannel, type MarketingChoices, type MarketingSettings } from '../../domain/marketing';
import { EventFamily, type FamilyPreference } from '../../domain/notification-preferences';
import { SecurityQuestionId, type SecurityQuestionDraft, type SecurityQuestionState } from '../../domain/security-question';
import type { Transport } from '../transport';

// Profile & Settings (spec platform §7 contacts, notificationPreferences, sendOtp /
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
const SecurityQuestion = z.object({ questionId: SecurityQuestionId, updatedOn: IsoDate });
const Marketing = z.object({ channels: z.record(MarketingChannel, z.boolean()), updatedOn: z.nullable(IsoDate) });
const SettingsAnswer = z.object({
  identity: z.object({ username: z.string() }),
  contacts: z.array(Contact),
  notificationPreferences: z.array(Preference),
  securityQuestion: z.nullable(SecurityQuestion),
  marketingSettings: Marketing,
  cpni: CpniStatus,
});
const MARKETING_FIELDS = 'channels { EMAIL SMS VOICE MAIL } updatedOn';
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
// the account's CPNI verification (src/domain/cpni.ts) by its own pair; a right code answers the status, verified
const SEND_FOR_CPNI = `mutation($input: CpniCodeInput!) { sent: sendCpniVerificationOtp(input: $input) { ${SENT_FIELDS} } }`;
const VERIFY_FOR_CPNI = 'mutation($input: VerifyCpniInput!) { verified: verifyCpni(input: $input) { status } }';

export function profileCalls(transport: Transport) {
  return {
    loadSettings: async (): Promise<ProfileSettings> => {
      const answer = await transport.graph(
        `query ProfileSettings { identity { username } contacts { ${CONTACT_FIELDS} } notificationPreferences { ${PREFERENCE_FIELDS} } securityQuestion { questionId updatedOn } marketingSettings { ${MARKETING_FIELDS} } cpni { status method destination verifiedOn verifiedBy methods } }`,
        SettingsAnswer,
      );
      return {
        username: answer.identity.username,
        contacts: answer.contacts,
        preferences: answer.notificationPreferences,
        securityQuestion: answer.securityQuestion,
        marketing: answer.marketingSettings,
        cpni: answer.cpni,
      };
    },
    /** createOrUpdateContacts with the one contact of the form (a new one without contactGuid) */
    saveContact: async ({ contactGuid, ...draft }: ContactWrite): Promise<SavedContact> => {
      const contact = {
        ...(contactGuid ? { contactGuid } : {}),
        firstName: draft.firstName,
        lastName: draft.lastName,
        type: draft.type,
        value: draft.value,
        phoneType: draft.type === 'PHONE' ? draft.phoneType : null,
        extension: draft.type === 'PHONE' && draft.extension.trim() !== '' ? draft.extension.trim() : null,
        sms: draft.type === 'PHONE' && draft.sms,
        optin: draft.optin,
      };
      const answer = await transport.graph(
        'mutation($input: CreateOrUpdateContactsInput!) { createOrUpdateContacts(input: $input) { contactGuid verified } }',
        z.object({ createOrUpdateContacts: z.array(z.object({ contactGuid: z.string(), verified: z.boolean() })) }),
        { input: { contacts: [contact] } },
      );
      return answer.createOrUpdateContacts[0]!;
    },
    /** the answer and the password go in this request only; the answer has the question and when */
    updateSecurityQuestion: async (input: SecurityQuestionDraft): Promise<SecurityQuestionState> =>
      (
        await transport.graph(
          'mutation($input: SecurityQuestionInput!) { updateSecurityQuestion(input: $input) { questionId updatedOn } }',
          z.object({ updateSecurityQuestion: SecurityQuestion }),
          { input },
        )
      ).updateSecurityQuestion,
    updateMarketingSettings: async (input: { channels: MarketingChoices }): Promise<MarketingSettings> =>
      (
        await transport.graph(
          `mutation($input: MarketingSettingsInput!) { updateMarketingSettings(input: $input) { ${MARKETING_FIELDS} } }`,
          z.object({ updateMarketingSettings: Marketing }),
          { input },
        )
      ).updateMarketingSettings,
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
 * pair, any other contact by the generic one; the account's CPNI verification by its own pair.
 */
export function contactCodeCalls(transport: Transport) {
  const sendDocument = ({ channel, purpose }: CodeRequest) => (purpose === 'CPNI' ? SEND_FOR_CPNI : channel === 'SMS' ? SEND_BY_SMS : SEND_OTHERWISE);
  return {
    sendCode: async (request: CodeRequest): Promise<CodeSent> =>
      (await transport.graph(sendDocument(request), z.object({ sent: Sent }), { input: { contactId: request.contactId } })).sent,
    verifyCode: async ({ contactId, channel, purpose, code }: CodeRequest & { code: string }): Promise<{ success: boolean }> => {
      const input = { input: { contactId, code } };
      if (purpose === 'CPNI')
        return {
          success: (await transport.graph(VERIFY_FOR_CPNI, z.object({ verified: z.object({ status: CpniStatusCode }) }), input)).verified.status === 'VERIFIED',
        };
      return (await transport.graph(channel === 'SMS' ? VERIFY_BY_SMS : VERIFY_OTHERWISE, z.object({ verified: Verified }), input)).verified;
    },
  };
}
