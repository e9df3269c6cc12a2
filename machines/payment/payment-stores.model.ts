import { answered, flowModel, steps } from '../model/model-helpers';
import { paymentStoresMachine } from './payment-stores';

/** What the generated paths need of the public list (the runner gets the server's own). */
const STORE = {
  id: 'store_1',
  name: 'Payment Center Downtown Brooklyn',
  address: { addressLine1: '350 Fulton St', addressLine2: null, city: 'Brooklyn', state: 'NY', zip: '11201' },
  phone: '7185550100',
  hours: 'Mon–Fri 9:00 AM–7:00 PM',
  acceptsCash: true,
};

/** The payment centers of the bill pay options (spec billing §2, §5, §8): listed, or not come with a retry. */
export const paymentStoresModel = () =>
  flowModel(paymentStoresMachine, 'Bill pay options: the payment centers', {
    input: {},
    events: steps('retry'),
    actors: {
      stores: [
        answered('stores', 'listed', [STORE]),
        // the public list has no fault of its own: the network fails on the way
        { name: 'unreachable', event: { type: 'xstate.error.actor.stores', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
      ],
    },
    world: { username: 'owner@acme.example' },
  });
