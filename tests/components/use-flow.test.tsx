import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { acmeOn, expiryYearsAfter } from '../../machines/model/fixtures';
import { oneTimePaymentMachine, redactPaymentSnapshot } from '../../machines/payment/one-time-payment';
import type { PaymentInfo } from '../../machines/payment/one-time-payment.checks';
import { cardNumber } from '../../machines/model/test-cards';
import { flowOf, noCalls } from '../../src/api/flow';
import { dateInZone } from '../../src/domain/dates';
import { useFlow } from '../../src/shell/use-flow';

/**
 * useFlow (src/shell/use-flow.ts) in a React tree: a flow in progress is kept in sessionStorage,
 * redacted by its machine's own rule (never a card number or a CVV), started again from what was
 * kept when the same user mounts it again, told it was resumed (its child flows too), and
 * forgotten once it ends. The payment is the real machine with calls that answer at once.
 */

const today = dateInZone(new Date(), 'America/New_York');
const info: PaymentInfo = { ...acmeOn(today), scheduledCount: 0, time: '12:00' };
const NUMBER = cardNumber('4111', 16);
const CVV = '987';
const card = { number: NUMBER, nameOnCard: 'Maria Delgado', expiry: expiryYearsAfter(today, 3), zip: '30301', cvv: CVV, save: false };

const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => {}));
const payment = flowOf(
  'oneTimePayment',
  oneTimePaymentMachine,
  () =>
    ({
      loadPaymentInfo: fromPromise(async () => info),
      loadPaymentStores: fromPromise(async () => []),
      loadInstitutions: fromPromise(async () => []),
      submitPayment: never(),
      connectBank: never(),
      enrollAutoPay: never(),
      updatePaperless: never(),
    }) as never,
);
const USER = 'owner@acme.example';
const KEY = `portal.flow:${USER}:oneTimePayment`;
const persist = { user: USER, redact: redactPaymentSnapshot };
const input = { mode: 'otp' as const, keyPrefix: 'k' };

const mountPayment = () => renderHook(() => useFlow(payment, input, { persist }));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useFlow keeps a flow in progress', () => {
  it('persists each step, redacted: the card number and the CVV are never stored', async () => {
    const { result } = mountPayment();
    await settle();
    expect(result.current.snapshot.value).toBe('amount');
    act(() => result.current.send({ type: 'next' }));
    act(() => result.current.send({ type: 'method.card', card }));
    const stored = sessionStorage.getItem(KEY);
    expect(stored).not.toBeNull();
    expect(stored).toContain('Maria Delgado');
    expect(stored).not.toContain(NUMBER);
    expect(stored).not.toContain(`"${CVV}"`);
    // what is checked would fail without the redaction: the live snapshot holds both
    expect(JSON.stringify(result.current.actor.getPersistedSnapshot())).toContain(NUMBER);
  });

  it('restores the stored snapshot when the same user mounts the flow again, at the same step, without the secrets', async () => {
    const first = mountPayment();
    await settle();
    act(() => first.result.current.send({ type: 'next' }));
    act(() => first.result.current.send({ type: 'method.card', card }));
    first.unmount();

    const { result } = mountPayment();
    await settle();
    expect(result.current.snapshot.value).toBe('method');
    const method = result.current.snapshot.context.draft.method;
    expect(method).toEqual({ kind: 'card', card: { ...card, number: '', cvv: '' } });
    expect(result.current.snapshot.context.keyPrefix).toBe('k');
  });

  it("does not restore another user's flow", async () => {
    const first = mountPayment();
    await settle();
    act(() => first.result.current.send({ type: 'next' }));
    first.unmount();
    const { result } = renderHook(() => useFlow(payment, input, { persist: { ...persist, user: 'someone@else.example' } }));
    await settle();
    expect(result.current.snapshot.value).toBe('amount');
  });

  it('starts afresh, and forgets it, from a stored snapshot the machine cannot restore', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ status: 'active', value: 'noSuchState', context: {} }));
    const { result } = mountPayment();
    await settle();
    expect(result.current.snapshot.value).toBe('amount');
    // the fresh run is kept in its place
    expect(JSON.parse(sessionStorage.getItem(KEY)!).value).toBe('amount');
  });

  it('starts afresh from a snapshot another version of the flow wrote (its context has other fields)', async () => {
    const first = mountPayment();
    await settle();
    act(() => first.result.current.send({ type: 'next' }));
    const stored = JSON.parse(sessionStorage.getItem(KEY)!) as { value: unknown; context: Record<string, unknown> };
    expect(stored.value).not.toBe('amount');
    first.unmount();
    // as a build without the typed drafts wrote it
    const { typed: _typed, ...older } = stored.context;
    sessionStorage.setItem(KEY, JSON.stringify({ ...stored, context: older }));
    const { result } = mountPayment();
    await settle();
    expect(result.current.snapshot.value).toBe('amount');
    // and this build's snapshot, unchanged, is restored
    sessionStorage.setItem(KEY, JSON.stringify(stored));
    const again = mountPayment();
    await settle();
    expect(again.result.current.snapshot.value).toEqual(stored.value);
  });

  it('forgets the flow once it ends', async () => {
    const { result } = mountPayment();
    await settle();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    act(() => result.current.send({ type: 'cancel' }));
    expect(result.current.snapshot.status).toBe('done');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

// A parent flow that invokes a child flow: each notes the `resumed` it is told.
const child = setup({ types: { context: {} as { resumed: number }, events: {} as { type: 'resumed' } } }).createMachine({
  id: 'child',
  context: { resumed: 0 },
  on: { resumed: { actions: [assign({ resumed: ({ context }) => context.resumed + 1 }), sendParent({ type: 'child.resumed' })] } },
});
const parent = setup({
  types: { context: {} as { resumed: number; childResumed: number }, events: {} as { type: 'resumed' } | { type: 'child.resumed' } | { type: 'go' } },
  actors: { child },
}).createMachine({
  id: 'parent',
  context: { resumed: 0, childResumed: 0 },
  initial: 'start',
  on: {
    resumed: { actions: assign({ resumed: ({ context }) => context.resumed + 1 }) },
    'child.resumed': { actions: assign({ childResumed: ({ context }) => context.childResumed + 1 }) },
  },
  states: { start: { on: { go: 'withChild' } }, withChild: { invoke: { id: 'child', src: 'child' } } },
});
const parentFlow = flowOf('parentFlow', parent, noCalls as never);
const keepAll = { user: USER, redact: (persisted: never) => persisted };

describe('useFlow tells a restored flow it was resumed', () => {
  it('sends `resumed` to the restored flow and to each child flow it runs, and to no fresh flow', async () => {
    const first = renderHook(() => useFlow(parentFlow, undefined, { persist: keepAll }));
    expect(first.result.current.snapshot.context.resumed).toBe(0);
    act(() => first.result.current.send({ type: 'go' }));
    first.unmount();

    const { result } = renderHook(() => useFlow(parentFlow, undefined, { persist: keepAll }));
    await settle();
    expect(result.current.snapshot.value).toBe('withChild');
    expect(result.current.snapshot.context.resumed).toBe(1);
    expect(result.current.snapshot.context.childResumed).toBe(1);
  });
});
