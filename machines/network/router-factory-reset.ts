import { assign, emit, setup } from 'xstate';
import type { ConnectionState } from '../../src/domain/equipment';
import { factoryResetConfirmed, type FactoryResetResult } from '../../src/domain/router-network';
import * as polling from '../parts/connection-polling';
import { notProvided } from '../parts/not-provided';
import { failedCall, outcomeActions, outcomeState, type OutcomeContext } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes, type ScreenMeta } from '../parts/screen';

/**
 * Factory reset of the router (spec platform §2, §7 "router factory reset (returns
 * estimatedDateTimeCompleted)"): the last resort, so it is confirmed by typing the device's name
 * (src/domain/router-network.ts factoryResetConfirmed). The router then goes offline until the
 * estimated completion; it is followed back like a restart (machines/parts/connection-polling.ts), on the
 * server's clock. Outcomes: reset (back online with the
 * provider's defaults), timedOut (not back yet), failed (the reset or a read failed), kept.
 * Each outcome but kept emits `deviceChanged`: the device page reads the router's state again
 * (machines/equipment/equipment-device.ts `connection.reread`), so its status badge follows the reset.
 */
export interface RouterFactoryResetInput {
  equipmentId: string;
  /** what the user types to confirm: the name the page shows */
  deviceName: string;
}
export type FactoryResetOutcome = 'reset' | 'timedOut' | 'failed' | 'kept';
export type RouterFactoryResetOutput = polling.Output<FactoryResetOutcome>;
export type RouterFactoryResetEvent = { type: 'confirmation.set'; text: string } | { type: 'confirm' } | { type: 'keep' };

interface Context extends RouterFactoryResetInput, polling.Context, OutcomeContext<FactoryResetOutcome> {
  typed: string;
  /** Confirm was pressed with the wrong name: the dialog says so */
  refused: boolean;
  /** when the server expects the router back (ISO instant, server clock) */
  estimatedCompletion: string | null;
}

/** An outcome after which the router may not be as the page last read it: it says so (`deviceChanged`). */
const changedDevice = <O extends FactoryResetOutcome>(name: O) => {
  const outcome = outcomeState(name);
  return { ...outcome, entry: [outcome.entry, { type: 'deviceChanged' as const }] };
};

export const routerFactoryResetMachine = setup({
  types: flowTypes<{
    context: Context;
    events: RouterFactoryResetEvent;
    input: RouterFactoryResetInput;
    output: RouterFactoryResetOutput;
    meta: ScreenMeta<'network', 'confirm' | 'sending' | 'resetting' | 'checking'>;
    emitted: { type: 'deviceChanged'; equipmentId: string };
  }>(),
  actors: {
    factoryResetRouter: notProvided<FactoryResetResult, { equipmentId: string }>('factoryResetRouter'),
    checkConnection: notProvided<ConnectionState, { equipmentId: string }>('checkConnection'),
  },
  delays: polling.delays,
  guards: {
    nameTyped: ({ context }) => factoryResetConfirmed(context.typed, context.deviceName),
    ...polling.guards,
  },
  actions: {
    ...outcomeActions<FactoryResetOutcome, Context, RouterFactoryResetEvent>(),
    ...polling.actions<Context, RouterFactoryResetEvent>(),
    deviceChanged: emit(({ context }) => ({ type: 'deviceChanged' as const, equipmentId: context.equipmentId })),
  },
}).createMachine({
  id: 'routerFactoryReset',
  context: ({ input }) => ({
    ...input,
    typed: '',
    refused: false,
    estimatedCompletion: null,
    ...polling.idle,
    code: null,
    outcome: null,
  }),
  initial: 'confirming',
  states: {
    confirming: {
      meta: { screen: 'network', step: 'confirm', dialog: 'factoryReset' },
      on: {
        'confirmation.set': { actions: assign({ typed: ({ event }) => event.text, refused: false }) },
        confirm: [
          { guard: 'nameTyped', target: 'sending' },
          { actions: assign({ refused: true }), meta: refusedFor('factoryReset.notConfirmed') },
        ],
        keep: 'kept',
      },
    },
    sending: {
      meta: { screen: 'network', step: 'sending' },
      tags: ['busy'],
      invoke: {
        id: 'factoryReset',
        src: 'factoryResetRouter',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: {
          target: 'waitingToStart',
          actions: assign(({ event }) => ({
            estimatedCompletion: event.output.estimatedDateTimeCompleted,
            ...polling.fromGuidelines(event.output.pollingGuidelines),
          })),
        },
        onError: { ...failedCall, target: 'failed' },
      },
    },
    ...polling.states({ started: { screen: 'network', step: 'resetting' }, checking: { screen: 'network', step: 'checking' }, online: 'reset' }),
    reset: changedDevice('reset'),
    timedOut: changedDevice('timedOut'),
    failed: changedDevice('failed'),
    kept: outcomeState('kept'),
  },
  output: polling.output,
});
