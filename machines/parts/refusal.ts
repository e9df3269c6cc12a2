import type { AutoPayMethodIssue, AutoPayCvvIssue, ServicesIssue } from '../../src/domain/autopay';
import type { AmountIssue } from '../../src/domain/payment-amount';
import type { PaymentDateIssue } from '../../src/domain/payment-date';
import type { CvvIssue, RestrictionIssue, SavedMethodIssue } from '../../src/domain/payment-method';
import type { deleteRefusal, editRefusal } from '../../src/domain/wallet';
import type { CompareRefusal } from '../../src/domain/statement';
import type { OtpIssue } from '../../src/domain/otp';
import type { CodeContactRefusal } from '../../src/domain/call-details';
import type { PreferenceRefusal } from '../../src/domain/notification-preferences';
import type { MarketingRefusal } from '../../src/domain/marketing';
import type { DateRangeIssue } from '../../src/domain/date-range';
import type { PeopleRefusal } from '../../src/domain/people';
import type { addNetworkRefusal } from '../../src/domain/network';
import type { LineFeatureRefusal } from '../../src/domain/mobile-line-features';
import type { DataNotificationRefusal } from '../../src/domain/mobile-data-notifications';
import type { ImeiRefusal } from '../../src/domain/mobile-imei';

/**
 * Guards that explain themselves: a guarded transition a user can meet as a refusal
 * carries `meta: refusedFor(...)`, the codes of the domain functions its guard runs, which the
 * explorer draws on the edge in words (src/features/explorer/reason-codes.ts lists the words it
 * has; a unit test holds every machine's reasons to that list). The codes are the domain's own
 * unions, so a reason a domain function cannot give does not type-check. Fields checked by a
 * schema (a new card's, a bank account's, the bank sign-in's) are named as one group each.
 */
export type RefusalReason =
  | AmountIssue['code']
  | PaymentDateIssue
  | SavedMethodIssue
  | CvvIssue
  | RestrictionIssue['code']
  | AutoPayMethodIssue
  | AutoPayCvvIssue
  | ServicesIssue
  | 'method.required'
  | 'method.sameAsCurrent'
  | 'terms.required'
  | 'payment.notAccepted'
  | 'debitDay.required'
  | 'debitDay.late'
  | 'card.fields'
  | 'bank.fields'
  | 'link.fields'
  | NonNullable<ReturnType<typeof deleteRefusal>>
  | NonNullable<ReturnType<typeof editRefusal>>
  | 'method.fields'
  | 'card.editFields'
  | 'scheduled.notCancellable'
  | 'equipment.notRestartable'
  | 'nickname.notEditable'
  | 'equipment.adminOnly'
  | 'nickname.fields'
  | CompareRefusal
  | 'signIn.fieldRequired'
  // Profile & Settings
  | Extract<OtpIssue, 'otp.format'>
  | DateRangeIssue
  | PreferenceRefusal
  | 'contact.verified'
  | CodeContactRefusal
  | 'contact.fields'
  | 'securityQuestion.fields'
  | MarketingRefusal
  // the router's network
  | 'wifi.fields'
  | 'portForward.fields'
  | 'reservation.fields'
  | 'dns.fields'
  | 'network.resetting'
  | 'reservation.exists'
  | 'factoryReset.notConfirmed'
  | 'guest.fields'
  | NonNullable<ReturnType<typeof addNetworkRefusal>>
  // people and roles
  | PeopleRefusal
  | 'invitation.fields'
  | 'invite.fields'
  // mobile lines and devices
  | 'lineNickname.fields'
  | LineFeatureRefusal
  | DataNotificationRefusal
  | 'imei.fields'
  | ImeiRefusal;

export const refusedFor = (...reasons: [RefusalReason, ...RefusalReason[]]) => ({ reason: reasons });
