import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldId as autoPayFieldId, useShownErrors } from '../../src/features/autopay/parts/use-shown-errors';
import type { PaymentFlow } from '../../src/features/payment/use-payment-flow';
import { useStepErrors } from '../../src/features/payment/use-step-errors';
import { fieldId } from '../../src/ui/payment-method/field-id';

/**
 * When a step shows its errors (the rules that find them are the machines'): a field's message
 * once the user has been on it, all of them once leaving the step was refused, the server's at
 * once; a refusal announces the first message in the form's order and puts the focus on its field.
 */

/** An input of the page, so a hook that moves the focus has somewhere to put it. */
function addInput(id: string) {
  const input = document.createElement('input');
  input.id = id;
  document.body.append(input);
  return input;
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(cleanup);

describe('the Auto Pay steps (src/features/autopay/parts/use-shown-errors.ts)', () => {
  // keyed out of the form's order: the order given decides which comes first
  const errors = { cvv: 'cvv.required', method: 'method.required' };
  const order = ['services', 'method', 'cvv'];

  it("shows no message before the user has been on a field; a field's message once touched", () => {
    const { result } = renderHook(() => useShownErrors(errors, false, order));
    expect(result.current.shown('method')).toBeNull();
    expect(result.current.shown('cvv')).toBeNull();
    act(() => result.current.touch('cvv'));
    expect(result.current.shown('cvv')).toBe('cvv.required');
    expect(result.current.shown('method')).toBeNull();
  });

  it('shows every message once leaving the step was tried, and none for a field without one', () => {
    const { result } = renderHook(() => useShownErrors(errors, true, order));
    expect(result.current.shown('method')).toBe('method.required');
    expect(result.current.shown('cvv')).toBe('cvv.required');
    expect(result.current.shown('services')).toBeNull();
  });

  it("announces the first message in the form's order when the machine refuses, and focuses its field", () => {
    const method = addInput(autoPayFieldId('method'));
    addInput(autoPayFieldId('cvv'));
    const { result, rerender } = renderHook(({ refused }) => useShownErrors(errors, true, order, refused), { initialProps: { refused: false } });
    expect(result.current.alertField).toBeNull();
    expect(document.activeElement).not.toBe(method);
    rerender({ refused: true });
    expect(result.current.alertField).toBe('method');
    expect(document.activeElement).toBe(method);
  });
});

/** A payment flow as far as the hook reads it: its context's tried, refusals and server errors, and send. */
function paymentFlow(context: {
  tried?: Partial<Record<'amount' | 'method' | 'date' | 'link', boolean>>;
  refusals?: number;
  serverErrors?: Record<string, string>;
}) {
  const send = vi.fn();
  const flow = {
    snapshot: {
      context: {
        tried: { amount: false, method: false, date: false, link: false, ...context.tried },
        refusals: context.refusals ?? 0,
        serverErrors: context.serverErrors ?? {},
      },
    },
    send,
  } as unknown as PaymentFlow;
  return { flow, send };
}

describe('the payment steps (src/features/payment/use-step-errors.ts)', () => {
  const errors = { 'card.number': 'card.number', 'card.zip': 'card.zip' };
  const order = ['method', 'card.nameOnCard', 'card.number', 'card.expiry', 'card.zip'];

  it("shows a field's message once the user has left it, all of them once Next was refused on this step only", () => {
    const { flow } = paymentFlow({});
    const { result } = renderHook(() => useStepErrors(flow, 'method', errors, order));
    expect(result.current.shown('card.number')).toBeNull();
    act(() => result.current.touch('card.zip'));
    expect(result.current.shown('card.zip')).toBe('card.zip');
    expect(result.current.shown('card.number')).toBeNull();

    const onOtherStep = renderHook(() => useStepErrors(paymentFlow({ tried: { amount: true } }).flow, 'method', errors, order));
    expect(onOtherStep.result.current.shown('card.number')).toBeNull();
    const tried = renderHook(() => useStepErrors(paymentFlow({ tried: { method: true } }).flow, 'method', errors, order));
    expect(tried.result.current.shown('card.number')).toBe('card.number');
  });

  it("shows the server's refusal of a field at once, before its own rule's message", () => {
    const { flow } = paymentFlow({ serverErrors: { 'method.card.zip': 'zip.invalid' } });
    const { result } = renderHook(() => useStepErrors(flow, 'method', errors, order));
    expect(result.current.shown('card.zip')).toBe('zip.invalid');
  });

  it('announces and focuses the first field in error after a new refusal, not after one made on another step', () => {
    const number = addInput(fieldId('card.number'));
    addInput(fieldId('card.zip'));
    // two refusals were counted before this step was shown (on the amount)
    const { result, rerender } = renderHook(({ flow }) => useStepErrors(flow, 'method', errors, order), {
      initialProps: { flow: paymentFlow({ refusals: 2, tried: { method: true } }).flow },
    });
    expect(result.current.alertField).toBeNull();
    expect(document.activeElement).not.toBe(number);
    rerender({ flow: paymentFlow({ refusals: 3, tried: { method: true } }).flow });
    expect(result.current.alertField).toBe('card.number');
    expect(document.activeElement).toBe(number);
  });

  it('sends Next, and gives a text field its part: left, its message in words, announced after a refusal', () => {
    const { flow, send } = paymentFlow({ tried: { method: true }, refusals: 0 });
    const { result } = renderHook(() => useStepErrors(flow, 'method', errors, order));
    result.current.next();
    expect(send).toHaveBeenCalledWith({ type: 'next' });
    const part = result.current.feedback('card.zip', (code) => `words for ${code}`);
    expect(part.error).toBe('words for card.zip');
    expect(part.announce).toBe(false);
  });
});
