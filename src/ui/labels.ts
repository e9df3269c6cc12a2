import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Payment, ServiceKey, ServiceStatus } from '../api/account';
import type { HistoryStatus } from '../domain/payment-lifecycle';
import type { Role } from '../domain/roles';

// Codes from the backend become words only here, in the active language.

/** A person's role (spec platform §6), on the profile and in the people list alike. */
export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  PRIMARY: msg`Owner`,
  ADMIN: msg`Administrator`,
  BILLING: msg`Billing`,
  STANDARD: msg`Standard user`,
  CHILD: msg`Sub-user`,
};

export const SERVICE_KEY_LABELS: Record<ServiceKey, MessageDescriptor> = {
  INTERNET: msg`Internet`,
  VIDEO: msg`TV`,
  VOICE: msg`Voice`,
  MOBILE: msg`Mobile`,
  EMAIL: msg`Email`,
  BACKUP: msg`Cloud backup`,
  SECURITY: msg`Security`,
  DOMAIN: msg`Domain`,
  WEB_HOSTING: msg`Web hosting`,
  LAYER_3_VPN: msg`Layer 3 VPN`,
  ETHERNET: msg`Ethernet`,
  OPTICAL_WAVE: msg`Optical wave`,
};

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Assigned: msg`Assigned`,
  Unassigned: msg`Unassigned`,
  Undefined: msg({ message: 'Unknown', context: 'service status' }),
};

// spec platform §4 account statuses.
const ACCOUNT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'account status' }),
  ACTIVATION_PENDING: msg({ message: 'Activation pending', context: 'account status' }),
  ACTIVATION_READY: msg({ message: 'Ready to activate', context: 'account status' }),
  CANCELED: msg({ message: 'Canceled', context: 'account status' }),
  DEACTIVATED: msg({ message: 'Deactivated', context: 'account status' }),
  DEACTIVATION_PENDING: msg({ message: 'Deactivation pending', context: 'account status' }),
  HOTLINED: msg({ message: 'Restricted', context: 'account status' }),
  PENDING: msg({ message: 'Pending', context: 'account status' }),
  PROSPECT: msg({ message: 'Prospect', context: 'account status' }),
  TEMPORARILY_DEACTIVATED: msg({ message: 'Temporarily deactivated', context: 'account status' }),
  UNKNOWN: msg({ message: 'Unknown', context: 'account status' }),
};
export const accountStatusLabel = (status: string): MessageDescriptor => ACCOUNT_STATUS_LABELS[status] ?? ACCOUNT_STATUS_LABELS.UNKNOWN!;

// spec billing §4: success shows in Spanish as "Completado", pending as "En Proceso".
export const PAYMENT_STATUS_LABELS: Record<Payment['status'], MessageDescriptor> = {
  SUCCESS: msg({ message: 'Completed', context: 'payment status' }),
  PENDING: msg({ message: 'In Progress', context: 'payment status' }),
  SCHEDULED: msg({ message: 'Scheduled', context: 'payment status' }),
  CANCELLED: msg({ message: 'Canceled', context: 'payment status' }),
  FAILED: msg({ message: 'Failed', context: 'payment status' }),
};

// The statuses of a listed payment (src/domain/payment-lifecycle.ts `HistoryStatus`): the payment
// history's and the summary's recent payments' one set; a bank return is its own.
export const HISTORY_STATUS_LABELS: Record<HistoryStatus, MessageDescriptor> = {
  SUCCESS: PAYMENT_STATUS_LABELS.SUCCESS,
  PENDING: PAYMENT_STATUS_LABELS.PENDING,
  RETURNED: msg({ message: 'Returned', context: 'payment status' }),
  FAILED: PAYMENT_STATUS_LABELS.FAILED,
  CANCELLED: PAYMENT_STATUS_LABELS.CANCELLED,
};

export const PAYMENT_CHANNEL_LABELS: Record<Payment['channel'], MessageDescriptor> = {
  ONLINE: msg`Online`,
  PHONE: msg`By phone`,
  IN_STORE: msg`In store`,
  AUTO_PAY: msg`Auto Pay`,
  AGENT: msg`With an agent`,
  CHAT: msg`By chat`,
};

// Brand names are proper names, the same in every language.
export const BRAND_NAMES: Record<NonNullable<Payment['brand']>, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};
