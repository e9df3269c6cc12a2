import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditArea, AuditField, AuditKind } from '../../domain/audit';
import type { LineFeatureCode } from '../../domain/mobile-line-features';
import type { EventFamily } from '../../domain/notification-preferences';
import type { PersonStatus } from '../../domain/people';
import type { SecurityQuestionId } from '../../domain/security-question';

// The audit trail's codes as words, in the active language.

/** What happened, said of the person who did it ("Maria Delgado · Made a payment"). */
export const KIND_LABELS: Record<AuditKind, MessageDescriptor> = {
  PAYMENT_MADE: msg`Made a payment`,
  PAYMENT_SCHEDULED: msg`Scheduled a payment`,
  SCHEDULED_PAYMENT_CANCELED: msg`Canceled a scheduled payment`,
  AUTO_PAY_ENROLLED: msg`Turned on Auto Pay`,
  AUTO_PAY_CHANGED: msg`Changed Auto Pay`,
  AUTO_PAY_CANCELED: msg`Turned off Auto Pay`,
  WALLET_METHOD_ADDED: msg`Added a payment method`,
  WALLET_METHOD_UPDATED: msg`Changed a payment method`,
  WALLET_METHOD_DELETED: msg`Removed a payment method`,
  BILL_DELIVERY_CHANGED: msg`Changed bill delivery`,
  CONTACT_ADDED: msg`Added a contact`,
  CONTACT_UPDATED: msg`Changed a contact`,
  CONTACT_VERIFIED: msg`Verified a contact`,
  CONTACT_REMOVED: msg`Removed a contact`,
  NOTIFICATIONS_CHANGED: msg`Changed who gets notices`,
  SECURITY_QUESTION_CHANGED: msg`Changed the security question`,
  MARKETING_CHANGED: msg`Changed the offers the account gets`,
  CPNI_VERIFIED: msg`Verified CPNI`,
  PERSON_INVITED: msg`Invited a person`,
  PERSON_JOINED: msg`Accepted the invitation`,
  PERSON_ROLE_CHANGED: msg`Changed a person's role`,
  PERSON_ACCESS_CHANGED: msg`Changed a person's access`,
  PERSON_REMOVED: msg`Removed a person`,
  ROUTER_SETTINGS_CHANGED: msg`Changed the router's settings`,
  ROUTER_FACTORY_RESET: msg`Reset the router to factory settings`,
  EQUIPMENT_RENAMED: msg`Renamed equipment`,
  EQUIPMENT_RESTARTED: msg`Restarted equipment`,
  MOBILE_LINE_RENAMED: msg`Renamed a mobile line`,
  MOBILE_LINE_FEATURE_CHANGED: msg`Changed a mobile line's feature`,
  MOBILE_DEVICE_SWAPPED: msg`Swapped the device on a mobile line`,
  MOBILE_DATA_ALERTS_CHANGED: msg`Changed the data usage alerts`,
  MOBILE_ACTIVATION_DETAILS_CHANGED: msg`Changed a new line's details`,
  MOBILE_LINE_ACTIVATION_SUBMITTED: msg`Activated a mobile line`,
  MOBILE_PORT_IN_SUBMITTED: msg`Asked to bring a number from another carrier`,
};

/** The kinds of change the filter offers. */
export const AREA_LABELS: Record<AuditArea, MessageDescriptor> = {
  PAYMENTS: msg`Payments`,
  AUTO_PAY: msg`Auto Pay`,
  WALLET: msg`Payment methods`,
  BILL_DELIVERY: msg`Bill delivery`,
  CONTACTS: msg`Contacts`,
  NOTIFICATIONS: msg`Notices`,
  SECURITY: msg`Security question`,
  MARKETING: msg`Offers`,
  CPNI: msg`CPNI`,
  PEOPLE: msg`People and roles`,
  NETWORK: msg`Equipment and network`,
  MOBILE: msg({ message: 'Mobile', context: 'audit area' }),
};

