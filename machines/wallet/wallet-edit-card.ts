import { assign, setup } from 'xstate';
import type { PaymentMethod } from '../../src/domain/billing';
import { editOf, type CardEdit, type WalletMethod } from '../../src/domain/wallet';
import { formSaveSetup, formSaveStart, oneCallFormStates, type FormSaveContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { editErrors } from './wallet.checks';
import { refusedFor } from '../parts/refusal';

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

type Context = WalletEditCardInput & FormSaveContext<WalletEditCardOutput> & { edit: CardEdit };

export const walletEditCardMachine = setup(
  formSaveSetup<WalletEditCardInput, Context, WalletEditCardEvent, WalletEditCardOutput, 'edit'>()({
    actors: { updateWalletMethod: notProvided<PaymentMethod, { id: string; edit: CardEdit }>('updateWalletMethod') },
    invalid: (context) => Object.keys(editErrors(context.method, context.edit, context.today)).length > 0,
    actions: { setEdit: assign(({ context }, params: { edit: CardEdit }) => ({ ...context, edit: params.edit })) },
  }),
).createMachine({
  id: 'walletEditCard',
  context: ({ input }) => ({ ...input, edit: editOf(input.method), ...formSaveStart }),
  initial: 'editing',
  states: oneCallFormStates({
    screen: 'edit',
    on: {
      'edit.set': {
        target: '.open' as const,
        actions: { type: 'setEdit' as const, params: ({ event }: { event: { edit: CardEdit } }) => ({ edit: event.edit }) },
      },
    },
    reason: refusedFor('card.editFields'),
    invoke: { id: 'updateMethod', src: 'updateWalletMethod', input: ({ context }: { context: Context }) => ({ id: context.method.id, edit: context.edit }) },
    saved: (_: Context, method: PaymentMethod): WalletEditCardOutput => ({ outcome: 'saved', method }),
  }),
  output: ({ context }) => context.output!,
});
