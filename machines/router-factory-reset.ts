import { assign, setup } from 'xstate';
import type { ConnectionState } from '../src/domain/equipment';
import { factoryResetConfirmed, type FactoryResetResult } from '../src/domain/router-network';
import { notProvided } from './not-provided';
import { outcomeActions, outcomeState, type OutcomeContext } from './outcome';
import { refusedFor } from './refusal';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Factory reset of the router (spec platform §2, §7 "router factory reset (returns
 * estimatedDateTimeCompleted)"): the last resort, so it is confirmed by typing the device's name
 * (src/domain/router-network.ts factoryResetConfirmed). The router then goes offline until the
 * estimated completion; it is followed back like a restart (machines/equipment-reboot.ts): wait
 * startDelaySeconds, then read its connection state every intervalSeconds, durationSeconds turned
 * into a number of reads, all on the server's clock. Outcomes: reset (back online with the
 * provider's defaults), timedOut (not back yet), failed (the reset or a read failed), kept.
 */
export interface RouterFactoryResetInput {
  equipmentId: string;
  /** what the user types to confirm: the name the page shows */
  deviceName: string;
}
export type FactoryResetOutcome = 'reset' | 'timedOut' | 'failed' | 'kept';
export interface RouterFactoryResetOutput {
  outcome: FactoryResetOutcome;
  equipmentId: string;
  code: OutcomeContext<FactoryResetOutcome>['code'];
}
export type RouterFactoryResetEvent = { type: 'confirmation.set'; text: string } | { type: 'confirm' } | { type: 'keep' };

interface Context extends RouterFactoryResetInput, OutcomeContext<FactoryResetOutcome> {
  typed: string;
  /** Confirm was pressed with the wrong name: the dialog says so */
  refused: boolean;
  /** when the server expects the router back (ISO instant, server clock) */
  estimatedCompletion: string | null;
  startDelayMs: number;
  intervalMs: number;
  /** reads left before giving up */
  checksLeft: number;
}

export const routerFactoryResetMachine = setup({
  types: {
    context: {} as Context,
    events: {} as RouterFactoryResetEvent,
    input: {} as RouterFactoryResetInput,
    output: {} as RouterFactoryResetOutput,
    meta: {} as ScreenMeta<'network', 'confirm' | 'sending' | 'resetting' | 'checking'>,
    tags: {} as FlowTag,
  },
  actors: {
    factoryResetRouter: notProvided<FactoryResetResult, { equipmentId: string }>('factoryResetRouter'),
    checkConnection: notProvided<ConnectionState, { equipmentId: string }>('checkConnection'),
  },
  delays: {
    startDelay: ({ context }) => context.startDelayMs,
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    nameTyped: ({ context }) => factoryResetConfirmed(context.typed, context.deviceName),
    isOnline: (_, { state }: { state: ConnectionState }) => state === 'ONLINE',
    lastCheck: ({ context }) => context.checksLeft <= 1,
  },
  actions: outcomeActions<FactoryResetOutcome, Context, RouterFactoryResetEvent>(),
}).createMachine({
  id: 'routerFactoryReset',
  context: ({ input }) => ({
    ...input,
    typed: '',
    refused: false,
    estimatedCompletion: null,
    startDelayMs: 0,
    intervalMs: 0,
    checksLeft: 0,
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
          actions: assign(({ event }) => {
            const g = event.output.pollingGuidelines;
            return {
              estimatedCompletion: event.output.estimatedDateTimeCompleted,
              startDelayMs: g.startDelaySeconds * 1000,
              intervalMs: g.intervalSeconds * 1000,
              checksLeft: Math.floor(g.durationSeconds / g.intervalSeconds) + 1,
            };
          }),
        },
        onError: { target: 'failed', actions: { type: 'noteFailureCode', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waitingToStart: {
      meta: { screen: 'network', step: 'resetting' },
      tags: ['busy'],
      after: { startDelay: 'checking' },
    },
    checking: {
      meta: { screen: 'network', step: 'checking' },
      tags: ['busy'],
      invoke: {
        id: 'connection',
        src: 'checkConnection',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: [
          { guard: { type: 'isOnline', params: ({ event }) => ({ state: event.output }) }, target: 'reset' },
          { guard: 'lastCheck', target: 'timedOut' },
          { target: 'waiting', actions: assign({ checksLeft: ({ context }) => context.checksLeft - 1 }) },
        ],
        onError: { target: 'failed', actions: { type: 'noteFailureCode', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waiting: {
      meta: { screen: 'network', step: 'checking' },
      tags: ['busy'],
      after: { interval: 'checking' },
    },
    reset: outcomeState('reset'),
    timedOut: outcomeState('timedOut'),
    failed: outcomeState('failed'),
    kept: outcomeState('kept'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, equipmentId: context.equipmentId, code: context.code }),
});
