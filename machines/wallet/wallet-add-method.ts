import { setup } from 'xstate';
import type { PaymentMethod } from '../../src/domain/billing';
import { emptyDraft, type NewMethodDraft } from '../autopay/auto-pay.checks';
import { draftActions, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { addErrors, type WalletInfo } from './wallet.checks';
import { refusedFor } from '../parts/refusal';

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

type Context = DraftFormContext<WalletAddMethodInput, WalletAddMethodOutput, NewMethodDraft>;

export const walletAddMethodMachine = setup(
  formSaveSetup<WalletAddMethodInput, Context, WalletAddMethodEvent, WalletAddMethodOutput, 'add'>()({
    actors: { saveWalletMethod: notProvided<PaymentMethod, { draft: NewMethodDraft }>('saveWalletMethod') },
    invalid: (context) => Object.keys(addErrors(context.info, context.draft)).length > 0,
    actions: draftActions<NewMethodDraft, Context, WalletAddMethodEvent>(),
  }),
).createMachine({
  id: 'walletAddMethod',
  context: ({ input }) => ({ ...input, draft: emptyDraft(input.kind), ...formSaveStart }),
  initial: 'editing',
  states: oneCallFormStates({
    screen: 'add',
    on: { 'draft.set': typedIn<NewMethodDraft>() },
    reason: refusedFor('method.fields'),
    invoke: { id: 'saveMethod', src: 'saveWalletMethod', input: ({ context }: { context: Context }) => ({ draft: context.draft }) },
    saved: (_: Context, method: PaymentMethod): WalletAddMethodOutput => ({ outcome: 'saved', method }),
  }),
  output: ({ context }) => context.output!,
});
