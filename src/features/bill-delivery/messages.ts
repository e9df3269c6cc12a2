import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// spec billing §8: each failure has its own message in English; in Spanish they share the one
// generic text. The comments tell translators so (the macro needs them as literals).
export const DELIVERY_ERRORS = {
  deliveryLoad: msg({
    message: "Your billing information couldn't be loaded. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  paperless: msg({
    message: "We couldn't change how you get your bill. Please try again from Settings.",
    comment: 'spec billing §8 "Paperless enrollment fails: go to Settings". In Spanish the generic text followed by the way to Settings.',
  }),
} satisfies Record<string, MessageDescriptor>;
