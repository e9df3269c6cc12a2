import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { autoPayAddMethodMachine } from './auto-pay-add-method';
import { autoPayCancelMachine } from './auto-pay-cancel';
import { autoPayManageMachine, cancelRefusalOf } from './auto-pay-manage';
import type { AutoPayInfo, NewMethodDraft } from './auto-pay.checks';
import type { AutoPayService } from '../../src/domain/autopay';
import type { PaymentMethod } from '../../src/domain/billing';
import { acmeOn, brightlineOn, expiryYearsAfter } from '../model/fixtures';
import { cardNumber } from '../model/test-cards';

const today = '2026-03-10';
const bright: AutoPayInfo = { ...brightlineOn(today), availableServices: ['CORE'] };
const acme: AutoPayInfo = { ...acmeOn(today), availableServices: ['CORE'], debitDayRanges: [{ start: 1, end: 28 }] };

/** Manage with a cancel call that answers, and a load that answers `reloaded`. */
function manage(reloaded: AutoPayInfo = bright) {
  const machine = autoPayManageMachine.provide({
    actors: {
      loadAutoPayInfo: fromPromise(async () => reloaded),
      autoPayCancel: autoPayCancelMachine.provide({ actors: { cancelAutoPay: fromPromise(async () => bright.billing.autoPay) } }),
    },
  });
  return createActor(machine, { input: { keyPrefix: 't', info: bright } }).start();
}

describe('Manage Auto Pay', () => {
  it('Keep closes the cancel dialog over the summary; a cancellation is shown, and only Enroll follows it', async () => {
    const actor = manage();
    actor.send({ type: 'cancelAutoPay' });
    actor.getSnapshot().children.cancel!.send({ type: 'keep' });
    expect(actor.getSnapshot().value).toBe('summary');

    actor.send({ type: 'cancelAutoPay' });
    actor.getSnapshot().children.cancel!.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('ended'));
    expect(actor.getSnapshot().context.ended).toMatchObject({ flow: 'cancel', output: { outcome: 'cancelled', discountLost: 500 } });
    // Auto Pay is off: "Manage again" is not offered, Enroll is, and ends the flow
    expect(actor.getSnapshot().can({ type: 'again' })).toBe(false);
    actor.send({ type: 'enroll' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'enroll' });
  });

  it('spec billing §5: an Auto Pay covering the mobile lines is not cancelled (Cancel refused with its reason); the change of method stays open', () => {
    const mobile: AutoPayInfo = {
      ...bright,
      availableServices: ['CORE', 'MOBILE'],
      billing: { ...bright.billing, autoPay: { ...bright.billing.autoPay, services: ['CORE', 'MOBILE'] } },
    };
    const actor = createActor(autoPayManageMachine, { input: { keyPrefix: 't', info: mobile } }).start();
    expect(cancelRefusalOf(mobile)).toBe('autopay.mobileRequired');
    expect(actor.getSnapshot().can({ type: 'cancelAutoPay' })).toBe(false);
    actor.send({ type: 'cancelAutoPay' });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().can({ type: 'changeMethod' })).toBe(true);
    // core alone, on the same account: nothing required to keep
    expect(cancelRefusalOf({ ...mobile, billing: bright.billing })).toBeNull();
    expect(manage().getSnapshot().can({ type: 'cancelAutoPay' })).toBe(true);
  });

  it('Manage again loads anew; Auto Pay found off (turned off elsewhere) ends the flow as notEnrolled', async () => {
    // a failed cancellation keeps Auto Pay on: "Manage again" is offered, Enroll is not
    const failing = createActor(
      autoPayManageMachine.provide({
        actors: {
          loadAutoPayInfo: fromPromise(async () => acme),
          autoPayCancel: autoPayCancelMachine.provide({ actors: { cancelAutoPay: fromPromise(async () => Promise.reject({ code: 'SERVICE_UNAVAILABLE' })) } }),
        },
      }),
      { input: { keyPrefix: 't', info: bright } },
    ).start();
    failing.send({ type: 'cancelAutoPay' });
    failing.getSnapshot().children.cancel!.send({ type: 'confirm' });
    await waitFor(failing, (s) => s.matches('ended'));
    expect(failing.getSnapshot().context.ended).toMatchObject({ flow: 'cancel', output: { outcome: 'failure', code: 'SERVICE_UNAVAILABLE' } });
    expect(failing.getSnapshot().can({ type: 'enroll' })).toBe(false);
    failing.send({ type: 'again' });
    await waitFor(failing, (s) => s.status === 'done');
    expect(failing.getSnapshot().output).toEqual({ outcome: 'notEnrolled' });
  });

  it('a cancel refused with a reason (Mobile added to Auto Pay after the summary loaded) keeps the reason for its outcome screen; a failure without one keeps none', async () => {
    const cancelWith = async (error: unknown) => {
      const actor = createActor(autoPayCancelMachine.provide({ actors: { cancelAutoPay: fromPromise(async () => Promise.reject(error)) } }), {
        input: { info: bright },
      }).start();
      actor.send({ type: 'confirm' });
      await waitFor(actor, (s) => s.status === 'done');
      return actor.getSnapshot().output;
    };
    const refusal = { code: 'CONFLICT', issues: [{ path: [], code: 'custom', message: 'autopay.mobileRequired' }] };
    expect(await cancelWith(refusal)).toEqual({ outcome: 'failure', code: 'CONFLICT', reason: 'autopay.mobileRequired', discountLost: 500 });
    expect(await cancelWith({ code: 'SERVICE_UNAVAILABLE' })).toMatchObject({ outcome: 'failure', code: 'SERVICE_UNAVAILABLE', reason: null });
  });
});

describe('Add a payment method', () => {
  const card = { number: cardNumber('4', 16), nameOnCard: 'Pat Owner', expiry: expiryYearsAfter(today, 4), zip: '30301', cvv: '123', save: true };

  it('a draft with errors is refused (tag) and not saved; a refused save stays on the form with the reason', async () => {
    let saves = 0;
    const machine = autoPayAddMethodMachine.provide({
      actors: {
        saveAutoPayMethod: fromPromise<PaymentMethod, { draft: NewMethodDraft; services: AutoPayService[] }>(async () => {
          saves += 1;
          throw { code: 'VALIDATION_FAILED', issues: [{ path: ['card'], code: 'custom', message: 'method.prepaid' }] };
        }),
      },
    });
    const actor = createActor(machine, { input: { info: acme, services: ['CORE'], kind: 'card' } }).start();
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(saves).toBe(0);
    actor.send({ type: 'draft.set', draft: { kind: 'card', card } });
    expect(actor.getSnapshot().hasTag('refused')).toBe(false);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().context.saveError).toBe('method.prepaid');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a saved card is the output, with the CVV typed in the form', async () => {
    const machine = autoPayAddMethodMachine.provide({
      actors: { saveAutoPayMethod: fromPromise(async () => ({ ...acme.methods[0]!, id: 'pm_new' })) },
    });
    const actor = createActor(machine, { input: { info: acme, services: ['CORE'], kind: 'card' } }).start();
    actor.send({ type: 'draft.set', draft: { kind: 'card', card } });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'saved', method: { id: 'pm_new' }, cvv: '123', expiringSoon: false });
  });
});
