import { assign, setup } from 'xstate';
import { maskedContact, type ContactMethod, type ContactType } from '../../src/domain/contacts';
import { isCpniContact, type CpniStatus } from '../../src/domain/cpni';
import { NO_MARKETING, type MarketingSettings } from '../../src/domain/marketing';
import type { SecurityQuestionState } from '../../src/domain/security-question';
import { childOverPage } from '../parts/child-flow';
import { contactFormMachine, type ContactFormOutput } from './contact-form';
import type { FailureCode } from '../../src/domain/errors';
import type { FamilyPreference } from '../../src/domain/notification-preferences';
import { loadStates } from '../parts/load-states';
import { marketingSettingsEditMachine, type MarketingSettingsEditOutput } from './marketing-settings-edit';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { notificationPreferencesEditMachine, type NotificationPreferencesEditOutput } from './notification-preferences-edit';
import { otpVerificationMachine, type OtpContact, type OtpVerificationOutput } from '../parts/otp-verification';
import { refusedFor } from '../parts/refusal';
import { securityQuestionEditMachine, type SecurityQuestionEditOutput } from './security-question-edit';
import { flowTypes } from '../parts/screen';

/**
 * Profile & Settings (spec platform §2 /user-preferences, /profile-and-settings): the
 * account's contacts, notification preferences and marketing settings, and the signed-in person's
 * security question, and the account's CPNI verification. Verifying a contact, and verifying CPNI
 * by a code to a verified contact, is the one-time code flow (../parts/otp-verification.ts); adding
 * or changing a contact, editing the preferences, the security question and the marketing
 * settings are flows of their own; each is a child, and whatever it ends in, the page loads anew
 * (a verified contact can then be chosen) and says how it ended.
 */
export interface SettingsContact {
  contactGuid: string;
  firstName: string;
  lastName: string;
  role: string | null;
  type: ContactType;
  contactMethod: ContactMethod;
  contactValue: string;
  phoneType: string | null;
  extension: string | null;
  sms: boolean;
  optin: boolean;
  valid: boolean;
  invalidReason: string | null;
  verified: boolean;
  dateLastConfirmed: string | null;
  mine: boolean;
}
export interface ProfileSettings {
  /** the signed-in person's, whose security question it is */
  username: string;
  contacts: SettingsContact[];
  preferences: FamilyPreference[];
  securityQuestion: SecurityQuestionState | null;
  marketing: MarketingSettings;
  /** the account's CPNI verification (src/domain/cpni.ts) */
  cpni: CpniStatus;
}
export type ProfileSettingsScreen = 'loading' | 'unavailable' | 'settings';
export type Ended =
  | { kind: 'verification'; output: OtpVerificationOutput }
  | { kind: 'cpni'; output: OtpVerificationOutput }
  | { kind: 'preferences'; output: NotificationPreferencesEditOutput }
  | { kind: 'contact'; output: ContactFormOutput }
  | { kind: 'securityQuestion'; output: SecurityQuestionEditOutput }
  | { kind: 'marketing'; output: MarketingSettingsEditOutput };

interface Context {
  settings: ProfileSettings;
  verifying: SettingsContact | null;
  /** the contact a CPNI code goes to */
  cpniContact: SettingsContact | null;
  /** the contact the contact form changes (null: a new one) */
  changing: SettingsContact | null;
  ended: Ended | null;
  code: FailureCode | null;
}

export type ProfileSettingsEvent =
  | { type: 'verify'; contactId: string }
  | { type: 'verifyCpni'; contactId: string }
  | { type: 'editPreferences' }
  | { type: 'addContact' }
  | { type: 'editContact'; contactId: string }
  | { type: 'editSecurityQuestion' }
  | { type: 'editMarketing' }
  | { type: 'retry' }
  | { type: 'dismiss' };

const overPage = childOverPage<Ended>()('settings');
/** where a code goes, as the code flow shows it (masked) */
const codeContactOf = (c: SettingsContact): OtpContact => ({ id: c.contactGuid, destination: maskedContact(c.type, c.contactValue), channel: c.contactMethod });

