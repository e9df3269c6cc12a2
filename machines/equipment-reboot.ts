import { assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../src/domain/errors';
import type { ConnectionState, RebootResult } from '../src/domain/equipment';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';

export interface EquipmentRebootInput {
  equipmentId: string;
}

export type RebootOutcome = 'online' | 'timedOut' | 'failed' | 'notPollable';
export interface EquipmentRebootOutput {
  outcome: RebootOutcome;
  equipmentId: string;
  code: FailureCode | null;
}

interface Context {
  equipmentId: string;
  /** set on entering an outcome: what the machine's output says */
  outcome: RebootOutcome | null;
  startDelayMs: number;
  intervalMs: number;
  /** reads left before giving up */
  checksLeft: number;
  code: FailureCode | null;
}

/**
 * Restart a device and follow it back (spec platform §4, §7). The reboot answer says whether the
 * device can be polled and how: wait startDelaySeconds, then read its connection state every
 * intervalSeconds until it is online or durationSeconds have passed since the first read. The
 * duration is turned into a number of reads (one at the start, then one per interval), so that
 * one timer runs at a time and each step of a path is a single, exact clock move.
 */
export const equipmentRebootMachine = setup({
  types: {
    context: {} as Context,
    input: {} as EquipmentRebootInput,
    output: {} as EquipmentRebootOutput,
    meta: {} as ScreenMeta<'sending' | 'restarting' | 'checking' | 'outcome'>,
    tags: {} as FlowTag,
  },
  actors: {
    rebootEquipment: notProvided<RebootResult, { equipmentId: string }>('rebootEquipment'),
    checkConnection: notProvided<ConnectionState, { equipmentId: string }>('checkConnection'),
  },
  delays: {
    startDelay: ({ context }) => context.startDelayMs,
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    pollingSupported: (_, { result }: { result: RebootResult }) => result.isPollingSupported && result.pollingGuidelines !== null,
    isOnline: (_, { state }: { state: ConnectionState }) => state === 'ONLINE',
    lastCheck: ({ context }) => context.checksLeft <= 1,
  },
  actions: {
    noteFailure: assign({ code: (_, { error }: { error: unknown }) => callFailure(error).code }),
    reach: assign({ outcome: (_, { outcome }: { outcome: RebootOutcome }) => outcome }),
  },
}).createMachine({
  id: 'equipmentReboot',
  context: ({ input }) => ({ equipmentId: input.equipmentId, outcome: null, startDelayMs: 0, intervalMs: 0, checksLeft: 0, code: null }),
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
            actions: assign(({ event }) => {
              const g = event.output.pollingGuidelines!;
              return {
                startDelayMs: g.startDelaySeconds * 1000,
                intervalMs: g.intervalSeconds * 1000,
                checksLeft: Math.floor(g.durationSeconds / g.intervalSeconds) + 1,
              };
            }),
          },
          { target: 'notPollable' },
        ],
        onError: { target: 'failed', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waitingToStart: {
      meta: { screen: 'restarting' },
      tags: ['busy'],
      after: { startDelay: 'checking' },
    },
    checking: {
      meta: { screen: 'checking' },
      tags: ['busy'],
      invoke: {
        id: 'connection',
        src: 'checkConnection',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: [
          { guard: { type: 'isOnline', params: ({ event }) => ({ state: event.output }) }, target: 'online' },
          { guard: 'lastCheck', target: 'timedOut' },
          { target: 'waiting', actions: assign({ checksLeft: ({ context }) => context.checksLeft - 1 }) },
        ],
        onError: { target: 'failed', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waiting: {
      meta: { screen: 'checking' },
      tags: ['busy'],
      after: { interval: 'checking' },
    },
    online: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'online' } } },
    timedOut: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'timedOut' } } },
    failed: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'failed' } } },
    notPollable: { type: 'final', meta: { screen: 'outcome' }, entry: { type: 'reach', params: { outcome: 'notPollable' } } },
  },
  // xstate types a final state's output as unknown at the root, so each outcome notes its name
  // on entry and the machine's output is read from the context
  output: ({ context }) => ({ outcome: context.outcome!, equipmentId: context.equipmentId, code: context.code }),
});
