import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactFormIssue } from '../../domain/contact-form';
import type { ContactMethod } from '../../domain/contacts';
import type { MarketingChannel } from '../../domain/marketing';
import type { EventFamily, PreferenceRefusal } from '../../domain/notification-preferences';
import type { OtpIssue } from '../../domain/otp';
import type { SecurityQuestionId, SecurityQuestionIssue } from '../../domain/security-question';

// Profile & Settings' codes as words, in the active language.

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

/** How a one-time code goes, by the contact's channel. */
export const CODE_CHANNEL_LABELS: Record<ContactMethod, MessageDescriptor> = {
  EMAIL: msg`by e-mail`,
  SMS: msg`by text message`,
  VOICE: msg`by a phone call`,
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

/** The security questions of the list (src/domain/security-question.ts), as asked. */
export const QUESTION_LABELS: Record<SecurityQuestionId, MessageDescriptor> = {
  firstJobCity: msg`In what city did you have your first job?`,
  childhoodStreet: msg`What street did you live on as a child?`,
  firstCarModel: msg`What was the make and model of your first car?`,
  favoriteTeacher: msg`What was the last name of your favorite teacher?`,
  firstConcert: msg`What was the first concert you went to?`,
  childhoodFriend: msg`What is the first name of your best childhood friend?`,
  parentsMetCity: msg`In what city did your parents meet?`,
  firstPetName: msg`What was the name of your first pet?`,
};

/** Why the security question form or the server refuses (src/domain/security-question.ts). */
export const SECURITY_ISSUE_LABELS: Record<SecurityQuestionIssue, MessageDescriptor> = {
  'question.required': msg`Choose a question from the list.`,
  'answer.required': msg`Enter an answer.`,
  'answer.tooShort': msg`Use at least 4 characters.`,
  'answer.tooLong': msg`Use at most 64 characters.`,
  'answer.characters': msg`Use letters, digits, spaces and punctuation only.`,
  'answer.guessable': msg`That answer is too easy to guess. Use a real answer to the question.`,
  'answer.containsPassword': msg`The answer can't contain your password.`,
  'answer.containsUsername': msg`The answer can't contain your username.`,
  'password.required': msg`Enter your current password.`,
  'password.wrong': msg`That isn't your current password. Nothing was changed.`,
  'password.locked': msg`Too many wrong passwords. For your security, try again in 15 minutes.`,
};

/** The contact form's field rules (src/domain/contact-form.ts), and the server's refusals of a contact. */
export const CONTACT_ISSUE_LABELS: Record<ContactFormIssue, MessageDescriptor> = {
  'email.format': msg`Enter an e-mail address like name@example.com.`,
  'phone.format': msg`Enter a 10-digit phone number, like (212) 555-0100.`,
  'phone.areaCode': msg`That area code doesn't exist. It starts with 2 to 9 and isn't a service code like 911.`,
  'phone.exchange': msg`The 3 digits after the area code start with 2 to 9 and aren't a service code like 411.`,
  'phoneType.required': msg`Choose mobile or landline.`,
  'extension.format': msg`An extension is 1 to 6 digits.`,
  'extension.mobile': msg`Only a landline has an extension.`,
  'sms.landline': msg`Only a mobile phone can receive text messages.`,
  'contact.duplicate': msg`This address or number is already on the account.`,
  'name.required': msg`Enter a name.`,
  'name.tooLong': msg`Use at most 60 characters.`,
  'text.characters': msg`Use letters, digits, spaces and punctuation only.`,
};

/** The channels offers may come by (src/domain/marketing.ts). */
export const CHANNEL_LABELS: Record<MarketingChannel, { title: MessageDescriptor; needs: MessageDescriptor }> = {
  EMAIL: { title: msg`E-mail`, needs: msg`Needs a verified e-mail address.` },
  SMS: { title: msg`Text messages`, needs: msg`Needs a verified mobile phone that takes texts.` },
  VOICE: { title: msg`Phone calls`, needs: msg`Needs a verified phone number.` },
  MAIL: { title: msg`Mail`, needs: msg`Sent to the service address.` },
};

/** A contact write the server refused for the account's notices (src/server/graphql/resolvers/contacts.ts). */
export const CONTACT_SAVE_REFUSALS: Record<string, MessageDescriptor> = {
  'preferences.mandatory': msg`This contact is the only one that gets required notices. Verify another contact and choose it for them first.`,
};
