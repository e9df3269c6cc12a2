import { assign, setup } from 'xstate';
import type { PaymentMethod } from '../src/domain/billing';
import { callFailure } from '../src/domain/errors';
import { editOf, type CardEdit, type WalletMethod } from '../src/domain/wallet';
import { saveRefusal } from './auto-pay.checks';
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

interface Context extends WalletEditCardInput {
  edit: CardEdit;
  saveError: string | null;
  tried: boolean;
  output: WalletEditCardOutput | null;
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
    editInvalid: (_, params: { method: WalletMethod; edit: CardEdit; today: string }) =>
      Object.keys(editErrors(params.method, params.edit, params.today)).length > 0,
  },
  actions: {
    reach: assign({ output: (_, params: { output: WalletEditCardOutput }) => params.output }),
  },
}).createMachine({
  id: 'walletEditCard',
  context: ({ input }) => ({ ...input, edit: editOf(input.method), saveError: null, tried: false, output: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'edit' },
      on: {
        'edit.set': { target: '.open', actions: assign({ edit: ({ event }) => event.edit }) },
        save: [
          {
            guard: { type: 'editInvalid', params: ({ context }) => ({ method: context.method, edit: context.edit, today: context.today }) },
            target: '.refused',
            actions: assign({ tried: true }),
            meta: refusedFor('card.editFields'),
          },
          { target: 'saving' },
        ],
        cancel: 'cancelled',
      },
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'] } },
    },
    saving: {
      meta: { screen: 'edit' },
      tags: ['busy'],
      entry: assign({ saveError: null }),
      invoke: {
        id: 'updateMethod',
        src: 'updateWalletMethod',
        input: ({ context }) => ({ id: context.method.id, edit: context.edit }),
        onDone: { target: 'saved', actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'saved' as const, method: event.output } }) } },
        onError: { target: 'editing', actions: assign({ saveError: ({ event }) => saveRefusal(callFailure(event.error)) }) },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final', entry: { type: 'reach', params: { output: { outcome: 'cancelled' } } } },
  },
  output: ({ context }) => context.output!,
});
