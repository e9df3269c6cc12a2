import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// spec billing §8: each failure has its own message in English; in Spanish they share the one
// generic text. The comments tell translators so (the macro needs them as literals).
export const SCHEDULED_ERRORS = {
  scheduledCancel: msg({
    message: "We couldn't cancel your scheduled payment. It is still scheduled. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  scheduledLoad: msg({
    message: "Your scheduled payments couldn't be loaded. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
} satisfies Record<string, MessageDescriptor>;
