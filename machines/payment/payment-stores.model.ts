import { DOWNTOWN_BROOKLYN } from '../model/fixtures';
import { answered, flowModel, steps } from '../model/model-helpers';
import { paymentStoresMachine } from './payment-stores';

/** The payment centers of the bill pay options (spec billing §2, §5, §8): listed, or not come with a retry. */
export const paymentStoresModel = () =>
  flowModel(paymentStoresMachine, 'Bill pay options: the payment centers', {
    input: {},
    events: steps('retry'),
    actors: {
      stores: [
        answered('stores', 'listed', [DOWNTOWN_BROOKLYN]),
        // the public list has no fault of its own: the network fails on the way
        { name: 'unreachable', event: { type: 'xstate.error.actor.stores', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
      ],
    },
    world: { username: 'owner@acme.example' },
  });
