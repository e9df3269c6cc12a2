import { useCallback, useEffect, useState } from 'react';
import type { Errors } from '../../../machines/auto-pay.checks';

/** The id of a field's control, from its key in the checks (services, method, cvv, terms, debitDay). */
export const fieldId = (field: string): string => `ap-${field}`;

/**
 * Which of a step's errors are shown. The rules are the machine's (machines/auto-pay.checks);
 * this only decides when: a field's message once the user has been on it, all of them once the
 * step was refused (`context.tried`). When the machine refuses to leave the step (its `refused`
 * tag comes on), the first message is announced and its field takes the focus.
 */
export function useShownErrors(errors: Errors, tried: boolean, order: readonly string[], refused = false) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const first = [...order, ...Object.keys(errors)].find((field) => errors[field] !== undefined) ?? null;
  const alertField = refused ? first : null;

  const shown = (field: string): string | null => (errors[field] && (tried || touched.has(field)) ? errors[field]! : null);
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);

  useEffect(() => {
    if (alertField) document.getElementById(fieldId(alertField))?.focus();
  }, [alertField]);

  return { shown, touch, alertField };
}
