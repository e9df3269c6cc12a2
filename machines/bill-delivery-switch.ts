import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../src/domain/errors';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Switching bill delivery (spec billing §4 "Paperless billing: enrolled or not enrolled", §8
 * "Paperless enrollment fails: go to Settings"): asks to confirm the switch to paper or to
 * paperless; outcomes switched, failure, kept. The bill delivery page invokes it.
 */
export interface BillDeliverySwitchInput {
  /** what the user asks for: true is paperless */
  paperless: boolean;
  /** where a paperless bill goes */
  email: string | null;
}
export type SwitchOutcome = 'switched' | 'failure' | 'kept';
export interface BillDeliverySwitchOutput {
  outcome: SwitchOutcome;
  /** the delivery asked for */
  paperless: boolean;
  code: FailureCode | null;
}

interface Context extends BillDeliverySwitchInput {
  code: FailureCode | null;
  outcome: SwitchOutcome | null;
}

const outcome = (name: SwitchOutcome) => ({ type: 'final' as const, entry: { type: 'reach' as const, params: { outcome: name } } });

export const billDeliverySwitchMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'confirm' } | { type: 'keep' },
    input: {} as BillDeliverySwitchInput,
    output: {} as BillDeliverySwitchOutput,
    meta: {} as ScreenMeta<'delivery'>,
    tags: {} as FlowTag,
  },
  actors: {
    updatePaperless: notProvided<{ enrolled: boolean }, { enrolled: boolean }>('updatePaperless'),
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: SwitchOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'billDeliverySwitch',
  context: ({ input }) => ({ ...input, code: null, outcome: null }),
  initial: 'confirming',
  states: {
    confirming: { meta: { screen: 'delivery', dialog: 'switch' }, on: { confirm: 'saving', keep: 'kept' } },
    saving: {
      meta: { screen: 'delivery', dialog: 'switch' },
      tags: ['busy'],
      invoke: {
        id: 'updatePaperless',
        src: 'updatePaperless',
        input: ({ context }) => ({ enrolled: context.paperless }),
        onDone: 'switched',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    switched: outcome('switched'),
    failure: outcome('failure'),
    kept: outcome('kept'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, paperless: context.paperless, code: context.code }),
});
