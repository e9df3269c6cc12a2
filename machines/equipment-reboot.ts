import { assign, setup } from 'xstate';
import type { ErrorCode } from '../src/domain/errors';
import type { ConnectionState, RebootResult } from '../src/domain/equipment';
import { notProvided } from './not-provided';

export interface EquipmentRebootInput {
  equipmentId: string;
}

export type RebootOutcome = 'online' | 'timedOut' | 'failed' | 'notPollable';
export interface EquipmentRebootOutput {
  outcome: RebootOutcome;
  equipmentId: string;
  code: ErrorCode | null;
}

interface Context {
  equipmentId: string;
  startDelayMs: number;
  intervalMs: number;
  /** reads left before giving up */
  checksLeft: number;
  code: ErrorCode | null;
}

const codeOf = (error: unknown): ErrorCode | null => (error as { code?: ErrorCode } | null)?.code ?? null;

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
    pollingSupported: ({ event }) => (event as { output?: RebootResult }).output?.isPollingSupported === true && !!(event as { output?: RebootResult }).output?.pollingGuidelines,
    isOnline: ({ event }) => (event as { output?: ConnectionState }).output === 'ONLINE',
    lastCheck: ({ context }) => context.checksLeft <= 1,
  },
  actions: {
    noteFailure: assign({ code: ({ event }) => codeOf((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'equipmentReboot',
  context: ({ input }) => ({ equipmentId: input.equipmentId, startDelayMs: 0, intervalMs: 0, checksLeft: 0, code: null }),
  initial: 'rebooting',
  states: {
    rebooting: {
      invoke: {
        id: 'reboot',
        src: 'rebootEquipment',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: [
          {
            guard: 'pollingSupported',
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
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    waitingToStart: {
      after: { startDelay: 'checking' },
    },
    checking: {
      invoke: {
        id: 'connection',
        src: 'checkConnection',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: [
          { guard: 'isOnline', target: 'online' },
          { guard: 'lastCheck', target: 'timedOut' },
          { target: 'waiting', actions: assign({ checksLeft: ({ context }) => context.checksLeft - 1 }) },
        ],
        onError: { target: 'failed', actions: 'noteFailure' },
      },
    },
    waiting: {
      after: { interval: 'checking' },
    },
    online: { type: 'final', output: ({ context }) => outcome('online', context) },
    timedOut: { type: 'final', output: ({ context }) => outcome('timedOut', context) },
    failed: { type: 'final', output: ({ context }) => outcome('failed', context) },
    notPollable: { type: 'final', output: ({ context }) => outcome('notPollable', context) },
  },
  // the machine's output is the output of the final state it reached
  output: ({ event }) => (event as unknown as { output: EquipmentRebootOutput }).output,
});

function outcome(name: RebootOutcome, context: Context): EquipmentRebootOutput {
  return { outcome: name, equipmentId: context.equipmentId, code: context.code };
}
