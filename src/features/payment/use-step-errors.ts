import { useCallback, useState } from 'react';
import type { Errors } from '../../../machines/one-time-payment.checks';
import { fieldOfServerPath } from '../../ui/payment-method/error-text';
import { afterPointer } from './after-pointer';
import { fieldId } from '../../ui/payment-method/field-id';
import type { PaymentFlow } from './use-payment-flow';

type Checked = 'amount' | 'method' | 'date';

/**
 * Which of a step's errors are shown. The rules are the machine's (`machines/one-time-payment.checks`);
 * this only decides when: a field's message once the user has left it, all of them once Next was
 * pressed on the step (`context.tried`), and the server's refusals at once. After a refused
 * Next the first message is announced and its field takes the focus.
 */
export function useStepErrors(flow: PaymentFlow, step: Checked, errors: Errors, order: readonly string[]) {
  const { snapshot, actor } = flow;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [alertField, setAlertField] = useState<string | null>(null);
  const tried = snapshot.context.tried[step];

  const server: Errors = {};
  for (const [path, code] of Object.entries(snapshot.context.serverErrors)) server[fieldOfServerPath(path)] ??= code;

  const shown = (field: string): string | null => server[field] ?? (errors[field] && (tried || touched.has(field)) ? errors[field]! : null);

  const touch = useCallback((field: string) => afterPointer(() => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))), []);

  const next = () => {
    actor.send({ type: 'next' });
    const after = actor.getSnapshot();
    if (!after.matches(step)) return;
    const wrong = [...order, ...Object.keys(server), ...Object.keys(errors)];
    const first = wrong.find((field) => server[field] !== undefined || errors[field] !== undefined) ?? null;
    setAlertField(first);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return { shown, touch, next, alertField, server };
}
