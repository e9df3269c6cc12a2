import { assign, setup } from 'xstate';
import type { AutoPay } from '../../src/domain/billing';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { dayErrors, type AutoPayInfo } from './auto-pay.checks';
import { notProvided } from '../parts/not-provided';
import { outcomeOnScreen } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';
import { refusableForm } from '../parts/form-save';

/**
 * Change the Auto Pay debit date (spec billing §2, §5): a calendar of the account's two
 * selectable ranges; a day outside them shows that monthly payments would be late. Invoked by
 * Manage Auto Pay with the account it loaded.
 */
export interface AutoPayChangeDateInput {
  info: AutoPayInfo;
}
export type ChangeDateOutcome = 'success' | 'failure' | 'cancelled';
export interface AutoPayChangeDateOutput {
  outcome: ChangeDateOutcome;
  /** the day chosen (saved on success) */
  debitDay: number | null;
  code: FailureCode | null;
}

export type AutoPayChangeDateEvent = { type: 'day.set'; day: number } | { type: 'submit' } | { type: 'cancel' };

interface Context extends AutoPayChangeDateInput {
  day: number | null;
  tried: boolean;
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: ChangeDateOutcome | null;
}

export const autoPayChangeDateMachine = setup({
  types: flowTypes<{
    context: Context;
    events: AutoPayChangeDateEvent;
    input: AutoPayChangeDateInput;
    output: AutoPayChangeDateOutput;
    screen: 'choose' | 'outcome';
  }>(),
  actors: {
    updateAutoPayDate: notProvided<AutoPay, { debitDay: number }>('updateAutoPayDate'),
  },
  guards: {
    dayInvalid: ({ context }) => Object.keys(dayErrors(context.info, context.day)).length > 0,
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: ChangeDateOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'autoPayChangeDate',
  context: ({ input }) => ({ ...input, day: input.info.billing.autoPay.debitDay, tried: false, code: null, outcome: null }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: { screen: 'choose' },
      ...refusableForm,
      on: {
        'day.set': { target: '.open', actions: assign({ day: ({ event }) => event.day }) },
        submit: [
          { guard: 'dayInvalid', target: '.refused', actions: assign({ tried: true }), meta: refusedFor('debitDay.required', 'debitDay.late') },
          { target: 'saving' },
        ],
        cancel: 'cancelled',
      },
    },
    saving: {
      meta: { screen: 'choose' },
      tags: ['busy'],
      invoke: {
        id: 'update',
        src: 'updateAutoPayDate',
        input: ({ context }) => ({ debitDay: context.day! }),
        onDone: 'success',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    success: outcomeOnScreen('success'),
    failure: outcomeOnScreen('failure'),
    cancelled: outcomeOnScreen('cancelled'),
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({ outcome: context.outcome!, debitDay: context.day, code: context.code }),
});
