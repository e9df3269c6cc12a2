import { afterAll, describe, expect, it } from 'vitest';
import { oneTimePaymentModelOn } from '../../machines/one-time-payment.model';
import { generatePaths, type FlowPath } from '../../machines/paths';
import { startBackend } from '../support/backend';
import { control } from '../support/client';
import { walkPath } from './runner';

/**
 * Issue 12, "Flows survive the session": a payment is sent, the server takes it and its answer is
 * lost; the user walks away, the session idles out, they sign in again and the flow resumes from
 * its redacted snapshot; trying again sends the same Idempotency-Key, so the store holds one
 * payment, not two. The generated path stops where the resume is taken (each path ends at its new
 * move); here it goes on to the answer and the outcome, which the runner checks in the store.
 */
const backend = await startBackend({ env: { PORTAL_QUIET: '1' } });
const { today } = await control.serverClock(backend.url);
afterAll(async () => {
  await backend.stop();
  backend.cleanup();
});

const model = oneTimePaymentModelOn(today);
const resumedAfterLostAnswer = generatePaths(model).filter(
  (p) => p.steps.some((s) => s.label === 'pay → lostAnswer') && p.steps.at(-1)?.perform === 'resumeAfterTimeout',
);

describe('oneTimePayment resumed after the session timed out', () => {
  it('has a generated path that resumes after a lost answer, in each mode', () => expect(resumedAfterLostAnswer.length).toBe(2));

  for (const path of resumedAfterLostAnswer) {
    it(`${path.id}: ${path.steps.map((s) => s.label).join(' · ')} · pay → paid: one payment`, async () => {
      const paid = model.actors.pay!.find((o) => o.name === 'paid')!;
      const toTheEnd: FlowPath = {
        ...path,
        id: `${path.id}+paid`,
        steps: [...path.steps, { kind: 'done', label: 'pay → paid', event: paid.event, state: 'success', outcome: { ...paid, invokeId: 'pay' } }],
        outcome: 'success',
        actorOutcomes: [...path.actorOutcomes, 'pay:paid'],
      };
      await walkPath(backend.url, model, toTheEnd, today);
    });
  }
});
