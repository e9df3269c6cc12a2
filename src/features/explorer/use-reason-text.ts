import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isExplainedReason, type ExplainedReason } from './reason-codes';

/**
 * The words for a guard's refusal reasons (a transition's `meta: { reason }`: the codes its domain
 * functions return), in the explorer's own catalog, short enough for an edge.
 */
const REASON_TEXTS: Record<ExplainedReason, MessageDescriptor> = {
  'equipment.notRestartable': msg`this device can't be restarted from the portal`,
  'equipment.adminOnly': msg`only the owner and administrators`,
  'nickname.notEditable': msg`this kind of device keeps its name`,
  'nickname.fields': msg`the name is empty, too long or has characters a device name cannot have`,
  'lineNickname.fields': msg`the name is empty, too long or has characters a line name cannot have`,
  'lineFeature.lineNotActive': msg`the line is not active`,
  'lineFeature.ineligible': msg`the line is not eligible for this feature`,
  'lineFeature.pending': msg`a change of this feature is still being applied`,
  'lineFeature.unchanged': msg`the feature is already set that way`,
  'dataNotifications.threshold': msg`the threshold is not one of the plan's tiers`,
  'imei.fields': msg`the IMEI is not 15 digits with a valid check digit`,
  'imei.alreadyOnAccount': msg`this device is already on the account`,
  'wifi.fields': msg`a network name or password breaks the Wi-Fi rules`,
  'portForward.fields': msg`a field of the port forward is missing or wrong, or its ports overlap another forward`,
  'reservation.fields': msg`a field of the reservation is missing or wrong, or the address or device is reserved already`,
  'dns.fields': msg`a DNS server is missing or is not a public address`,
  'network.resetting': msg`the router is being reset`,
  'guest.fields': msg`the guest network's name or password breaks the Wi-Fi rules, or another network of the router has that name`,
  'additionalNetwork.limit': msg`the router has the most guest networks it can broadcast`,
  'reservation.exists': msg`this device has a reservation already`,
  'factoryReset.notConfirmed': msg`the device's name was not typed`,
  'billing.adminOnly': msg`only the owner and administrators can pay`,
  'contact.verified': msg`this contact is verified already`,
  'contact.fields': msg`the e-mail address, phone number, extension or name breaks a contact rule`,
  'securityQuestion.fields': msg`no question chosen, or the answer is too short, guessable or holds the password or username`,
  'marketing.noContact': msg`no verified contact receives offers this way`,
  'otp.contactUnverified': msg`a code for this goes only to a verified contact`,
  'otp.format': msg`the code is six digits`,
  'preferences.mandatory': msg`these notices are required: at least one contact keeps them`,
  'preferences.unverified': msg`a contact must be verified before it can get notices`,
  'people.adminOnly': msg`only the owner and administrators manage people`,
  'people.self': msg`nobody changes their own role or access`,
  'people.lastPrimary': msg`the account keeps at least one active owner`,
  'people.sameRole': msg`the person has this role already`,
  'people.status': msg`only an active person can be suspended, and only a suspended one reactivated`,
  'invitation.fields': msg`the username or password breaks a sign-in rule, or the two passwords differ`,
  'invite.fields': msg`the name, e-mail address or role breaks an invitation rule, or the e-mail already signs in`,
  'signIn.fieldRequired': msg`username and password are required`,
  'statement.noPrevious': msg`the oldest statement has no last month to compare with`,
  'amount.invalid': msg`not a valid amount`,
  'range.invalidDate': msg`a day of the date range does not exist`,
  'range.reversed': msg`the date range starts after it ends`,
  'amount.range': msg`amount outside the allowed range`,
  'amount.overpayNotConfirmed': msg`more than is due, not confirmed`,
  'date.invalid': msg`not a valid date`,
  'date.past': msg`date in the past`,
  'date.tooFar': msg`date past the last allowed`,
  'date.afterCutoff': msg`too late today for tomorrow`,
  'date.maxScheduled': msg`the most scheduled payments already`,
  'date.mustPayToday': msg`past due or not active, pay today`,
  'date.pendingCoversPastDue': msg`a payment in progress covers the past due`,
  'expiry.beforePaymentDate': msg`card expires before the payment date`,
  'method.required': msg`no method chosen`,
  'method.sameAsCurrent': msg`the method already in use`,
  'method.restricted': msg`method the account can't pay with`,
  'method.prepaid': msg`prepaid card`,
  'method.expired': msg`expired card`,
  'method.mobileNoBank': msg`a bank account for Mobile`,
  'cvv.required': msg`no CVV`,
  'cvv.format': msg`CVV not digits`,
  'cvv.amex': msg`American Express CVV not 4 digits`,
  'cvv.other': msg`CVV not 3 digits`,
  'cvv.notExpected': msg`a CVV for a bank account`,
  'card.fields': msg`a card field missing or not valid`,
  'bank.fields': msg`a bank account field missing or not valid`,
  'link.fields': msg`bank sign-in missing or not valid`,
  'services.required': msg`no service chosen`,
  'services.unavailable': msg`a service the account doesn't have`,
  'terms.required': msg`terms not accepted`,
  'payment.notAccepted': msg`today's payment not accepted`,
  'debitDay.required': msg`no day chosen`,
  'debitDay.late': msg`a day too late for the due date`,
  'method.fields': msg`a payment method field missing or not valid`,
  'card.editFields': msg`an expiry, ZIP or CVV not valid`,
  'method.notEditable': msg`only a card can be edited`,
  'scheduled.notCancellable': msg`this payment can no longer be cancelled`,
  'method.autoPay': msg`the method Auto Pay uses`,
};

/**
 * `reasonText`: every reason, for the edge's description and tooltip; `reasonLine`: the first
 * and how many more, for the line drawn under the edge's label. A code not listed is shown as it
 * is: a new reason is never hidden, only untranslated until added.
 */
export function useReasonText() {
  const { t } = useLingui();
  const words = (code: string) => (isExplainedReason(code) ? t(REASON_TEXTS[code]) : code);
  const reasonText = (codes: readonly string[]) => {
    const list = codes.map(words).join('; ');
    return t`refused: ${list}`;
  };
  const reasonLine = (codes: readonly string[]) => {
    const first = words(codes[0] ?? '');
    const more = codes.length - 1;
    return more > 0 ? t`refused: ${first} (+${more} more)` : t`refused: ${first}`;
  };
  return { reasonText, reasonLine };
}
