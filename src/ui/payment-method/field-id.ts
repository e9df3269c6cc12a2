/** The id of a payment form field's control, from its key in the checks ("card.number" → pay-card-number). */
export const fieldId = (field: string): string => `pay-${field.replace(/\./g, '-')}`;
