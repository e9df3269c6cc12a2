import { assign, setup } from 'xstate';
import type { PaymentMethod } from '../src/domain/billing';
import { callFailure } from '../src/domain/errors';
import { emptyDraft, saveRefusal, type NewMethodDraft } from './auto-pay.checks';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';
import { addErrors, type WalletInfo } from './wallet.checks';
import { refusedFor } from './refusal';

/**
 * Add a card or a bank account to the wallet (spec billing §2): the payment's card and bank forms
 * and rules. A Save the form's rules refuse stays on the form; one the backend refuses ("card
 * cannot be verified or added", §8, or the save failing) stays there with the reason, nothing
 * saved, and the user tries again. Outcomes: saved (with the method), cancelled.
 */
export interface WalletAddMethodInput {
  info: WalletInfo;
  kind: NewMethodDraft['kind'];
}
export type WalletAddMethodOutput = { outcome: 'saved'; method: PaymentMethod } | { outcome: 'cancelled' };
export type WalletAddMethodEvent = { type: 'draft.set'; draft: NewMethodDraft } | { type: 'save' } | { type: 'cancel' };

interface Context extends WalletAddMethodInput {
  draft: NewMethodDraft;
  /** why the last save was refused by the backend: a rule's code or the contract's */
  saveError: string | null;
  /** the form's errors are shown in full once a save was refused by them */
  tried: boolean;
  output: WalletAddMethodOutput | null;
}

export const walletAddMethodMachine = setup({
  types: {
    context: {} as Context,
    events: {} as WalletAddMethodEvent,
    input: {} as WalletAddMethodInput,
    output: {} as WalletAddMethodOutput,
    meta: {} as ScreenMeta<'add'>,
    tags: {} as FlowTag,
  },
  actors: {
    saveWalletMethod: notProvided<PaymentMethod, { draft: NewMethodDraft }>('saveWalletMethod'),
  },
  guards: {
    draftInvalid: (_, params: { info: WalletInfo; draft: NewMethodDraft }) => Object.keys(addErrors(params.info, params.draft)).length > 0,
  },
  actions: {
    reach: assign({ output: (_, params: { output: WalletAddMethodOutput }) => params.output }),
  },
}).createMachine({
  id: 'walletAddMethod',
  context: ({ input }) => ({ ...input, draft: emptyDraft(input.kind), saveError: null, tried: false, output: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'add' },
      on: {
        'draft.set': { target: '.open', actions: assign({ draft: ({ event }) => event.draft }) },
        save: [
          {
            guard: { type: 'draftInvalid', params: ({ context }) => ({ info: context.info, draft: context.draft }) },
            target: '.refused',
            actions: assign({ tried: true }),
            meta: refusedFor('method.fields'),
          },
          { target: 'saving' },
        ],
        cancel: 'cancelled',
      },
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'] } },
    },
    saving: {
      meta: { screen: 'add' },
      tags: ['busy'],
      entry: assign({ saveError: null }),
      invoke: {
        id: 'saveMethod',
        src: 'saveWalletMethod',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: { target: 'saved', actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'saved' as const, method: event.output } }) } },
        onError: { target: 'editing', actions: assign({ saveError: ({ event }) => saveRefusal(callFailure(event.error)) }) },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final', entry: { type: 'reach', params: { output: { outcome: 'cancelled' } } } },
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => context.output!,
});
