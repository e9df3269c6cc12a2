import { walletAddMethodMachine } from '../../machines/wallet-add-method';
import { walletDeleteMethodMachine } from '../../machines/wallet-delete-method';
import { walletEditCardMachine } from '../../machines/wallet-edit-card';
import { walletPageMachine } from '../../machines/wallet-page';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { autoPayCalls } from './actors/autopay';
import { walletCalls } from './actors/wallet';
import { defineFlow } from './flow';
import { autoPayChangeMethod } from './flows-auto-pay';
import type { Transport } from './transport';

// The wallet: the page invokes add, edit and delete, and the Auto Pay change of method from the
// roadblock; each child provided with its own calls
const walletActors = (transport: Transport, gate: CallGate) => asActors(walletCalls(transport), gate);

export const walletAddMethod = defineFlow('walletAddMethod', (transport, gate = direct) =>
  walletAddMethodMachine.provide({ actors: { saveWalletMethod: walletActors(transport, gate).saveWalletMethod } }),
);

export const walletEditCard = defineFlow('walletEditCard', (transport, gate = direct) =>
  walletEditCardMachine.provide({ actors: { updateWalletMethod: walletActors(transport, gate).updateWalletMethod } }),
);

export const walletDeleteMethod = defineFlow('walletDeleteMethod', (transport, gate = direct) =>
  walletDeleteMethodMachine.provide({ actors: { deleteWalletMethod: walletActors(transport, gate).deleteWalletMethod } }),
);

export const walletPage = defineFlow('walletPage', (transport, gate = direct) =>
  walletPageMachine.provide({
    actors: {
      loadWallet: walletActors(transport, gate).loadWallet,
      loadAutoPayInfo: asActors(autoPayCalls(transport), gate).loadAutoPayInfo,
      walletAddMethod: walletAddMethod(transport, gate),
      walletEditCard: walletEditCard(transport, gate),
      walletDeleteMethod: walletDeleteMethod(transport, gate),
      autoPayChangeMethod: autoPayChangeMethod(transport, gate),
    },
  }),
);
