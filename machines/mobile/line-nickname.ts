import { setup } from 'xstate';
import { LineNickname } from '../../src/domain/mobile-line-nickname';
import { draftActions, endingWith, formSaveSetup, formSaveStart, refusableForm, saveOrRefuse, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { changeFailure, type ChangeFailure } from './change-failure';

/**
 * Rename a mobile line (spec platform §3 lines: lineName; §7 the line nickname mutation): the
 * name typed, checked by the domain's LineNickname rule before it is sent (the server runs the
 * same schema, and refuses a role other than the owner and administrators); a refused Save stays
 * on the form. Outcomes: saved (with the name as stored), failed (the call's code and the
 * server's reason), cancelled. Mirrors the device rename (machines/equipment/equipment-nickname.ts).
 */
export interface MobileLineNicknameInput {
  lineId: string;
  lineName: string | null;
}
export type MobileLineNicknameOutput =
  { outcome: 'saved'; lineId: string; lineName: string } | ({ outcome: 'failed' } & ChangeFailure) | { outcome: 'cancelled' };
export type MobileLineNicknameEvent = { type: 'nickname.set'; draft: string } | { type: 'save' } | { type: 'cancel' };

type Context = DraftFormContext<MobileLineNicknameInput, MobileLineNicknameOutput, string>;

/** The answer of the rename: the line and its name as stored. */
export interface LineNicknameSaved {
  lineId: string;
  lineName: string;
}

export const mobileLineNicknameMachine = setup(
  formSaveSetup<MobileLineNicknameInput, Context, MobileLineNicknameEvent, MobileLineNicknameOutput, 'rename'>()({
    actors: { updateLineNickname: notProvided<LineNicknameSaved, { lineId: string; lineName: string }>('updateLineNickname') },
    invalid: (context) => !LineNickname.safeParse(context.draft).success,
    actions: draftActions<string, Context, MobileLineNicknameEvent>(),
  }),
).createMachine({
  id: 'mobileLineNickname',
  context: ({ input }) => ({ ...input, draft: input.lineName ?? '', ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'rename' },
      on: { 'nickname.set': typedIn<string>(), save: saveOrRefuse(refusedFor('lineNickname.fields')), cancel: 'cancelled' },
      ...refusableForm,
    },
    saving: {
      // the name as typed, sent once
      meta: { screen: 'rename' },
      tags: ['busy'],
      invoke: {
        id: 'updateLineNickname',
        src: 'updateLineNickname',
        input: ({ context }) => ({ lineId: context.lineId, lineName: context.draft }),
        onDone: {
          target: 'saved',
          actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'saved' as const, ...event.output } }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'failed' as const, ...changeFailure(event.error) } }) },
        },
      },
    },
    saved: { type: 'final', meta: { screen: 'rename' } },
    failed: { type: 'final', meta: { screen: 'rename' } },
    cancelled: { ...endingWith({ outcome: 'cancelled' }), meta: { screen: 'rename' } },
  },
  output: ({ context }) => context.output!,
});
