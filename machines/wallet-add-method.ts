import { assign, setup } from 'xstate';
import type { PaymentMethod } from '../src/domain/billing';
import { emptyDraft, type NewMethodDraft } from './auto-pay.checks';
import { endingWith, formSaveActions, formSaveStart, refusableForm, saveOrRefuse, savingState, type FormSaveContext } from './form-save';
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

interface Context extends WalletAddMethodInput, FormSaveContext<WalletAddMethodOutput> {
  draft: NewMethodDraft;
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
    formInvalid: ({ context }) => Object.keys(addErrors(context.info, context.draft)).length > 0,
  },
  actions: formSaveActions<WalletAddMethodOutput, Context, WalletAddMethodEvent>(),
}).createMachine({
  id: 'walletAddMethod',
  context: ({ input }) => ({ ...input, draft: emptyDraft(input.kind), ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'add' },
      on: {
        'draft.set': { target: '.open', actions: assign({ draft: ({ event }) => event.draft }) },
        save: saveOrRefuse(refusedFor('method.fields')),
        cancel: 'cancelled',
      },
      ...refusableForm,
    },
    saving: savingState({
      screen: 'add',
      invoke: { id: 'saveMethod', src: 'saveWalletMethod', input: ({ context }: { context: Context }) => ({ draft: context.draft }) },
      saved: (_: Context, method: PaymentMethod): WalletAddMethodOutput => ({ outcome: 'saved', method }),
    }),
    saved: { type: 'final' },
    cancelled: endingWith({ outcome: 'cancelled' }),
  },
  output: ({ context }) => context.output!,
});
