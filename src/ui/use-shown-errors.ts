import { useCallback, useEffect, useState } from 'react';

/**
 * Which of a form's errors are shown. The rules are the machine's; this only decides when: a
 * field's message once the user has been on it, all of them once leaving the form was refused
 * (`tried`). When the machine refuses (its `refused` tag comes on), the first message in `order`
 * is announced and its field (`idOf`) takes the focus.
 */
export function useShownErrors(
  errors: Readonly<Record<string, string>>,
  tried: boolean,
  order: readonly string[],
  refused: boolean,
  idOf: (field: string) => string,
) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const first = [...order, ...Object.keys(errors)].find((field) => errors[field] !== undefined) ?? null;
  const alertField = refused ? first : null;

  const shown = (field: string): string | null => (errors[field] && (tried || touched.has(field)) ? errors[field]! : null);
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);

  useEffect(() => {
    if (alertField) document.getElementById(idOf(alertField))?.focus();
  }, [alertField, idOf]);

  return { shown, touch, alertField };
}
