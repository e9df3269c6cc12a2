import { assign, setup } from 'xstate';
import type { ConnectionState, NicknameRefusal, RestartRefusal } from '../../src/domain/equipment';
import { equipmentNicknameMachine, type EquipmentNicknameOutput } from './equipment-nickname';
import { equipmentRebootMachine, type EquipmentRebootOutput, type RebootOutcome } from './equipment-reboot';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * One device on the equipment page (spec platform §4): its connection state, and a restart that
 * can be run again and again. Each restart is the equipment-reboot flow, invoked as a child;
 * what it ends in becomes the state shown. Restarting again is a transition here, never a
 * component mounted anew. Renaming (spec platform §6) is the equipment-nickname flow, invoked the
 * same way when the device and the role allow it; the name it saved becomes the one shown.
 * `connection.reread` reads the device's state again: the page sends it when something else on it
 * changed the device (a router's factory reset, machines/network/router-factory-reset.ts, emits
 * `deviceChanged` on its outcome); one that comes during a rename is read once the rename ends.
 */
export interface EquipmentDeviceInput {
  equipmentId: string;
  connectionState: ConnectionState;
  /** why this user cannot restart this device (src/domain/equipment.ts restartRefusal), or null */
  restartRefusal: RestartRefusal | null;
  nickname: string | null;
  /** why this user cannot rename this device (src/domain/equipment.ts nicknameRefusal, answered by the server), or null */
  nicknameRefusal: NicknameRefusal | null;
}

export type ShownState = ConnectionState | 'RESTARTING';

interface Context extends EquipmentDeviceInput {
  /** the device's state as last known: the page's read, then what each restart found */
  known: ConnectionState;
  shown: ShownState;
  /** how the last restart ended, for the status line; null before the first */
  lastOutcome: RebootOutcome | null;
  /** the last rename's outcome, for the status line */
  renamed: EquipmentNicknameOutput['outcome'] | null;
  /** the device changed while a rename was open: read its state once the rename ends */
  stale: boolean;
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
  types: flowTypes<{
    context: Context;
    events: { type: 'restart' } | { type: 'rename' } | { type: 'connection.reread' };
    input: EquipmentDeviceInput;
    children: { reboot: 'equipmentReboot'; rename: 'equipmentNickname' };
    screen: 'device';
  }>(),
  actors: {
    equipmentReboot: equipmentRebootMachine,
    equipmentNickname: equipmentNicknameMachine,
    checkConnection: notProvided<ConnectionState, { equipmentId: string }>('checkConnection'),
  },
  guards: {
    // the reason is the context's restartRefusal: the page shows it beside the disabled action
    mayRestart: ({ context }) => context.restartRefusal === null,
    mayRename: ({ context }) => context.nicknameRefusal === null,
    stale: ({ context }) => context.stale,
  },
  actions: {
    settle: assign(({ context }, { output }: { output: EquipmentRebootOutput }) => {
      const shown = shownAfter(output.outcome, context.known);
      return { lastOutcome: output.outcome, shown, known: shown === 'RESTARTING' ? context.known : shown };
    }),
  },
}).createMachine({
  id: 'equipmentDevice',
  context: ({ input }) => ({ ...input, known: input.connectionState, shown: input.connectionState, lastOutcome: null, renamed: null, stale: false }),
  initial: 'ready',
  states: {
    ready: {
      meta: { screen: 'device' },
      // a change that came during a rename: read the device now
      always: { guard: 'stale', target: 'rereading' },
      // the refusal a user meets here, for the explorer's edge (the page shows context.restartRefusal)
      on: {
        restart: { guard: 'mayRestart', target: 'restarting', meta: refusedFor('equipment.notRestartable') },
        rename: { guard: 'mayRename', target: 'renaming', meta: refusedFor('nickname.notEditable', 'equipment.adminOnly') },
        'connection.reread': 'rereading',
      },
    },
    rereading: {
      meta: { screen: 'device' },
      tags: ['busy'],
      entry: assign({ stale: false }),
      invoke: {
        id: 'connection',
        src: 'checkConnection',
        input: ({ context }) => ({ equipmentId: context.equipmentId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ known: event.output, shown: event.output })) },
        // the read failed: the state last known stays shown
        onError: 'ready',
      },
    },
    renaming: {
      meta: { screen: 'device' },
      entry: assign({ renamed: null }),
      on: { 'connection.reread': { actions: assign({ stale: true }) } },
      invoke: {
        id: 'rename',
        src: 'equipmentNickname',
        input: ({ context }) => ({ equipmentId: context.equipmentId, nickname: context.nickname }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            renamed: event.output.outcome,
            nickname: event.output.outcome === 'saved' ? event.output.nickname : context.nickname,
          })),
        },
      },
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
