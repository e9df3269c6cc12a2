import { assign, setup } from 'xstate';
import type { ConnectionState, RestartRefusal } from '../src/domain/equipment';
import { equipmentRebootMachine, type EquipmentRebootOutput, type RebootOutcome } from './equipment-reboot';
import { refusedFor } from './refusal';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * One device on the equipment page (spec platform §4): its connection state, and a restart that
 * can be run again and again. Each restart is the equipment-reboot flow, invoked as a child;
 * what it ends in becomes the state shown. Restarting again is a transition here, never a
 * component mounted anew.
 */
export interface EquipmentDeviceInput {
  equipmentId: string;
  connectionState: ConnectionState;
  /** why this user cannot restart this device (src/domain/equipment.ts restartRefusal), or null */
  restartRefusal: RestartRefusal | null;
}

export type ShownState = ConnectionState | 'RESTARTING';

interface Context extends EquipmentDeviceInput {
  /** the device's state as last known: the page's read, then what each restart found */
  known: ConnectionState;
  shown: ShownState;
  /** how the last restart ended, for the status line; null before the first */
  lastOutcome: RebootOutcome | null;
}

/** What a finished restart says of the device: back online, still down, or as it was. */
const shownAfter = (outcome: RebootOutcome, before: ConnectionState): ShownState => {
  if (outcome === 'online') return 'ONLINE';
  // timed out: still down; not pollable: restarting, and nothing more can be known
  if (outcome === 'timedOut') return 'OFFLINE';
  if (outcome === 'notPollable') return 'RESTARTING';
  return before;
};

export const equipmentDeviceMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'restart' },
    input: {} as EquipmentDeviceInput,
    children: {} as { reboot: 'equipmentReboot' },
    meta: {} as ScreenMeta<'device'>,
    tags: {} as FlowTag,
  },
  actors: { equipmentReboot: equipmentRebootMachine },
  guards: {
    // the reason is the context's restartRefusal: the page shows it beside the disabled action
    mayRestart: ({ context }) => context.restartRefusal === null,
  },
  actions: {
    settle: assign(({ context }, { output }: { output: EquipmentRebootOutput }) => {
      const shown = shownAfter(output.outcome, context.known);
      return { lastOutcome: output.outcome, shown, known: shown === 'RESTARTING' ? context.known : shown };
    }),
  },
}).createMachine({
  id: 'equipmentDevice',
  context: ({ input }) => ({ ...input, known: input.connectionState, shown: input.connectionState, lastOutcome: null }),
  initial: 'ready',
  states: {
    ready: {
      meta: { screen: 'device' },
      // the refusal a user meets here, for the explorer's edge (the page shows context.restartRefusal)
      on: { restart: { guard: 'mayRestart', target: 'restarting', meta: refusedFor('equipment.notRestartable') } },
    },
    restarting: {
      meta: { screen: 'device' },
      tags: ['busy'],
      entry: assign({ shown: 'RESTARTING', lastOutcome: null }),
      invoke: {
        id: 'reboot',
        src: 'equipmentReboot',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: { target: 'ready', actions: { type: 'settle', params: ({ event }) => ({ output: event.output }) } },
      },
    },
  },
});
