import { assign, setup } from 'xstate';
import type { AutoPayService } from '../src/domain/autopay';
import type { PaymentMethod } from '../src/domain/billing';
import { expiryStatus } from '../src/domain/card';
import { callFailure } from '../src/domain/errors';
import { emptyDraft, newMethodErrors, saveRefusal, withoutSecrets, type AutoPayInfo, type NewMethodDraft } from './auto-pay.checks';
import { notProvided } from './not-provided';
import { refusedFor } from './refusal';
import type { FlowTag, ScreenMeta } from './screen';

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

interface Context extends AutoPayAddMethodInput {
  draft: NewMethodDraft;
  /** why the last save was refused: a rule's code (method.prepaid) or the contract's */
  saveError: string | null;
  /** the form's errors are shown in full once a save was refused by them */
  tried: boolean;
  /** set on entering an outcome: what the machine's output says */
  output: AutoPayAddMethodOutput | null;
}
export type AutoPayAddMethodContext = Context;

export const autoPayAddMethodMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AutoPayAddMethodEvent,
    input: {} as AutoPayAddMethodInput,
    output: {} as AutoPayAddMethodOutput,
    meta: {} as ScreenMeta<'add'>,
    tags: {} as FlowTag,
  },
  actors: {
    saveAutoPayMethod: notProvided<PaymentMethod, { draft: NewMethodDraft; services: AutoPayService[] }>('saveAutoPayMethod'),
  },
  guards: {
    draftInvalid: ({ context }) => Object.keys(newMethodErrors(context.info, context.draft, context.services)).length > 0,
  },
  actions: {
    reach: assign({ output: (_, params: { output: AutoPayAddMethodOutput }) => params.output }),
  },
}).createMachine({
  id: 'autoPayAddMethod',
  context: ({ input }) => ({ ...input, draft: emptyDraft(input.kind), saveError: null, tried: false, output: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'add' },
      on: {
        'draft.set': { actions: assign({ draft: ({ event }) => event.draft }) },
        resumed: { target: '.open', actions: assign({ draft: ({ context }) => withoutSecrets(context.draft) }) },
        save: [
          {
            guard: 'draftInvalid',
            target: '.refused',
            actions: assign({ tried: true }),
            meta: refusedFor('method.restricted', 'method.mobileNoBank', 'card.fields', 'bank.fields'),
          },
          { target: 'saving' },
        ],
        back: 'back',
        cancel: 'cancelled',
      },
      // refused: the last Save was refused by the form's own errors (the view points at the first)
      initial: 'open',
      states: { open: {}, refused: { tags: ['refused'], on: { 'draft.set': { target: 'open', actions: assign({ draft: ({ event }) => event.draft }) } } } },
    },
    saving: {
      meta: { screen: 'add' },
      tags: ['busy'],
      entry: assign({ saveError: null }),
      invoke: {
        id: 'saveMethod',
        src: 'saveAutoPayMethod',
        input: ({ context }) => ({ draft: context.draft, services: context.services }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'reach',
            params: ({ context, event }) => ({
              output: {
                outcome: 'saved' as const,
                method: event.output,
                cvv: context.draft.kind === 'card' ? context.draft.card.cvv : '',
                // by the rule the server's expiringSoon flag comes from
                expiringSoon: context.draft.kind === 'card' && expiryStatus(context.draft.card.expiry, context.info.billing.limits.today) === 'expiringSoon',
              },
            }),
          },
        },
        onError: { target: 'editing', actions: assign({ saveError: ({ event }) => saveRefusal(callFailure(event.error)) }) },
      },
    },
    saved: { type: 'final' },
    back: { type: 'final', entry: { type: 'reach', params: { output: { outcome: 'back' } } } },
    cancelled: { type: 'final', entry: { type: 'reach', params: { output: { outcome: 'cancelled' } } } },
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => context.output!,
});
