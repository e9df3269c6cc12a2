import type { PaymentMethod } from '../src/domain/billing';
import { expiryStatus } from '../src/domain/card';
import { choiceOfAdded, emptyDraft, newMethodErrors, saveErrorOf, type AutoPayChoice, type AutoPayInfo, type NewMethodDraft } from './auto-pay.checks';
import { notProvided } from './not-provided';

/**
 * "Add or select a payment method" (spec billing §2), the add half, shared by Enroll and Change
 * method: from the method step the user types a card or a bank account; it is saved to the
 * wallet for the flow's services (the server refuses what Auto Pay cannot use, writing nothing)
 * and becomes the choice, its CVV the one typed here, asked once (§5). A refused save stays on
 * the form with the reason; Back returns to the saved methods, discarding the draft.
 *
 * Both machines name their actions, guards and actor as below, and spread `addMethodStates`.
 */
export type AddMethodEvent = { type: 'method.add'; kind: NewMethodDraft['kind'] } | { type: 'draft.set'; draft: NewMethodDraft } | { type: 'save' };

export interface AddMethodContext {
  info: AutoPayInfo | null;
  choice: AutoPayChoice;
  draft: NewMethodDraft | null;
  /** why the last save was refused: a rule's code (method.prepaid) or the contract's */
  saveError: string | null;
  tried: { add: boolean };
}

export const saveAutoPayMethodActor = notProvided<PaymentMethod, { draft: NewMethodDraft; services: AutoPayChoice['services'] }>('saveAutoPayMethod');

type Done = { output: PaymentMethod };

/** The context changes, for each machine's `assign`. */
export const addMethodUpdates = {
  startDraft: (event: AddMethodEvent) => ({ draft: emptyDraft((event as { kind: NewMethodDraft['kind'] }).kind), saveError: null }),
  setDraft: (event: AddMethodEvent) => ({ draft: (event as { draft: NewMethodDraft }).draft }),
  useAdded: (context: AddMethodContext, event: unknown) => {
    const added = (event as Done).output;
    return {
      info: { ...context.info!, methods: [...context.info!.methods, added] },
      choice: choiceOfAdded(context.choice, context.draft!, added),
      draft: null,
      saveError: null,
    };
  },
  noteSaveError: (event: unknown) => ({ saveError: saveErrorOf(event) }),
};

export const addMethodGuards = {
  draftInvalid: (context: AddMethodContext) => Object.keys(newMethodErrors(context.info!, context.draft!, context.choice.services)).length > 0,
  /**
   * A card added with an expiry this close is confirmed like a saved one (spec billing §4). Read
   * from the draft, by the rule the server's expiringSoon flag comes from.
   */
  addedExpiringSoon: (context: AddMethodContext) =>
    context.draft?.kind === 'card' && expiryStatus(context.draft.card.expiry, context.info!.billing.limits.today) === 'expiringSoon',
};

export const addMethodStates = {
  addMethod: {
    on: {
      'draft.set': { actions: 'setDraft' },
      save: [{ guard: 'draftInvalid', actions: { type: 'markTried', params: { step: 'add' } } }, { target: 'savingMethod' }],
      back: { target: 'method', actions: 'dropDraft' },
      cancel: 'cancelled',
    },
  },
  savingMethod: {
    invoke: {
      id: 'saveMethod',
      src: 'saveAutoPayMethod',
      input: ({ context }: { context: AddMethodContext }) => ({ draft: context.draft!, services: context.choice.services }),
      onDone: [
        { guard: 'addedExpiringSoon', target: 'confirmExpiring', actions: 'useAdded' },
        { target: 'review', actions: 'useAdded' },
      ],
      onError: { target: 'addMethod', actions: 'noteSaveError' },
    },
  },
} as const;
