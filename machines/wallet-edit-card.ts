import { assign, setup } from 'xstate';
import type { PaymentMethod } from '../src/domain/billing';
import { editOf, type CardEdit, type WalletMethod } from '../src/domain/wallet';
import { endingWith, formSaveActions, formSaveStart, refusableForm, saveOrRefuse, savingState, type FormSaveContext } from './form-save';
import { notProvided } from './not-provided';
import type { FlowTag, ScreenMeta } from './screen';
import { editErrors } from './wallet.checks';
import { refusedFor } from './refusal';

/**
 * Edit a saved card (spec billing §2, §5 "Edit card"): only the expiry, the ZIP and, optionally,
 * the CVV. Each rule of §5 refuses Save on the form (a card that would expire before a scheduled
 * payment it backs asks for another method); the server runs the same rules. Outcomes: saved
 * (with the card as it now is), cancelled.
 */
export interface WalletEditCardInput {
  method: WalletMethod;
  /** the business day the wallet was loaded on */
  today: string;
}
export type WalletEditCardOutput = { outcome: 'saved'; method: PaymentMethod } | { outcome: 'cancelled' };
export type WalletEditCardEvent = { type: 'edit.set'; edit: CardEdit } | { type: 'save' } | { type: 'cancel' };

interface Context extends WalletEditCardInput, FormSaveContext<WalletEditCardOutput> {
  edit: CardEdit;
}

export const walletEditCardMachine = setup({
  types: {
    context: {} as Context,
    events: {} as WalletEditCardEvent,
    input: {} as WalletEditCardInput,
    output: {} as WalletEditCardOutput,
    meta: {} as ScreenMeta<'edit'>,
    tags: {} as FlowTag,
  },
  actors: {
    updateWalletMethod: notProvided<PaymentMethod, { id: string; edit: CardEdit }>('updateWalletMethod'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(editErrors(context.method, context.edit, context.today)).length > 0,
  },
  actions: formSaveActions<WalletEditCardOutput, Context, WalletEditCardEvent>(),
}).createMachine({
  id: 'walletEditCard',
  context: ({ input }) => ({ ...input, edit: editOf(input.method), ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'edit' },
      on: {
        'edit.set': { target: '.open', actions: assign({ edit: ({ event }) => event.edit }) },
        save: saveOrRefuse(refusedFor('card.editFields')),
        cancel: 'cancelled',
      },
      ...refusableForm,
    },
    saving: savingState({
      screen: 'edit',
      invoke: { id: 'updateMethod', src: 'updateWalletMethod', input: ({ context }: { context: Context }) => ({ id: context.method.id, edit: context.edit }) },
      saved: (_: Context, method: PaymentMethod): WalletEditCardOutput => ({ outcome: 'saved', method }),
    }),
    saved: { type: 'final' },
    cancelled: endingWith({ outcome: 'cancelled' }),
  },
  output: ({ context }) => context.output!,
});
