import type { WalletMethod } from '../../src/domain/wallet';
import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Delete a saved method (spec billing §2, §8): a confirmation, then the call. Outcomes deleted,
 * kept (the user changed their mind), failure (the catalogue's "payment method delete fails",
 * with the code: CONFLICT when it backs Auto Pay or a scheduled payment after all). The method
 * backing Auto Pay never gets here: the wallet stops it with the roadblock first (§4).
 */
export interface WalletDeleteMethodInput {
  method: WalletMethod;
}
export type WalletDeleteMethodOutput = ConfirmedCallOutput<'deleted', { methodId: string }>;

export const walletDeleteMethodMachine = confirmedCallSetup<WalletDeleteMethodInput, WalletDeleteMethodOutput, 'list'>()({
  deleteWalletMethod: notProvided<{ id: string; deleted: boolean }, { id: string }>('deleteWalletMethod'),
}).createMachine({
  ...confirmedCall({
    id: 'walletDeleteMethod',
    dialog: { screen: 'list', dialog: 'delete' },
    calling: 'deleting',
    done: 'deleted',
    invoke: { id: 'deleteMethod', src: 'deleteWalletMethod', input: ({ context }: { context: WalletDeleteMethodInput }) => ({ id: context.method.id }) },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, methodId: context.method.id, code: context.code }),
});
