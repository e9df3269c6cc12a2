import { useCallback, useEffect, useRef, useState } from 'react';
import type { Errors } from '../../../machines/payment/one-time-payment.checks';
import { fieldOfServerPath } from '../../ui/payment-method/error-text';
import { afterPointer } from './defer-until-pointer-up';
import { fieldId } from '../../ui/payment-method/field-id';
import type { PaymentFlow } from './use-payment-flow';

type Checked = 'amount' | 'method' | 'date' | 'link';

/**
 * Which of a step's errors are shown. The rules are the machine's (`machines/payment/one-time-payment.checks`);
 * this only decides when: a field's message once the user has left it, all of them once Next was
 * pressed on the step (`context.tried`), and the server's refusals at once. The machine counts
 * refused attempts to leave a step (`context.refusals`): after one, the first message is
 * announced and its field takes the focus.
 */
export function useStepErrors(flow: PaymentFlow, step: Checked, errors: Errors, order: readonly string[]) {
  const { snapshot, send } = flow;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { tried, refusals, serverErrors } = snapshot.context;
  // refusals before this step was shown belong to another step
  const [refusalsBefore] = useState(refusals);

  const server: Errors = {};
  for (const [path, code] of Object.entries(serverErrors)) server[fieldOfServerPath(path)] ??= code;

  const shown = (field: string): string | null => server[field] ?? (errors[field] && (tried[step] || touched.has(field)) ? errors[field]! : null);
  const touch = useCallback((field: string) => afterPointer(() => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))), []);

  const wrong = [...order, ...Object.keys(server), ...Object.keys(errors)];
  const first = wrong.find((field) => server[field] !== undefined || errors[field] !== undefined) ?? null;
  const alertField = refusals > refusalsBefore ? first : null;

  // each new refusal moves the focus to the first field in error (once: typing does not move it)
  const focused = useRef(refusalsBefore);
  useEffect(() => {
    if (refusals === focused.current) return;
    focused.current = refusals;
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [refusals, first]);

  const next = () => send({ type: 'next' });
  /** A text field's part in this: touched when left, its message in words, announced after a refusal. */
  const feedback = (field: string, words: (code: string) => string) => {
    const code = shown(field);
    return { onBlur: () => touch(field), error: code ? words(code) : null, announce: alertField === field };
  };
  return { shown, touch, next, alertField, server, feedback };
}
