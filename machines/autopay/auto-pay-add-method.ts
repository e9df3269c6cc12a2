import { setup } from 'xstate';
import type { AutoPayService } from '../../src/domain/autopay';
import type { PaymentMethod } from '../../src/domain/billing';
import { expiryStatus } from '../../src/domain/card';
import { emptyDraft, newMethodErrors, withoutSecrets, type AutoPayInfo, type NewMethodDraft } from './auto-pay.checks';
import { draftActions, endingWith, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * "Add or select a payment method" (spec billing §2), the add half: a child flow that Enroll and
 * Change method invoke from their method step. The user types a card or a bank account; it is
 * saved to the wallet for the flow's services (the server refuses what Auto Pay cannot use,
 * writing nothing) and handed back as the output, with the CVV typed here: it is asked once
 * (§5). A refused save stays on the form with the reason; Back returns to the saved methods,
 * discarding the draft; Cancel leaves the parent flow.
 */
export interface AutoPayAddMethodInput {
  info: AutoPayInfo;
  services: AutoPayService[];
  kind: NewMethodDraft['kind'];
}

export type AutoPayAddMethodOutput =
  | {
      outcome: 'saved';
      method: PaymentMethod;
      /** the card's CVV as typed in the form ('' for a bank account), used once by the parent */
      cvv: string;
      /** spec billing §4: a card added with an expiry this close is confirmed like a saved one */
      expiringSoon: boolean;
    }
  | { outcome: 'back' }
  | { outcome: 'cancelled' };

export type AutoPayAddMethodEvent =
  | { type: 'draft.set'; draft: NewMethodDraft }
  | { type: 'save' }
  | { type: 'back' }
  | { type: 'cancel' }
  /** the flow was restored after a reload or a timeout: the card number, CVV and account number were not kept */
  | { type: 'resumed' };

type Context = DraftFormContext<AutoPayAddMethodInput, AutoPayAddMethodOutput, NewMethodDraft>;
export type AutoPayAddMethodContext = Context;

export const autoPayAddMethodMachine = setup(
  formSaveSetup<AutoPayAddMethodInput, Context, AutoPayAddMethodEvent, AutoPayAddMethodOutput, 'add'>()({
    actors: { saveAutoPayMethod: notProvided<PaymentMethod, { draft: NewMethodDraft; services: AutoPayService[] }>('saveAutoPayMethod') },
    invalid: (context) => Object.keys(newMethodErrors(context.info, context.draft, context.services)).length > 0,
    actions: draftActions<NewMethodDraft, Context, AutoPayAddMethodEvent>(),
  }),
).createMachine({
  id: 'autoPayAddMethod',
  context: ({ input }) => ({ ...input, draft: emptyDraft(input.kind), ...formSaveStart }),
  initial: 'editing',
  states: {
    ...oneCallFormStates({
      screen: 'add',
      on: {
        'draft.set': typedIn<NewMethodDraft>(),
        resumed: {
          target: '.open' as const,
          actions: { type: 'setDraft' as const, params: ({ context }: { context: Context }) => ({ draft: withoutSecrets(context.draft) }) },
        },
        back: 'back' as const,
      },
      reason: refusedFor('method.restricted', 'method.mobileNoBank', 'card.fields', 'bank.fields'),
      invoke: {
        id: 'saveMethod',
        src: 'saveAutoPayMethod',
        input: ({ context }: { context: Context }) => ({ draft: context.draft, services: context.services }),
      },
      saved: ({ draft, info }: Context, method: PaymentMethod): AutoPayAddMethodOutput => ({
        outcome: 'saved',
        method,
        cvv: draft.kind === 'card' ? draft.card.cvv : '',
        // by the rule the server's expiringSoon flag comes from
        expiringSoon: draft.kind === 'card' && expiryStatus(draft.card.expiry, info.billing.limits.today) === 'expiringSoon',
      }),
    }),
    back: endingWith({ outcome: 'back' }),
  },
  output: ({ context }) => context.output!,
});
