import { assign, setup } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import type { PaymentStore } from '../../src/domain/payment-store';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { flowTypes } from '../parts/screen';

/**
 * The payment centers on the ways to pay (spec billing §2 "Bill pay options", §5: pay with cash
 * or card in a store): the public list the backend serves, loaded once with the page. A list that
 * does not come is said so, with a retry (spec billing §8), beside the ways to pay that need none.
 */
export type PaymentStoresScreen = 'loading' | 'unavailable' | 'listed';

export type PaymentStoresEvent = { type: 'retry' };

interface Context {
  stores: PaymentStore[];
  code: FailureCode | null;
}

export const paymentStoresMachine = setup({
  types: flowTypes<{ context: Context; events: PaymentStoresEvent; screen: PaymentStoresScreen }>(),
  actors: {
    loadPaymentStores: notProvided<PaymentStore[]>('loadPaymentStores'),
  },
  actions: {
    loaded: assign({ stores: (_, params: { output: PaymentStore[] }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, PaymentStoresEvent>(),
  },
}).createMachine({
  id: 'paymentStores',
  context: { stores: [], code: null },
  initial: 'loading',
  states: {
    ...loadStates<PaymentStore[]>()(['loading', 'unavailable'], 'listed', { id: 'stores', src: 'loadPaymentStores' }),
    listed: { meta: { screen: 'listed' } },
  },
});
