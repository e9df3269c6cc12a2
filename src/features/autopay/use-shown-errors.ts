import { useCallback, useState } from 'react';
import type { Errors } from '../../../machines/auto-pay.checks';

/** The id of a field's control, from its key in the checks (services, method, cvv, terms, debitDay). */
export const fieldId = (field: string): string => `ap-${field}`;

/**
 * Which of a step's errors are shown. The rules are the machine's (machines/auto-pay.checks);
 * this only decides when: a field's message once the user has been on it, all of them once the
 * step was refused (`context.tried`). After a refused Next, the first message is announced and
 * its field takes the focus.
 */
export function useShownErrors(errors: Errors, tried: boolean, order: readonly string[]) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [alertField, setAlertField] = useState<string | null>(null);

  const shown = (field: string): string | null => (errors[field] && (tried || touched.has(field)) ? errors[field]! : null);
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);

  /** After an event that may be refused: when `stillHere`, point at the first error. */
  const refused = (stillHere: boolean, nowErrors: Errors = errors) => {
    if (!stillHere) return;
    const first = [...order, ...Object.keys(nowErrors)].find((field) => nowErrors[field] !== undefined) ?? null;
    setAlertField(first);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return { shown, touch, refused, alertField };
}
