import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// spec billing §8: each failure has its own message in English; in Spanish they share the one
// generic text. The comments tell translators so (the macro needs them as literals).
export const RISK_ERRORS = {
  cardUpdate: msg({
    message: "We couldn't update this card. Please try again, or choose another payment method.",
    comment: 'spec billing §8 "Card cannot be verified or added: try again". In Spanish the generic text where §8 says so.',
  }),
} satisfies Record<string, MessageDescriptor>;
