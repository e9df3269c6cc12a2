import { assign, setup } from 'xstate';
import { discountLostOnCancel } from '../src/domain/autopay';
import type { AutoPay } from '../src/domain/billing';
import { callFailure, type FailureCode } from '../src/domain/errors';
import type { AutoPayInfo } from './auto-pay.checks';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Cancel Auto Pay, unenroll (spec billing §4): a confirmation over Manage Auto Pay's summary
 * that, for discount-eligible accounts, warns the monthly discount is lost (discountLostOnCancel
 * of the loaded billing); outcomes cancelled, failure, kept.
 */
export interface AutoPayCancelInput {
  info: AutoPayInfo;
}
export type CancelOutcome = 'cancelled' | 'failure' | 'kept';
export interface AutoPayCancelOutput {
  outcome: CancelOutcome;
  /** the monthly discount (cents) the account no longer gets */
  discountLost: number;
  code: FailureCode | null;
}

type Event = { type: 'confirm' } | { type: 'keep' };

interface Context extends AutoPayCancelInput {
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: CancelOutcome | null;
}

const outcome = (name: CancelOutcome) => ({ type: 'final' as const, entry: { type: 'reach' as const, params: { outcome: name } } });

export const autoPayCancelMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Event,
    input: {} as AutoPayCancelInput,
    output: {} as AutoPayCancelOutput,
    meta: {} as ScreenMeta<'summary'>,
    tags: {} as FlowTag,
  },
  actors: {
    cancelAutoPay: notProvided<AutoPay>('cancelAutoPay'),
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: CancelOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'autoPayCancel',
  context: ({ input }) => ({ ...input, code: null, outcome: null }),
  initial: 'confirming',
  states: {
    confirming: { meta: { screen: 'summary', dialog: 'cancel' }, on: { confirm: 'cancelling', keep: 'kept' } },
    cancelling: {
      meta: { screen: 'summary', dialog: 'cancel' },
      tags: ['busy'],
      invoke: {
        id: 'cancelAutoPay',
        src: 'cancelAutoPay',
        onDone: 'cancelled',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    cancelled: outcome('cancelled'),
    failure: outcome('failure'),
    kept: outcome('kept'),
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({ outcome: context.outcome!, discountLost: discountLostOnCancel(context.info.billing), code: context.code }),
});
