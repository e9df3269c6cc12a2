import { payBill } from '../../api/flows-payment';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { screenMeta } from '../../../machines/parts/screen';
import { type oneTimePaymentMachine, type PaymentMeta, type PaymentMode } from '../../../machines/payment/one-time-payment';
import { redactPayBill } from '../../../machines/payment/pay-bill';
import { newKeyPrefix } from '../../api/idempotency';
import { useFlow } from '../../shell/use-flow';

export type { PaymentMode };

/**
 * Mounts the Pay bill page's flow (machines/payment/pay-bill.ts), which invokes one one-time payment at a
 * time (spec billing §2). The flow is kept for this user while it runs (flows survive
 * the session): a reload, or the idle timeout and signing in again, comes back to the same step.
 */
export function usePayBill(mode: PaymentMode, user: string) {
  const [keyPrefix] = useState(newKeyPrefix);
  return useFlow(payBill, { mode, keyPrefix }, { persist: { user, instance: mode, redact: redactPayBill } });
}

export type PaymentActor = ActorRefFrom<typeof oneTimePaymentMachine>;

/** One payment of the page: its snapshot, what its state says to show (meta), and `send`. */
export function usePaymentActor(actor: PaymentActor) {
  const snapshot = useSelector(actor, (s) => s);
  const meta: Partial<PaymentMeta> = screenMeta(snapshot);
  return { snapshot, send: actor.send, meta };
}

export type PaymentFlow = ReturnType<typeof usePaymentActor>;
