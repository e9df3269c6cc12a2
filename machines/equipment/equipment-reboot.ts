import { assign, setup, type EventObject } from 'xstate';
import type { ConnectionState, RebootResult } from '../../src/domain/equipment';
import * as polling from '../parts/connection-polling';
import { notProvided } from '../parts/not-provided';
import { failedCall, outcomeActions, outcomeOnScreen, type OutcomeContext } from '../parts/outcome';
import { flowTypes } from '../parts/screen';

export interface EquipmentRebootInput {
  equipmentId: string;
}

export type RebootOutcome = 'online' | 'timedOut' | 'failed' | 'notPollable';
export type EquipmentRebootOutput = polling.Output<RebootOutcome>;

type Context = polling.Context & OutcomeContext<RebootOutcome>;

/**
 * Restart a device and follow it back (spec platform §4, §7). The reboot answer says whether the
 * device can be polled and how (machines/parts/connection-polling.ts): wait startDelaySeconds, then read
 * its connection state every intervalSeconds until it is online or durationSeconds have passed.
 */
export const equipmentRebootMachine = setup({
  types: flowTypes<{
    context: Context;
    input: EquipmentRebootInput;
    output: EquipmentRebootOutput;
    screen: 'sending' | 'restarting' | 'checking' | 'outcome';
  }>(),
  actors: {
    rebootEquipment: notProvided<RebootResult, { equipmentId: string }>('rebootEquipment'),
    checkConnection: notProvided<ConnectionState, { equipmentId: string }>('checkConnection'),
  },
  delays: polling.delays,
  guards: {
    pollingSupported: (_, { result }: { result: RebootResult }) => result.isPollingSupported && result.pollingGuidelines !== null,
    ...polling.guards,
  },
  actions: { ...outcomeActions<RebootOutcome, Context, EventObject>(), ...polling.actions<Context, EventObject>() },
}).createMachine({
  id: 'equipmentReboot',
  context: ({ input }) => ({ equipmentId: input.equipmentId, outcome: null, ...polling.idle, code: null }),
  initial: 'rebooting',
  states: {
    rebooting: {
      meta: { screen: 'sending' },
      tags: ['busy'],
      invoke: {
        id: 'reboot',
        src: 'rebootEquipment',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: [
          {
            guard: { type: 'pollingSupported', params: ({ event }) => ({ result: event.output }) },
            target: 'waitingToStart',
            actions: assign(({ event }) => polling.fromGuidelines(event.output.pollingGuidelines!)),
          },
          { target: 'notPollable' },
        ],
        onError: { ...failedCall, target: 'failed' },
      },
    },
    ...polling.states({ started: { screen: 'restarting' }, checking: { screen: 'checking' }, online: 'online' }),
    online: outcomeOnScreen('online'),
    timedOut: outcomeOnScreen('timedOut'),
    failed: outcomeOnScreen('failed'),
    notPollable: outcomeOnScreen('notPollable'),
  },
  output: polling.output,
});
