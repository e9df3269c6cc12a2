import { describe, expect, it } from 'vitest';
import { autoPayEnrollModelOn } from '../../machines/autopay/auto-pay.model';
import { oneTimePaymentModelOn } from '../../machines/payment/one-time-payment.model';
import { generatePaths, type FlowPath, type PathStep } from '../../machines/model/paths';
import { modelBackend } from './harness';
import { walkPath } from './runner';

/**
 * Flows survive the session: a payment is sent, the server takes it and its answer is
 * lost; the user walks away, the session idles out, they sign in again and the flow resumes from
 * its redacted snapshot; trying again sends the same Idempotency-Key, so the store holds one
 * payment, not two. The generated path stops where the resume is taken (each path ends at its new
 * move); here it goes on to the answer and the outcome, which the runner checks in the store.
 */
const backend = await modelBackend();
const { today } = backend;

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

/**
 * Enroll in Auto Pay with the Visa and its CVV, left on the review: restored after the timeout
 * without the CVV, the flow goes back to the method step (the chooser, asked again); chosen
 * again, the enrollment pays the balance once and enrolls (the runner checks both in the store).
 */
describe('autoPayEnroll resumed after the session timed out', () => {
  const enroll = autoPayEnrollModelOn(today);
  const resumedOnReview = generatePaths(enroll).filter(
    (p) => p.steps.at(-2)?.label === 'chooseMethod → chosenCard' && p.steps.at(-1)?.perform === 'resumeAfterTimeout',
  );

  it('has a generated path that resumes on the review with a card, back on the method step', () => {
    expect(resumedOnReview).toHaveLength(1);
    expect(resumedOnReview[0]!.steps.at(-2)!.state).toEqual({ review: 'open' });
    expect(resumedOnReview[0]!.steps.at(-1)!.state).toEqual('method');
  });

  it('choosing the card again, then paying and enrolling, makes one payment and one enrollment', async () => {
    const path = resumedOnReview[0]!;
    const answer = (invokeId: 'pay' | 'enroll' | 'chooseMethod', name: string, state: PathStep['state']): PathStep => {
      const outcome = enroll.actors[invokeId]!.find((o) => o.name === name)!;
      return { kind: 'done', label: `${invokeId} → ${name}`, event: outcome.event, state, outcome: { ...outcome, invokeId } };
    };
    const user = (event: PathStep['event'], state: PathStep['state']): PathStep => ({ kind: 'event', label: event.type, event, state });
    const toTheEnd: FlowPath = {
      ...path,
      id: `${path.id}+enrolled`,
      steps: [
        ...path.steps,
        answer('chooseMethod', 'chosenCard', { review: 'open' }),
        user({ type: 'terms.set', accepted: true }, { review: 'open' }),
        user({ type: 'submit' }, 'paying'),
        answer('pay', 'paid', 'enrolling'),
        answer('enroll', 'done', 'successWithPayment'),
      ],
      outcome: 'successWithPayment',
      actorOutcomes: [...path.actorOutcomes, 'chooseMethod:chosenCard', 'pay:paid', 'enroll:done'],
    };
    await walkPath(backend.url, enroll, toTheEnd, today);
  });
});