export const FIELD_LABELS: Record<AuditField, MessageDescriptor> = {
  amount: msg`Amount`,
  paymentDate: msg`Payment date`,
  methodType: msg`Paid by`,
  brand: msg`Card`,
  last4: msg`Card or account`,
  routingLast4: msg`Routing number`,
  status: msg`Status`,
  enrolled: msg`Auto Pay on`,
  debitDay: msg`Day of the month`,
  services: msg`Services`,
  expiry: msg`Expires`,
  zip: msg`ZIP code`,
  nameOnCard: msg`Name on card`,
  nickname: msg`Nickname`,
  paperless: msg`Paperless billing`,
  name: msg`Name`,
  contactValue: msg`E-mail or phone`,
  phoneType: msg`Phone type`,
  extension: msg`Extension`,
  sms: msg`Text messages`,
  optin: msg`Offers`,
  verified: msg`Verified`,
  cpniMethod: msg`Code sent`,
  receivers: msg`Sent to`,
  question: msg`Question`,
  answer: msg`Answer`,
  offers: msg`Offers`,
  email: msg`E-mail`,
  role: msg`Role`,
  personStatus: msg`Access`,
  password: msg`Password`,
  wifiName: msg`Wi-Fi name`,
  wifiSecurity: msg`Wi-Fi security`,
  wifiPassword: msg`Wi-Fi password`,
  customDns: msg`Custom DNS`,
  primaryDns: msg`Primary DNS`,
  secondaryDns: msg`Secondary DNS`,
  upnp: msg`UPnP`,
  hotspot: msg`Hotspot`,
  portForward: msg`Port forwarding`,
  dhcpReservation: msg`Reserved address`,
  additionalNetwork: msg`Additional network`,
  factoryReset: msg`Factory reset`,
  connection: msg`Connection`,
  lineFeature: msg`Feature on`,
  device: msg`Device`,
  dataAlerts: msg`Data usage alerts`,
  dataAlertThreshold: msg`Alert at (% of the plan's data)`,
  simCard: msg`SIM card number`,
  activation: msg`Activation`,
  portedNumber: msg`Number brought`,
  oldCarrier: msg`From carrier`,
};

export const METHOD_TYPE_LABELS: Record<string, MessageDescriptor> = { CARD: msg`Card`, BANK: msg`Bank account` };
export const PHONE_TYPE_LABELS: Record<string, MessageDescriptor> = { MOBILE: msg({ message: 'Mobile', context: 'phone type' }), LANDLINE: msg`Landline` };
/** how a CPNI code went */
export const CPNI_METHOD_LABELS: Record<string, MessageDescriptor> = { EMAIL: msg`By e-mail`, SMS: msg`By text message`, VOICE: msg`By phone call` };
/** A mobile line's feature, in the "Feature on (International roaming)" line. */
export const LINE_FEATURE_NAMES: Record<LineFeatureCode, MessageDescriptor> = {
  INTERNATIONAL_ROAMING: msg`International roaming`,
  MOBILE_HOTSPOT: msg`Mobile hotspot`,
  INTERNATIONAL_LONG_DISTANCE: msg`International long distance`,
  PREMIUM_MESSAGING_BLOCK: msg`Premium message block`,
};
export const CONNECTION_LABELS: Record<string, MessageDescriptor> = { ONLINE: msg`Online`, OFFLINE: msg`Offline` };
export const CHANNEL_NAMES: Record<string, MessageDescriptor> = {
  EMAIL: msg`by e-mail`,
  SMS: msg`by text message`,
  VOICE: msg`by phone call`,
  MAIL: msg`by post`,
};

/** A family of notices, in the "Sent to (Billing)" line. */
export const FAMILY_NAMES: Record<EventFamily, MessageDescriptor> = {
  BILLING: msg`Billing`,
  OUTAGES: msg`Outages`,
  APPOINTMENTS: msg`Appointments`,
  ORDERS: msg`Orders`,
  SECURITY: msg`Security`,
};

/** A person's access, as the people page says it. */
export const ACCESS_NAMES: Record<PersonStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  INVITED: msg`Invited`,
  SUSPENDED: msg`Suspended`,
};

/** A security question named in a few words (the page of the question asks it in full). */
export const QUESTION_NAMES: Record<SecurityQuestionId, MessageDescriptor> = {
  firstJobCity: msg`city of the first job`,
  childhoodStreet: msg`street lived on as a child`,
  firstCarModel: msg`first car`,
  favoriteTeacher: msg`favorite teacher`,
  firstConcert: msg`first concert`,
  childhoodFriend: msg`best childhood friend`,
  parentsMetCity: msg`city where the parents met`,
  firstPetName: msg`first pet`,
};
