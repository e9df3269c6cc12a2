import { assign, setup } from 'xstate';
import type { BalanceChoice, MobileDue } from '../../src/domain/balance-choice';
import { flowTypes, type ScreenMeta } from '../parts/screen';

/**
 * The dual-balance choice (spec billing §2 "Balance due and dual-balance modals"): an
 * account with a core and a mobile balance chooses what the one-time payment pays (core, mobile
 * or both), each balance shown with its amount and due date, before the amount step. The
 * one-time payment invokes it (machines/payment/one-time-payment.ts) and fills the amount in from the
 * choice; coming back from the amount step invokes it again with the choice made. Both balances
 * are chosen to begin with: paying everything owed is the usual payment.
 */
export interface BalanceChoiceInput {
  core: { amountDue: number; dueDate: string };
  mobile: MobileDue;
  /** the choice made before (back from the amount step), or null the first time */
  chosen: BalanceChoice | null;
}

export type BalanceChoiceOutput = { outcome: 'chosen'; balance: BalanceChoice } | { outcome: 'cancelled' };

interface Context extends BalanceChoiceInput {
  balance: BalanceChoice;
  outcome: BalanceChoiceOutput | null;
}

export const balanceChoiceMachine = setup({
  types: flowTypes<{
    context: Context;
    events: { type: 'balance.choose'; balance: BalanceChoice } | { type: 'next' } | { type: 'cancel' };
    input: BalanceChoiceInput;
    output: BalanceChoiceOutput;
    meta: ScreenMeta<'balance' | 'done', 'amount'>;
  }>(),
  actions: {
    reach: assign((_, { outcome }: { outcome: BalanceChoiceOutput }) => ({ outcome })),
  },
}).createMachine({
  id: 'balanceChoice',
  context: ({ input }) => ({ ...input, balance: input.chosen ?? 'both', outcome: null }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: { screen: 'balance', step: 'amount' },
      on: {
        'balance.choose': { actions: assign({ balance: ({ event }) => event.balance }) },
        next: 'chosen',
        cancel: 'cancelled',
      },
    },
    chosen: {
      type: 'final',
      meta: { screen: 'done' },
      entry: { type: 'reach', params: ({ context }) => ({ outcome: { outcome: 'chosen', balance: context.balance } }) },
    },
    cancelled: { type: 'final', meta: { screen: 'done' }, entry: { type: 'reach', params: { outcome: { outcome: 'cancelled' } } } },
  },
  output: ({ context }) => context.outcome ?? { outcome: 'cancelled' },
});
