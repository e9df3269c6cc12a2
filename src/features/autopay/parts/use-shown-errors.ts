import type { Errors } from '../../../../machines/autopay/auto-pay.checks';
import { useShownErrors as useShown } from '../../../ui/use-shown-errors';

/** The id of a field's control, from its key in the checks (services, method, cvv, terms, debitDay). */
export const fieldId = (field: string): string => `ap-${field}`;

/** Which of an Auto Pay step's errors are shown (src/ui/use-shown-errors.ts), its fields named `ap-<key>`. */
export const useShownErrors = (errors: Errors, tried: boolean, order: readonly string[], refused = false) => useShown(errors, tried, order, refused, fieldId);
