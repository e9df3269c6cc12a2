import { BUSINESS_TIME_ZONE, instantInZone } from '../../src/domain/dates';
import type { ErrorCode } from '../../src/domain/errors';
import { NO_MARKETING } from '../../src/domain/marketing';
import type { FamilyPreference } from '../../src/domain/notification-preferences';
import type { OtpIssue } from '../../src/domain/otp';
import type { ActorOutcome, ModelEvent } from '../model/model';
import { answered, child, childEndings, children, each, flowModel, steps, unavailable } from '../model/model-helpers';
import { notificationPreferencesEditMachine, type NotificationPreferencesEditOutput } from './notification-preferences-edit';
import { otpVerificationMachine, type CodeSent } from '../parts/otp-verification';
import { profileSettingsMachine, type ProfileSettings } from './profile-settings';

/**
 * The models of Profile & Settings. The world is Acme signed in as its owner; the
 * contact verified is Luis Ortega's landline (db.json ct_4, not verified, by voice call). The
 * expiry, the resend cooldown and the lockout are the server's (src/domain/otp.ts), caused on
 * its clock or by a challenge in the store; the code typed is the one in the simulated outbox
 * (`enterSentCode`). The store checks after each outcome are in tests/model/profile.test.ts.
 */
const ACME_OWNER = { username: 'owner@acme.example' };
export const LUIS_LANDLINE = 'ct_4';

/** stands for the code in the outbox: the runner types the one the server sent (perform `enterSentCode`) */
const SENT_CODE = '111111';
const WRONG_CODE = '000000';

/** the answer to a code sent at a business time (`minutes` after it): ten minutes to type it, a new one after a minute */
const sentAnswer = (today: string, minutes: (n: number) => string): CodeSent => ({
  destination: '(•••) •••-0142',
  channel: 'VOICE',
  expiresAt: instantInZone(today, minutes(10), BUSINESS_TIME_ZONE).toISOString(),
  resendAt: instantInZone(today, minutes(1), BUSINESS_TIME_ZONE).toISOString(),
  attemptsLeft: 5,
});
const at = (hhmm: string) => (n: number) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = h * 60 + m + n;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** the server refuses with an issue of the code rules (a real answer, not a fault) */
const refused = (id: string, name: string, errorCode: ErrorCode, issue: OtpIssue, extra: Partial<ActorOutcome> = {}): ActorOutcome => ({
  name,
  event: { type: `xstate.error.actor.${id}`, error: { code: errorCode, issues: [{ path: ['code'], code: 'custom', message: issue }] } },
  cause: { kind: 'answer' },
  ...extra,
});

/** a verification of Luis's landline already in the store (the patch of a path's reset) */
const challenge = (today: string, over: Record<string, unknown>) => ({
  otpChallenges: [
    {
      id: 'otp_900',
      accountId: 'acct_1',
      contactId: LUIS_LANDLINE,
      codeHash: null,
      sentAt: instantInZone(today, '11:00', BUSINESS_TIME_ZONE).toISOString(),
      expiresAt: instantInZone(today, '11:10', BUSINESS_TIME_ZONE).toISOString(),
      resendAt: instantInZone(today, '11:01', BUSINESS_TIME_ZONE).toISOString(),
      attempts: 0,
      lockedUntil: null,
      ...over,
    },
  ],
});

type OtpContext = { code: string; sent: CodeSent | null; purpose: string };
const firstSend = (c: OtpContext) => c.sent === null;
/**
 * The CPNI variant (src/domain/cpni.ts) walks the same machine on CPNI's own pair of calls, to Luis's
 * landline verified for it (a CPNI code goes only to a verified contact). Every answer of the rules
 * is walked on it; the faults are armed by operation name, so the calls' failures are the contact's.
 */
const CPNI_INPUT = { contact: { id: LUIS_LANDLINE, destination: '(•••) •••-0142', channel: 'VOICE' }, purpose: 'CPNI' };
const notCpni = ((c: OtpContext) => c.purpose !== 'CPNI') as never;

