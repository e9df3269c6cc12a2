import { assign, setup } from 'xstate';
import type { PaymentMethod } from '../../src/domain/billing';
import type { FailureCode } from '../../src/domain/errors';
import { riskFixIssue, type PaymentRisk, type RiskFixIssue } from '../../src/domain/payment-risk';
import { failedCall, outcomeActions, outcomeState, type OutcomeContext } from '../parts/outcome';
import { notProvided } from '../parts/not-provided';
import { flowTypes } from '../parts/screen';
import { refusedFor } from '../parts/refusal';

/**
 * Auto Pay at risk, the one-step fix: a card behind Auto Pay or a scheduled payment
 * expires before the payment; the alert offers to update its expiry (or, outside this flow, to
 * choose another method). The new expiry must cover the payment's date (src/domain/payment-risk.ts
 * `riskFixIssue`); a refused Save says why. Outcomes: updated, failure.
 */
export interface CardExpiryFixInput {
  /** the card's risk; with several payments on one card, the latest date */
  risk: PaymentRisk;
  /** the business day */
  today: string;
}
export type FixOutcome = 'updated' | 'failure';
export interface CardExpiryFixOutput {
  outcome: FixOutcome;
  expiry: string;
  code: FailureCode | null;
}

interface Context extends CardExpiryFixInput, OutcomeContext<FixOutcome> {
  expiry: string;
  /** why Save was refused, or null */
  issue: RiskFixIssue | null;
}

export type CardExpiryFixEvent = { type: 'edit' } | { type: 'expiry.change'; expiry: string } | { type: 'save' } | { type: 'cancel' };

export const cardExpiryFixMachine = setup({
  types: flowTypes<{ context: Context; events: CardExpiryFixEvent; input: CardExpiryFixInput; output: CardExpiryFixOutput; screen: 'alert' | 'form' }>(),
  actors: {
    updateCardExpiry: notProvided<PaymentMethod, { id: string; expiry: string }>('updateCardExpiry'),
  },
  guards: {
    covers: (_, params: { expiry: string; today: string; date: string }) => riskFixIssue(params.expiry, params.today, params.date) === null,
  },
  actions: outcomeActions<FixOutcome, Context, CardExpiryFixEvent>(),
}).createMachine({
  id: 'cardExpiryFix',
  context: ({ input }) => ({ ...input, expiry: '', issue: null, code: null, outcome: null }),
  initial: 'alert',
  states: {
    alert: { meta: { screen: 'alert' }, on: { edit: { target: 'editing', actions: assign({ expiry: '', issue: null }) } } },
    editing: {
      meta: { screen: 'form' },
      on: {
        'expiry.change': { actions: assign({ expiry: ({ event }) => event.expiry.trim(), issue: null }) },
        save: [
          {
            guard: { type: 'covers', params: ({ context }) => ({ expiry: context.expiry, today: context.today, date: context.risk.date }) },
            target: 'saving',
            meta: refusedFor('expiry.beforePaymentDate'),
          },
          { actions: assign({ issue: ({ context }) => riskFixIssue(context.expiry, context.today, context.risk.date) }) },
        ],
        cancel: 'alert',
      },
    },
    saving: {
      meta: { screen: 'form' },
      tags: ['busy'],
      invoke: {
        id: 'updateCardExpiry',
        src: 'updateCardExpiry',
        input: ({ context }) => ({ id: context.risk.methodId, expiry: context.expiry }),
        onDone: 'updated',
        onError: failedCall,
      },
    },
    updated: outcomeState('updated'),
    failure: outcomeState('failure'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, expiry: context.expiry, code: context.code }),
});
