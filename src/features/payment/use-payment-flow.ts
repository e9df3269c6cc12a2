import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { oneTimePaymentMachine, type OneTimePaymentInput } from '../../../machines/one-time-payment';
import { asActors } from '../../api/actors/as-actors';
import { paymentCalls } from '../../api/actors/payment';
import { browserTransport } from '../../api/browser-transport';
import { reportSessionEnd } from '../../api/http';
import { inspectForExplorer } from '../../shell/live-inspector';

// The machine declares the Auto Pay and paperless answers as `unknown` (it only needs to know
// they arrived); the calls parse them. An answer typed more precisely is still an answer.
type MachineActors = NonNullable<Parameters<typeof oneTimePaymentMachine.provide>[0]['actors']>;
const paymentActors = (): MachineActors => asActors(paymentCalls(browserTransport(reportSessionEnd))) as MachineActors;

export type PaymentMode = OneTimePaymentInput['mode'];

/**
 * Random per flow instance: with the review visit it makes the payment's Idempotency-Key, so a
 * retry after a lost answer is the same request. randomUUID exists only in secure contexts
 * (https, localhost); elsewhere 16 random bytes do the same job.
 */
function newKeyPrefix(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

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
  const machine = useMemo(() => oneTimePaymentMachine.provide({ actors: paymentActors() }), []);
  const actor = useActorRef(machine, { input: { mode, keyPrefix }, inspect: inspectForExplorer('oneTimePayment') });
  const snapshot = useSelector(actor, (s) => s);
  const prefilled = useRef<Prefilled>({ amount: false, date: false });
  return { snapshot, send: actor.send, actor, prefilled: prefilled.current };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
export type PaymentSnapshot = PaymentFlow['snapshot'];
export type PaymentSend = PaymentFlow['send'];
