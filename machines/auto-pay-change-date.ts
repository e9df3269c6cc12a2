import type { AutoPay } from '../src/domain/billing';
import { assign, setup } from 'xstate';
import type { ErrorCode } from '../src/domain/errors';
import { dayErrors, type AutoPayInfo } from './auto-pay.checks';
import { notProvided } from './not-provided';

/**
 * Change the Auto Pay debit date (spec billing §2, §5): a calendar of the account's two
 * selectable ranges; a day outside them shows that monthly payments would be late.
 */
export type AutoPayChangeDateOutput = { outcome: 'success'; debitDay: number } | { outcome: 'failure'; code: ErrorCode | null } | { outcome: 'cancelled' };

type Event = { type: 'day.set'; day: number } | { type: 'submit' } | { type: 'cancel' };

interface Context {
  info: AutoPayInfo | null;
  day: number | null;
  tried: boolean;
  code: ErrorCode | null;
}

export const autoPayChangeDateMachine = setup({
  types: { context: {} as Context, events: {} as Event, output: {} as AutoPayChangeDateOutput },
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    updateAutoPayDate: notProvided<AutoPay, { debitDay: number }>('updateAutoPayDate'),
  },
  guards: {
    notEnrolled: ({ event }) => !(event as unknown as { output: AutoPayInfo }).output.billing.autoPay.enrolled,
    dayInvalid: ({ context }) => Object.keys(dayErrors(context.info!, context.day)).length > 0,
  },
}).createMachine({
  id: 'autoPayChangeDate',
  context: { info: null, day: null, tried: false, code: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadAutoPayInfo',
        onDone: [
          { guard: 'notEnrolled', target: 'notEnrolled', actions: assign({ info: ({ event }) => event.output }) },
          { target: 'choosing', actions: assign({ info: ({ event }) => event.output, day: ({ event }) => event.output.billing.autoPay.debitDay }) },
        ],
        onError: { target: 'failure', actions: assign({ code: ({ event }) => (event.error as { code?: ErrorCode })?.code ?? null }) },
      },
    },
    notEnrolled: { on: { cancel: 'cancelled' } },
    choosing: {
      on: {
        'day.set': { actions: assign({ day: ({ event }) => event.day }) },
        submit: [{ guard: 'dayInvalid', actions: assign({ tried: true }) }, { target: 'saving' }],
        cancel: 'cancelled',
      },
    },
    saving: {
      invoke: {
        id: 'update',
        src: 'updateAutoPayDate',
        input: ({ context }) => ({ debitDay: context.day! }),
        onDone: 'success',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => (event.error as { code?: ErrorCode })?.code ?? null }) },
      },
    },
    success: { type: 'final', output: ({ context }) => ({ outcome: 'success', debitDay: context.day! }) },
    failure: { type: 'final', output: ({ context }) => ({ outcome: 'failure', code: context.code }) },
    cancelled: { type: 'final', output: { outcome: 'cancelled' } },
  },
  output: ({ event }) => (event as unknown as { output: AutoPayChangeDateOutput }).output,
});
