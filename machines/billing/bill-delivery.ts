import { assign, setup } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import { billDeliverySwitchMachine, type BillDeliverySwitchOutput } from './bill-delivery-switch';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { flowTypes } from '../parts/screen';

/**
 * Bill delivery (spec billing §2 `/billing/pay-bill?open=bd` and
 * `/user-preferences/notifications/manage/bill-delivery`, §4 paperless on or off): paper or
 * paperless, and the e-mail a paperless bill goes to. Switching is a child flow that asks to
 * confirm; what it ended in is shown here, and the delivery shown follows it at once.
 */
export interface BillDelivery {
  paperless: boolean;
  email: string | null;
}

export type BillDeliveryScreen = 'loading' | 'unavailable' | 'delivery';

interface Context {
  delivery: BillDelivery;
  ended: BillDeliverySwitchOutput | null;
  code: FailureCode | null;
}

export type BillDeliveryEvent = { type: 'switch' } | { type: 'retry' } | { type: 'dismiss' };

export const billDeliveryMachine = setup({
  types: flowTypes<{ context: Context; events: BillDeliveryEvent; children: { switch: 'billDeliverySwitch' }; screen: BillDeliveryScreen }>(),
  actors: {
    loadBillDelivery: notProvided<BillDelivery>('loadBillDelivery'),
    billDeliverySwitch: billDeliverySwitchMachine,
  },
  guards: {
    outcomeIs: (_, params: { output: BillDeliverySwitchOutput; is: BillDeliverySwitchOutput['outcome'] }) => params.output.outcome === params.is,
  },
  actions: {
    loaded: assign({ delivery: (_, params: { output: BillDelivery }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, BillDeliveryEvent>(),
    end: assign({ ended: (_, params: { output: BillDeliverySwitchOutput }) => params.output }),
  },
}).createMachine({
  id: 'billDelivery',
  context: { delivery: { paperless: false, email: null }, ended: null, code: null },
  initial: 'loading',
  states: {
    // spec billing §8 "Billing ... info fails to load": the message, and a retry
    ...loadStates<BillDelivery>()(['loading', 'unavailable'], 'showing', { id: 'loadBillDelivery', src: 'loadBillDelivery' }),
    showing: {
      meta: { screen: 'delivery' },
      on: { switch: { target: 'switching', actions: assign({ ended: null }) }, dismiss: { actions: assign({ ended: null }) } },
    },
    switching: {
      description: 'The confirmation, a dialog over the delivery shown.',
      meta: { screen: 'delivery' },
      invoke: {
        id: 'switch',
        src: 'billDeliverySwitch',
        input: ({ context }) => ({ paperless: !context.delivery.paperless, email: context.delivery.email }),
        onDone: [
          { guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, is: 'kept' as const }) }, target: 'showing' },
          {
            guard: { type: 'outcomeIs', params: ({ event }) => ({ output: event.output, is: 'switched' as const }) },
            target: 'showing',
            actions: [
              assign({ delivery: ({ context, event }) => ({ ...context.delivery, paperless: event.output.paperless }) }),
              { type: 'end', params: ({ event }) => ({ output: event.output }) },
            ],
          },
          { target: 'showing', actions: { type: 'end', params: ({ event }) => ({ output: event.output }) } },
        ],
      },
    },
  },
});
