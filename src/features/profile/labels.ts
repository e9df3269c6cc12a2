import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventFamily, PreferenceRefusal } from '../../domain/notification-preferences';
import type { OtpIssue } from '../../domain/otp';
import type { Role } from '../../domain/roles';

// Profile & Settings' codes as words (issue 17), in the active language.

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  PRIMARY: msg`Owner`,
  ADMIN: msg`Administrator`,
  BILLING: msg`Billing`,
  STANDARD: msg`Standard user`,
  CHILD: msg`Sub-user`,
};

export const FAMILY_LABELS: Record<EventFamily, { title: MessageDescriptor; events: MessageDescriptor }> = {
  BILLING: { title: msg`Billing`, events: msg`Bills ready, payments received or failed, past-due and service notices` },
  OUTAGES: { title: msg`Outages`, events: msg`Service outages in your area and when they are fixed` },
  APPOINTMENTS: { title: msg`Appointments`, events: msg`Technician visits: reminders, changes and arrival` },
  ORDERS: { title: msg`Orders`, events: msg`Equipment and mobile orders: shipped and delivered` },
  SECURITY: { title: msg`Security`, events: msg`Sign-in, password and contact changes` },
};

export const INVALID_REASON_LABELS: Record<string, MessageDescriptor> = {
  BOUNCED: msg`messages to it bounce`,
  UNDELIVERABLE: msg`messages can't be delivered`,
  DISCONNECTED: msg`the number is out of service`,
};

export const REFUSAL_LABELS: Record<PreferenceRefusal, MessageDescriptor> = {
  'preferences.mandatory': msg`These notices are required: at least one contact must get them.`,
  'preferences.unverified': msg`Verify this contact before it can get notices.`,
};

/** What the server said about a code (with its params: attempts left, seconds to wait). */
export const OTP_NOTICES: Record<OtpIssue, MessageDescriptor> = {
  'otp.format': msg`Enter the 6-digit code.`,
  'otp.wrong': msg({ message: "That code isn't right. {attemptsLeft, plural, one {You have # try left.} other {You have # tries left.}}" }),
  'otp.expired': msg`That code has expired. Send a new one.`,
  'otp.notSent': msg`That code has expired. Send a new one.`,
  'otp.locked': msg`Too many wrong codes. Try again later.`,
  'otp.cooldown': msg({ message: 'A code was just sent. You can ask for another in {seconds} seconds.' }),
  'otp.notMobile': msg`This phone can't receive text messages.`,
};
