import { useRef, useState } from 'react';
import type { OneTimePaymentInput } from '../../../machines/one-time-payment';
import { newKeyPrefix } from '../../api/idempotency';
import { useFlow } from '../../shell/use-flow';

export type PaymentMode = OneTimePaymentInput['mode'];

/** What the page fills in for the user once per flow (the amount due, today): not asked again after they clear it. */
export interface Prefilled {
  amount: boolean;
  date: boolean;
}

/**
 * Mounts one one-time payment (spec billing §2): the machine with the real calls, started at
 * once. Components render `snapshot` and `send` events; nothing else decides what happens.
 */
export function usePaymentFlow(mode: PaymentMode) {
  const [keyPrefix] = useState(newKeyPrefix);
  const flow = useFlow('oneTimePayment', { mode, keyPrefix });
  const prefilled = useRef<Prefilled>({ amount: false, date: false });
  return { ...flow, prefilled: prefilled.current };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
export type PaymentSnapshot = PaymentFlow['snapshot'];
export type PaymentSend = PaymentFlow['send'];