export const profileSettingsMachine = setup({
  types: flowTypes<{
    context: Context;
    events: ProfileSettingsEvent;
    children: {
      verification: 'otpVerification';
      cpni: 'otpVerification';
      preferences: 'notificationPreferencesEdit';
      contact: 'contactForm';
      securityQuestion: 'securityQuestionEdit';
      marketing: 'marketingSettingsEdit';
    };
    screen: ProfileSettingsScreen;
  }>(),
  actors: {
    loadSettings: notProvided<ProfileSettings>('loadSettings'),
    otpVerification: otpVerificationMachine,
    notificationPreferencesEdit: notificationPreferencesEditMachine,
    contactForm: contactFormMachine,
    securityQuestionEdit: securityQuestionEditMachine,
    marketingSettingsEdit: marketingSettingsEditMachine,
  },
  actions: {
    loaded: assign({ settings: (_, params: { output: ProfileSettings }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, ProfileSettingsEvent>(),
    /** a child ended: how, shown over the page; the contact it was about is let go */
    end: assign({ ended: (_, params: { ended: Ended }) => params.ended, verifying: null, changing: null }),
  },
  guards: {
    /** a contact on file not verified yet, or known not to work (a verified, working one has nothing to prove) */
    unverified: ({ context }, params: { contactId: string }) =>
      context.settings.contacts.some((c) => c.contactGuid === params.contactId && !(c.verified && c.valid)),
    onFile: ({ context }, params: { contactId: string }) => context.settings.contacts.some((c) => c.contactGuid === params.contactId),
    /** a contact a CPNI code may go to: verified and known to work (src/domain/cpni.ts) */
    cpniContact: ({ context }, params: { contactId: string }) => context.settings.contacts.some((c) => c.contactGuid === params.contactId && isCpniContact(c)),
  },
}).createMachine({
  id: 'profileSettings',
  context: {
    settings: {
      username: '',
      contacts: [],
      preferences: [],
      securityQuestion: null,
      marketing: { channels: NO_MARKETING, updatedOn: null },
      cpni: { status: 'NOT_VERIFIED', method: null, destination: null, verifiedOn: null, verifiedBy: null, methods: [] },
    },
    verifying: null,
    cpniContact: null,
    changing: null,
    ended: null,
    code: null,
  },
  initial: 'loading',
  states: {
    // spec billing §8 "... fails to load": the message, and a retry
    ...loadStates<ProfileSettings>()(['loading', 'unavailable'], 'showing', { id: 'loadSettings', src: 'loadSettings' }),
    showing: {
      meta: { screen: 'settings' },
      on: {
        verify: {
          guard: { type: 'unverified', params: ({ event }) => ({ contactId: event.contactId }) },
          target: 'verifying',
          actions: assign({ verifying: ({ context, event }) => context.settings.contacts.find((c) => c.contactGuid === event.contactId) ?? null, ended: null }),
          meta: refusedFor('contact.verified'),
        },
        verifyCpni: {
          guard: { type: 'cpniContact', params: ({ event }) => ({ contactId: event.contactId }) },
          target: 'cpni',
          actions: assign({
            cpniContact: ({ context, event }) => context.settings.contacts.find((c) => c.contactGuid === event.contactId) ?? null,
            ended: null,
          }),
          meta: refusedFor('otp.contactUnverified'),
        },
        editPreferences: { target: 'editing', actions: assign({ ended: null }) },
        addContact: { target: 'contactForm', actions: assign({ changing: null, ended: null }) },
        editContact: {
          guard: { type: 'onFile', params: ({ event }) => ({ contactId: event.contactId }) },
          target: 'contactForm',
          actions: assign({ changing: ({ context, event }) => context.settings.contacts.find((c) => c.contactGuid === event.contactId) ?? null, ended: null }),
        },
        editSecurityQuestion: { target: 'securityQuestion', actions: assign({ ended: null }) },
        editMarketing: { target: 'marketing', actions: assign({ ended: null }) },
        dismiss: { actions: assign({ ended: null }) },
      },
    },
    verifying: {
      ...overPage('verification', 'otpVerification', ({ context }: { context: Context }) => ({ contact: codeContactOf(context.verifying!) })),
      description: 'The code is asked in a dialog over the page, as is each child.',
    },
    cpni: {
      ...overPage('cpni', 'otpVerification', ({ context }: { context: Context }) => ({
        contact: codeContactOf(context.cpniContact!),
        purpose: 'CPNI' as const,
      })),
      description: "The account's CPNI verification: the same code flow, for the purpose CPNI, in the same dialog.",
    },
    editing: overPage('preferences', 'notificationPreferencesEdit', ({ context }: { context: Context }) => ({
      preferences: context.settings.preferences,
      contacts: context.settings.contacts.map((c) => ({ id: c.contactGuid, verified: c.verified, valid: c.valid })),
    })),
    contactForm: overPage('contact', 'contactForm', ({ context }: { context: Context }) => {
      const c = context.changing;
      return {
        contact: c ? { ...c, id: c.contactGuid } : null,
        others: context.settings.contacts.filter((o) => o.contactGuid !== c?.contactGuid).map((o) => ({ id: o.contactGuid, contactValue: o.contactValue })),
      };
    }),
    securityQuestion: overPage('securityQuestion', 'securityQuestionEdit', ({ context }: { context: Context }) => ({
      username: context.settings.username,
      current: context.settings.securityQuestion,
    })),
    marketing: overPage('marketing', 'marketingSettingsEdit', ({ context }: { context: Context }) => ({
      settings: context.settings.marketing,
      contacts: context.settings.contacts,
    })),
  },
});
