import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../src/domain/errors';
import type { WalletMethod } from '../src/domain/wallet';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Delete a saved method (spec billing §2, §8): a confirmation, then the call. Outcomes deleted,
 * kept (the user changed their mind), failure (the catalogue's "payment method delete fails",
 * with the code: CONFLICT when it backs Auto Pay or a scheduled payment after all). The method
 * backing Auto Pay never gets here: the wallet stops it with the roadblock first (§4).
 */
export interface WalletDeleteMethodInput {
  method: WalletMethod;
}
export type DeleteOutcome = 'deleted' | 'kept' | 'failure';
export interface WalletDeleteMethodOutput {
  outcome: DeleteOutcome;
  methodId: string;
  code: FailureCode | null;
}
export type WalletDeleteMethodEvent = { type: 'confirm' } | { type: 'keep' };

interface Context extends WalletDeleteMethodInput {
  code: FailureCode | null;
  outcome: DeleteOutcome | null;
}

const outcome = (name: DeleteOutcome) => ({ type: 'final' as const, entry: { type: 'reach' as const, params: { outcome: name } } });

export const walletDeleteMethodMachine = setup({
  types: {
    context: {} as Context,
    events: {} as WalletDeleteMethodEvent,
    input: {} as WalletDeleteMethodInput,
    output: {} as WalletDeleteMethodOutput,
    meta: {} as ScreenMeta<'list'>,
    tags: {} as FlowTag,
  },
  actors: {
    deleteWalletMethod: notProvided<{ id: string; deleted: boolean }, { id: string }>('deleteWalletMethod'),
  },
  actions: {
    reach: assign({ outcome: (_, params: { outcome: DeleteOutcome }) => params.outcome }),
  },
}).createMachine({
  id: 'walletDeleteMethod',
  context: ({ input }) => ({ ...input, code: null, outcome: null }),
  initial: 'confirming',
  states: {
    confirming: { meta: { screen: 'list', dialog: 'delete' }, on: { confirm: 'deleting', keep: 'kept' } },
    deleting: {
      meta: { screen: 'list', dialog: 'delete' },
      tags: ['busy'],
      invoke: {
        id: 'deleteMethod',
        src: 'deleteWalletMethod',
        input: ({ context }) => ({ id: context.method.id }),
        onDone: 'deleted',
        onError: { target: 'failure', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
      },
    },
    deleted: outcome('deleted'),
    kept: outcome('kept'),
    failure: outcome('failure'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, methodId: context.method.id, code: context.code }),
});
