import { walletAddMethodMachine } from '../../machines/wallet/wallet-add-method';
import { walletDeleteMethodMachine } from '../../machines/wallet/wallet-delete-method';
import { walletEditCardMachine } from '../../machines/wallet/wallet-edit-card';
import { walletPageMachine } from '../../machines/wallet/wallet-page';
import { paymentStoresMachine } from '../../machines/payment/payment-stores';
import { fetchPaymentStores } from './stores';
import { autoPayCalls } from './actors/autopay';
import { walletCalls } from './actors/wallet';
import { callActors, flowOf, withChildren } from './flow';
import { autoPayChangeMethod } from './flows-auto-pay-method';

// The wallet: the page invokes add, edit and delete, and the Auto Pay change of method from the
// roadblock; each child provided with its own calls
const calls = callActors(walletCalls);

export const walletAddMethod = flowOf('walletAddMethod', walletAddMethodMachine, calls);
export const walletEditCard = flowOf('walletEditCard', walletEditCardMachine, calls);
export const walletDeleteMethod = flowOf('walletDeleteMethod', walletDeleteMethodMachine, calls);

// the page reads the wallet, and Auto Pay's enrollment for the roadblock
const pageCalls = callActors((transport) => ({ ...walletCalls(transport), loadAutoPayInfo: autoPayCalls(transport).loadAutoPayInfo }));
export const walletPage = flowOf(
  'walletPage',
  walletPageMachine,
  withChildren(pageCalls, walletAddMethod, walletEditCard, walletDeleteMethod, autoPayChangeMethod),
);

// the payment centers the ways to pay list beside the wallet: the public list
export const paymentStores = flowOf(
  'paymentStores',
  paymentStoresMachine,
  callActors((transport) => ({ loadPaymentStores: () => fetchPaymentStores(transport) })),
);
