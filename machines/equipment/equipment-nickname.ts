import { assertEvent, assign, setup } from 'xstate';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { Nickname } from '../../src/domain/equipment';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * Rename a device (spec platform §6, §7 `updateEquipmentNickname`): the name typed, checked by the
 * domain's Nickname rule before it is sent (the server runs the same schema); a refused save
 * stays on the form with the first issue, a failed one stays there with why, to try again.
 * Outcomes: saved (with the name as stored), cancelled. Invoked by the device's flow
 * (machines/equipment/equipment-device.ts), which decides whether renaming is allowed at all.
 */
interface EquipmentNicknameInput {
  equipmentId: string;
  nickname: string | null;
}
export type EquipmentNicknameOutput = { outcome: 'saved'; nickname: string } | { outcome: 'cancelled' };
type EquipmentNicknameEvent = { type: 'nickname.set'; nickname: string } | { type: 'save' } | { type: 'cancel' };

interface Context extends EquipmentNicknameInput {
  /** what is typed */
  draft: string;
  /** the rule's issue for the draft, once Save was pressed */
  issue: string | null;
  /** why the last save did not go through */
  code: FailureCode | null;
  output: EquipmentNicknameOutput | null;
}

const issueOf = (draft: string): string | null => {
  const parsed = Nickname.safeParse(draft);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

const nicknameSetup = setup({
  types: flowTypes<{ context: Context; events: EquipmentNicknameEvent; input: EquipmentNicknameInput; output: EquipmentNicknameOutput; screen: 'rename' }>(),
  actors: {
    updateNickname: notProvided<{ equipmentId: string; nickname: string }, { equipmentId: string; nickname: string }>('updateNickname'),
  },
  guards: {
    draftInvalid: (_, { draft }: { draft: string }) => issueOf(draft) !== null,
  },
  actions: {
    reach: assign({ output: (_, { output }: { output: EquipmentNicknameOutput }) => output }),
  },
});

/** What the form takes, open or after a refused save: a name typed, Save (checked by the Nickname rule first), Cancel. */
const formEvents = {
  'nickname.set': {
    target: 'editing',
    actions: nicknameSetup.assign({ draft: ({ event }) => (assertEvent(event, 'nickname.set'), event.nickname), issue: null }),
  },
  save: [
    {
      guard: { type: 'draftInvalid', params: ({ context }: { context: Context }) => ({ draft: context.draft }) },
      target: 'refused',
      actions: nicknameSetup.assign({ issue: ({ context }) => issueOf(context.draft) }),
      meta: refusedFor('nickname.fields'),
    },
    { target: 'saving', actions: nicknameSetup.assign({ code: null }) },
  ],
  cancel: 'cancelled',
} as const;

export const equipmentNicknameMachine = nicknameSetup.createMachine({
  id: 'equipmentNickname',
  context: ({ input }) => ({ ...input, draft: input.nickname ?? '', issue: null, code: null, output: null }),
  initial: 'editing',
  states: {
    editing: { meta: { screen: 'rename' }, on: formEvents },
    refused: {
      description: 'The draft is the refused one until something is typed: Save again is refused again.',
      meta: { screen: 'rename' },
      tags: ['refused'],
      on: { ...formEvents, save: { target: 'refused', meta: refusedFor('nickname.fields') } },
    },
    saving: {
      // the name as typed, sent once; a failure goes back to the form with why
      invoke: {
        src: 'updateNickname',
        id: 'updateNickname',
        input: ({ context }) => ({ equipmentId: context.equipmentId, nickname: context.draft }),
        onError: { target: 'editing', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
        onDone: {
          target: 'saved',
          actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'saved' as const, nickname: event.output.nickname } }) },
        },
      },
      tags: ['busy'],
      meta: { screen: 'rename' },
    },
    saved: { type: 'final', meta: { screen: 'rename' } },
    cancelled: { type: 'final', meta: { screen: 'rename' }, entry: { type: 'reach', params: { output: { outcome: 'cancelled' } } } },
  },
  output: ({ context }) => context.output!,
});
