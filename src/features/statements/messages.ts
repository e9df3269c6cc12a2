import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DisplaySection } from '../../domain/statement';
import type { ChangeReason } from '../../domain/statement-compare';

// spec billing §8: each failure has its own message in English; in Spanish they share the one
// generic text. "Statement saved" is the shared message (src/i18n/shared-messages.ts).
export const STATEMENT_MESSAGES = {
  listUnavailable: msg({
    message: "Your statements couldn't be loaded. Refresh to try again.",
    comment:
      'spec billing §8 "Statement unavailable": in Spanish the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  statementUnavailable: msg({
    message: "This statement couldn't be shown. Refresh to try again, or download the printable version.",
    comment: 'spec billing §8 "Statement unavailable: refresh or download the printable version". In Spanish the generic text, then the two ways out.',
  }),
  printUnavailable: msg({
    message: "The printable statement isn't available right now. Please try again later.",
    comment: 'spec billing §8 "Printable statement unavailable": in Spanish the one generic text.',
  }),
} satisfies Record<string, MessageDescriptor>;

export const SECTION_TITLES: Record<DisplaySection, MessageDescriptor> = {
  INTERNET: msg`Internet`,
  TV: msg`TV`,
  VOICE: msg`Business Phone`,
  MOBILE: msg`Mobile plans`,
  DEVICE_INSTALLMENTS: msg`Device installments`,
  ADDITIONAL: msg`Additional charges`,
  CREDITS: msg`Credits`,
  TAXES_FEES: msg`Taxes and fees`,
};

// The compare table's column of differences: the noun (Spanish "Cambio"). Its own context keeps
// it apart from the verb "Change" of a button (Spanish "Cambiar"): the catalogs a page loads are
// merged into one, and a message with one id would take whichever translation loaded last.
export const CHANGE_HEADING = msg({ message: 'Change', context: 'difference between two amounts' });

export const CHANGE_REASON_TEXT: Record<ChangeReason, MessageDescriptor> = {
  unchanged: msg`No change`,
  newService: msg`New service`,
  removedService: msg`Service removed`,
  rateChange: msg`Price changed`,
  partialMonth: msg`Partial month`,
  promotionEnded: msg`Promotion ended`,
  newPromotion: msg`New promotion`,
  oneTimeFee: msg`One-time charge`,
  oneTimeFeeGone: msg`One-time charge last month`,
  lateFee: msg`Late fee`,
  lateFeeGone: msg`No late fee this month`,
  creditApplied: msg`Credit applied`,
  creditGone: msg`Credit last month only`,
  taxChange: msg`Taxes follow the charges`,
};