export function otpVerificationModelOn(today: string) {
  const events: ModelEvent[] = [
    ...steps('send', 'resend', 'submit', 'cancel'),
    { event: { type: 'code.change', code: SENT_CODE }, perform: 'enterSentCode' },
    // a wrong code, and one too short to send
    ...each('code.change', 'code', WRONG_CODE, '12'),
  ];
  return flowModel(otpVerificationMachine, 'Verify a contact with a one-time code', {
    input: { contact: { id: LUIS_LANDLINE, destination: '(•••) •••-0142', channel: 'VOICE' } },
    inputVariants: [CPNI_INPUT],
    patchFor: (input) => (input.purpose === 'CPNI' ? { contacts: [{ id: LUIS_LANDLINE, verified: true }] } : undefined),
    events,
    actors: {
      sendCode: [
        answered('sendCode', 'sent', sentAnswer(today, at('12:00')), { possible: firstSend as never }),
        // a new code once the cooldown has passed on the server's clock
        answered('sendCode', 'resent', sentAnswer(today, at('12:01')), {
          cause: { kind: 'serverClock', advanceSeconds: 60 },
          possible: ((c: OtpContext) => !firstSend(c)) as never,
        }),
        refused('sendCode', 'cooldown', 'LIMIT_REACHED', 'otp.cooldown', { possible: ((c: OtpContext) => !firstSend(c)) as never }),
        // five wrong codes earlier: the contact is locked out until 13:00
        refused('sendCode', 'locked', 'LIMIT_REACHED', 'otp.locked', {
          patch: challenge(today, { lockedUntil: instantInZone(today, '13:00', BUSINESS_TIME_ZONE).toISOString() }),
          possible: firstSend as never,
        }),
        { ...unavailable('sendCode', 'sendOtp'), possible: notCpni },
      ],
      verifyCode: [
        answered('verifyCode', 'verified', { success: true }, { possible: ((c: OtpContext) => c.code === SENT_CODE) as never }),
        refused('verifyCode', 'wrong', 'VALIDATION_FAILED', 'otp.wrong', { possible: ((c: OtpContext) => c.code === WRONG_CODE) as never }),
        // the code's ten minutes pass on the server's clock before it is typed
        refused('verifyCode', 'expired', 'VALIDATION_FAILED', 'otp.expired', { cause: { kind: 'serverClock', advanceSeconds: 600 } }),
        // four wrong codes earlier: this wrong one is the fifth
        refused('verifyCode', 'locked', 'LIMIT_REACHED', 'otp.locked', {
          patch: challenge(today, { attempts: 4 }),
          possible: ((c: OtpContext) => c.code === WRONG_CODE) as never,
        }),
        // the code was used meanwhile (the contact verified in another tab): nothing to check it against
        {
          ...refused('verifyCode', 'notSent', 'CONFLICT', 'otp.notSent'),
          cause: { kind: 'fault', operation: 'verifyOtp', errorCode: 'CONFLICT', issues: [{ path: ['code'], code: 'custom', message: 'otp.notSent' }] },
          possible: notCpni,
        },
        { ...unavailable('verifyCode', 'verifyOtp'), possible: notCpni },
      ],
    },
    world: ACME_OWNER,
    project: (c: OtpContext & { notice: { issue: string } | null; failure: string | null }) => ({
      purpose: c.purpose,
      code: c.code === SENT_CODE ? 'sent' : c.code === WRONG_CODE ? 'wrong' : c.code === '' ? 'empty' : 'partial',
      sent: c.sent !== null,
      notice: c.notice?.issue ?? null,
      failure: c.failure,
    }),
  });
}

/** Acme's preferences in the seed: bills and security to the owner's e-mail, outages to Tom's mobile */
export const ACME_PREFERENCES: FamilyPreference[] = [
  { serviceEventCode: 'BILLING', mandatory: true, contactIds: ['ct_1'] },
  { serviceEventCode: 'OUTAGES', mandatory: false, contactIds: ['ct_2'] },
  { serviceEventCode: 'APPOINTMENTS', mandatory: false, contactIds: [] },
  { serviceEventCode: 'ORDERS', mandatory: false, contactIds: [] },
  { serviceEventCode: 'SECURITY', mandatory: true, contactIds: ['ct_1'] },
];
const ACME_CONTACTS = [
  { id: 'ct_1', verified: true, valid: true },
  { id: 'ct_2', verified: true, valid: true },
  { id: 'ct_3', verified: true, valid: true },
  { id: LUIS_LANDLINE, verified: false, valid: true },
];

