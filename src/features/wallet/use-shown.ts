import { useCallback, useEffect, useState } from 'react';
import { fieldId } from '../../ui/payment-method/field-id';

/**
 * When a wallet form shows its errors (the rules are the machine's): a field's once the user has
 * left it, all of them once Save was refused; then the first is announced and takes the focus.
 */
export function useShown(errors: Record<string, string>, tried: boolean, order: readonly string[], refused: boolean) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const shown = (field: string): string | null => (errors[field] && (tried || touched.has(field)) ? errors[field]! : null);
  const touch = useCallback((field: string) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), []);
  const alertField = refused ? (order.find((field) => errors[field] !== undefined) ?? null) : null;
  useEffect(() => {
    if (alertField) document.getElementById(fieldId(alertField))?.focus();
  }, [alertField]);
  return { shown, touch, alertField };
}
