import { assign, type EventObject, type MachineContext } from 'xstate';
import type { ConnectionState } from '../../src/domain/equipment';
import type { FailureCode } from '../../src/domain/errors';
import { failedCall } from './outcome';

/**
 * Following a device back online after a restart (machines/equipment/equipment-reboot.ts) or a factory reset
 * (machines/network/router-factory-reset.ts), spec platform §4, §7: the call's polling guidelines say to
 * wait startDelaySeconds, then read the connection state every intervalSeconds until it is online
 * or durationSeconds have passed since the first read. The duration is turned into a number of
 * reads (one at the start, then one per interval), so that one timer runs at a time and each step
 * of a path is a single, exact clock move. A line feature change (machines/mobile/line-feature.ts)
 * follows its request with the same timers (`Timers`, `delays`, `guards.lastCheck`, `actions`).
 * Both device flows note a failed read's code
 * (`noteFailureCode`, machines/parts/outcome.ts) and end in `timedOut` or `failed` alike. Imported whole
 * (`import * as polling`): `polling.delays`, `polling.states(...)`.
 */
export interface Timers {
  startDelayMs: number;
  intervalMs: number;
  /** reads left before giving up */
  checksLeft: number;
}

export interface Context extends Timers {
  equipmentId: string;
}

/** What a flow that followed a device back ends with: its outcome, the device, a failed call's code. */
export interface Output<O extends string> {
  outcome: O;
  equipmentId: string;
  code: FailureCode | null;
}

/** The machine's `output` (each outcome notes its name on entry: machines/parts/outcome.ts). */
export const output = <O extends string>({ context }: { context: Context & { outcome: O | null; code: FailureCode | null } }): Output<O> => ({
  outcome: context.outcome!,
  equipmentId: context.equipmentId,
  code: context.code,
});

/** Before the call has answered how to poll. */
export const idle = { startDelayMs: 0, intervalMs: 0, checksLeft: 0 };

/** The timers and the number of reads a call's polling guidelines make. */
export const fromGuidelines = (g: { startDelaySeconds: number; intervalSeconds: number; durationSeconds: number }) => ({
  startDelayMs: g.startDelaySeconds * 1000,
  intervalMs: g.intervalSeconds * 1000,
  checksLeft: Math.floor(g.durationSeconds / g.intervalSeconds) + 1,
});

/** For `setup({ delays })`. */
export const delays = {
  startDelay: ({ context }: { context: Timers }) => context.startDelayMs,
  interval: ({ context }: { context: Timers }) => context.intervalMs,
};

/** For `setup({ guards })`. */
export const guards = {
  isOnline: (_: unknown, { state }: { state: ConnectionState }) => state === 'ONLINE',
  lastCheck: ({ context }: { context: Timers }) => context.checksLeft <= 1,
};

/** For `setup({ actions })`: a read that found the device still offline. */
export const actions = <TContext extends MachineContext & Timers, TEvent extends EventObject>() => ({
  countCheck: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, checksLeft: context.checksLeft - 1 })),
});

/**
 * The polling states, entered at `waitingToStart` once the call has answered: `online` is the
 * outcome a read finding the device online ends in; `started` and `checking` are the screens.
 */
export function states<const TStarted, const TChecking, const TOnline extends string>(spec: { started: TStarted; checking: TChecking; online: TOnline }) {
  return {
    waitingToStart: { meta: spec.started, tags: ['busy' as const], after: { startDelay: 'checking' as const } },
    checking: {
      meta: spec.checking,
      tags: ['busy' as const],
      invoke: {
        id: 'connection' as const,
        src: 'checkConnection' as const,
        input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId }),
        onDone: [
          {
            guard: { type: 'isOnline' as const, params: ({ event }: { event: { output: ConnectionState } }) => ({ state: event.output }) },
            target: spec.online,
          },
          { guard: 'lastCheck' as const, target: 'timedOut' as const },
          { target: 'waiting' as const, actions: 'countCheck' as const },
        ],
        onError: { ...failedCall, target: 'failed' as const },
      },
    },
    waiting: { meta: spec.checking, tags: ['busy' as const], after: { interval: 'checking' as const } },
  };
}
