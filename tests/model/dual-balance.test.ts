import { describe, expect, it } from 'vitest';
import { oneTimePaymentModelOn } from '../../machines/payment/one-time-payment.model';
import { generatePaths, type FlowPath } from '../../machines/model/paths';
import { modelBackend } from './harness';
import { walkPath } from './runner';

/**
 * The dual-balance choice paid through (spec billing §2). The generated paths take each
 * choice (and Back to it), and the payment's own paths pay; none does both at once, as every move
 * after the choice is one an earlier path took. Here Fleet Courier chooses, then walks on as the
 * shortest generated payment does (with its own checking account), to success: the runner checks the store holds
 * the records the choice says (both: a core and a mobile record; mobile: one mobile record).
 */
const backend = await modelBackend();
const { today } = backend;
const model = oneTimePaymentModelOn(today);
const paths = generatePaths(model);

// the shortest generated payment: the amount prefilled, a saved checking account, today
const paying = paths
  .filter((p) => p.input.mode === 'otp' && p.outcome === 'success' && p.steps[0]!.label === 'load → loaded')
  .sort((a, b) => a.steps.length - b.steps.length)[0];
/** Fleet's own checking account in place of Acme's (the saved method is the world's). */
const FLEET_CHECKING = 'pm_16';

describe('oneTimePayment: Fleet Courier chooses what to pay, then pays', () => {
  it('has a generated payment to follow the choice with', () => expect(paying).toBeDefined());

  for (const choice of ['both', 'mobile', 'core'] as const) {
    it(`chooses ${choice}, pays by checking account: the store holds the records of that choice`, async () => {
      const chose = paths.find((p) => p.input.mode === 'otp' && p.steps[1]?.label === `balance → ${choice}`)!;
      const path: FlowPath = {
        ...paying!,
        id: `${chose.id}+${paying!.id}`,
        steps: [
          ...chose.steps.slice(0, 2),
          ...paying!.steps.slice(1).map((s) => (s.event.type === 'method.saved' ? { ...s, event: { ...s.event, id: FLEET_CHECKING } } : s)),
        ],
        actorOutcomes: [...chose.actorOutcomes.slice(0, 2), ...paying!.actorOutcomes.slice(1)],
        input: chose.input,
      };
      expect(model.verify('success', path.actorOutcomes)).toBe(choice === 'both' ? 'splitPayment' : choice === 'mobile' ? 'mobilePayment' : 'onePayment');
      await walkPath(backend.url, model, path, today);
    });
  }
});