export function notificationPreferencesEditModel() {
  return flowModel(notificationPreferencesEditMachine, 'Notification preferences: who gets which notices', {
    input: { preferences: ACME_PREFERENCES, contacts: ACME_CONTACTS },
    events: [
      // outages to the owner's e-mail too; the last contact of security notices off (refused); an unverified contact (refused)
      { event: { type: 'toggle', family: 'OUTAGES', contactId: 'ct_1' } },
      { event: { type: 'toggle', family: 'SECURITY', contactId: 'ct_1' } },
      { event: { type: 'toggle', family: 'ORDERS', contactId: LUIS_LANDLINE } },
      ...steps('save', 'cancel'),
    ],
    actors: {
      updatePreferences: [answered('updatePreferences', 'saved', ACME_PREFERENCES), unavailable('updatePreferences', 'updateCommunicationPreferences')],
    },
    world: ACME_OWNER,
    project: (c: { preferences: FamilyPreference[]; refusal: { reason: string } | null }) => ({
      ids: c.preferences.map((p) => p.contactIds.join(',')),
      refusal: c.refusal?.reason ?? null,
    }),
  });
}

export function profileSettingsModel() {
  const settings: ProfileSettings = {
    contacts: ACME_CONTACTS.map((c) => ({
      contactGuid: c.id,
      firstName: 'Luis',
      lastName: 'Ortega',
      role: null,
      type: 'PHONE',
      contactMethod: 'VOICE',
      contactValue: '7185550142',
      phoneType: 'LANDLINE',
      extension: null,
      sms: false,
      optin: false,
      valid: c.valid,
      invalidReason: null,
      verified: c.verified,
      dateLastConfirmed: null,
      mine: false,
    })),
    preferences: ACME_PREFERENCES,
    username: ACME_OWNER.username,
    securityQuestion: null,
    marketing: { channels: NO_MARKETING, updatedOn: null },
    cpni: { status: 'NOT_VERIFIED', method: null, destination: null, verifiedOn: null, verifiedBy: null, methods: ['EMAIL', 'SMS'] },
  };
  const question = { questionId: 'childhoodStreet' as const, updatedOn: '2026-01-01' };
  return flowModel(profileSettingsMachine, 'Profile & Settings: contacts and notifications', {
    input: {},
    events: [
      // an unverified contact, and one verified already (refused)
      ...each('verify', 'contactId', LUIS_LANDLINE, 'ct_1'),
      // CPNI by a code to a verified contact, and to one not verified (refused)
      ...each('verifyCpni', 'contactId', 'ct_1', LUIS_LANDLINE),
      ...each('editContact', 'contactId', LUIS_LANDLINE),
      ...steps('editPreferences', 'addContact', 'editSecurityQuestion', 'editMarketing', 'retry', 'dismiss'),
    ],
    actors: {
      loadSettings: [answered('loadSettings', 'loaded', settings), unavailable('loadSettings', 'contacts')],
      verification: children('verification', ['verified', 'locked', 'cancelled'] as const, (outcome) => ({ outcome, contactId: LUIS_LANDLINE })),
      cpni: children('cpni', ['verified', 'locked', 'cancelled'] as const, (outcome) => ({ outcome, contactId: 'ct_1' })),
      preferences: childEndings<NotificationPreferencesEditOutput>('preferences', ['saved', 'failure', 'cancelled'], { preferences: ACME_PREFERENCES }),
      contact: [
        child('contact', 'saved', { outcome: 'saved', contact: { contactGuid: LUIS_LANDLINE, verified: false }, added: false }),
        child('contact', 'cancelled', { outcome: 'cancelled' }),
      ],
      securityQuestion: [child('securityQuestion', 'saved', { outcome: 'saved', question }), child('securityQuestion', 'cancelled', { outcome: 'cancelled' })],
      marketing: [
        child('marketing', 'saved', { outcome: 'saved', settings: { channels: { ...NO_MARKETING, EMAIL: true }, updatedOn: question.updatedOn } }),
        child('marketing', 'cancelled', { outcome: 'cancelled' }),
      ],
    },
    world: ACME_OWNER,
    project: (c: {
      settings: ProfileSettings;
      ended: { kind: string; output: { outcome: string } } | null;
      verifying: { contactGuid: string } | null;
      cpniContact: { contactGuid: string } | null;
      changing: { contactGuid: string } | null;
    }) => ({
      cpniContact: c.cpniContact?.contactGuid ?? null,
      loaded: c.settings.contacts.length > 0,
      ended: c.ended ? `${c.ended.kind}:${c.ended.output.outcome}` : null,
      verifying: c.verifying?.contactGuid ?? null,
      changing: c.changing?.contactGuid ?? null,
    }),
  });
}
