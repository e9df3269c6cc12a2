import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LineFeatureCode, LineFeatureStatus } from '../../domain/mobile-line-features';
import type { UsageState } from '../../domain/mobile-usage-state';

// The mobile account's codes in words (spec platform §4 enumerations, §3 line features): the
// server and the machines carry codes; the pages say them with these.

/** spec platform §4 line and activation status */
export const LINE_STATUS: Record<string, MessageDescriptor> = {
  ACTIVE: msg({ message: 'Active', context: 'line status' }),
  CONFIRMED: msg({ message: 'Confirmed', context: 'line status' }),
  DEACTIVATED: msg({ message: 'Deactivated', context: 'line status' }),
  FAILED: msg({ message: 'Activation failed', context: 'line status' }),
  IN_PROGRESS: msg({ message: 'Activation in progress', context: 'line status' }),
  NEW_LINE_IN_PROGRESS: msg({ message: 'New line being set up', context: 'line status' }),
  NOT_ACTIVATED: msg({ message: 'Not activated', context: 'line status' }),
  PENDING: msg({ message: 'Pending', context: 'line status' }),
  PORT_IN_PROGRESS: msg({ message: 'Number transfer in progress', context: 'line status' }),
  READY_FOR_ACTIVATION: msg({ message: 'Ready to activate', context: 'line status' }),
  SUSPENDED: msg({ message: 'Suspended', context: 'line status' }),
};

/** the statuses the overview's filter offers, in the order of §4 */
export const LINE_STATUSES = Object.keys(LINE_STATUS);

export const USAGE_STATE: Record<UsageState, MessageDescriptor> = {
  NORMAL: msg`Normal`,
  WARNING: msg`Warning: 75% of the allowance used`,
  CRITICAL: msg`Critical: 90% of the allowance used`,
  OVER: msg`Over the allowance`,
  THROTTLED: msg`Slowed down`,
};

export const FEATURE_NAME: Record<LineFeatureCode, MessageDescriptor> = {
  INTERNATIONAL_ROAMING: msg`International roaming`,
  MOBILE_HOTSPOT: msg`Mobile hotspot`,
  INTERNATIONAL_LONG_DISTANCE: msg`International long distance`,
  PREMIUM_MESSAGING_BLOCK: msg`Premium messaging block`,
};

export const FEATURE_STATUS: Record<LineFeatureStatus, MessageDescriptor> = {
  ENABLED: msg`On`,
  DISABLED: msg`Off`,
  INELIGIBLE: msg`Not available on this line`,
};

export const LINE_TYPE: Record<string, MessageDescriptor> = { PHONE: msg`Phone`, TABLET: msg`Tablet`, SMARTWATCH: msg`Smartwatch` };

export const SIM_TYPE: Record<string, MessageDescriptor> = { PSIM: msg`SIM card`, ESIM: msg`eSIM` };

export const UPGRADE_ELIGIBILITY: Record<string, MessageDescriptor> = {
  ELIGIBLE: msg`Eligible for an upgrade`,
  NOT_ELIGIBLE: msg`Not eligible for an upgrade yet`,
  FINANCING_REMAINING: msg`Eligible once the device is paid off`,
};

/** spec platform §3 international usage: roaming, long distance, day passes */
export const EVENT_TYPE: Record<string, MessageDescriptor> = {
  ROAMING_DATA: msg`Roaming data`,
  ROAMING_VOICE: msg`Roaming calls`,
  ROAMING_TEXT: msg`Roaming texts`,
  LONG_DISTANCE: msg`International long distance`,
  DAY_PASS: msg`Day pass`,
};

/** units counted (3 minutes) and the unit a rate is per (per minute) */
export const UNIT_TYPE: Record<string, MessageDescriptor> = { MB: msg`MB`, MINUTE: msg`minutes`, MESSAGE: msg`messages`, DAY: msg`days` };
export const UNIT_ONE: Record<string, MessageDescriptor> = { MB: msg`MB`, MINUTE: msg`minute`, MESSAGE: msg`message`, DAY: msg`day` };

/** A code in words, or the code itself where the table has no words for it (a status the spec adds later). */
export const wordsFor = (table: Record<string, MessageDescriptor>, code: string, i18n: { _(words: MessageDescriptor): string }): string => {
  const words = table[code];
  return words ? i18n._(words) : code;
};
