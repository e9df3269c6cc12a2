import { assign, setup } from 'xstate';
import { activityFilterIssue, type ActivityFilter, type ActivityIssue } from '../../src/domain/account-activity';
import type { Transaction } from '../../src/domain/billing';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { historyFilterIssue, type HistoryPayment, type PaymentHistoryFilter, type PaymentHistoryIssue } from '../../src/domain/payment-history';
import type { PaymentStage } from '../../src/domain/payment-lifecycle';
import { notProvided } from '../parts/not-provided';
import { refusedFor, type RefusalReason } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * A billing list with filters: the payment history and the account activity (and
 * the mobile transactions, the activity of the mobile service). The rows are loaded for the
 * applied filter; the form's filter is a draft the user edits, applied only when the domain
 * finds it usable (a from after to is refused and says why); clear goes back to the filter the
 * list opened with. A list that fails to load says so with a retry (spec billing §8
 * "Transactions fail to load"), and an empty one that nothing matched.
 */
export type BillingListScreen = 'loading' | 'unavailable' | 'list' | 'empty';

interface BillingListInput<F> {
  filter: F;
}
export type BillingListEvent<F> = { type: 'edit'; patch: Partial<F> } | { type: 'apply' } | { type: 'clear' } | { type: 'retry' };

interface Context<F, R> {
  initial: F;
  /** the filter the rows were loaded for */
  filter: F;
  /** the filter being edited */
  draft: F;
  rows: R[];
  refusal: string | null;
  code: FailureCode | null;
}

/** the list is being read: the loading screen, busy */
const whileCalling = { meta: { screen: 'loading' as const }, tags: ['busy' as const] };

function billingListMachine<F extends object, R, I extends string & RefusalReason>(id: string, issueOf: (filter: F) => I | null, reasons: [I, ...I[]]) {
  return setup({
    types: flowTypes<{ context: Context<F, R>; input: BillingListInput<F>; events: BillingListEvent<F>; screen: BillingListScreen }>(),
    actors: {
      load: notProvided<R[], { filter: F }>('load'),
    },
    guards: {
      /** src/domain: the draft is a usable filter */
      usable: ({ context }) => issueOf(context.draft) === null,
      noRows: (_, params: { rows: R[] }) => params.rows.length === 0,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ initial: input.filter, filter: input.filter, draft: input.filter, rows: [], refusal: null, code: null }),
    initial: 'loading',
    states: {
      loading: {
        ...whileCalling,
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ filter: context.filter }),
          onDone: [
            { guard: { type: 'noRows', params: ({ event }) => ({ rows: event.output }) }, target: 'ready.empty', actions: assign({ rows: [], code: null }) },
            { target: 'ready.list', actions: assign({ rows: ({ event }) => event.output, code: null }) },
          ],
          onError: { target: 'unavailable', actions: assign({ code: ({ event }) => callFailure(event.error).code }) },
        },
      },
      unavailable: {
        description: 'Spec billing §8 "Transactions fail to load": the message, with retry.',
        meta: { screen: 'unavailable' },
        on: { retry: 'loading' },
      },
      ready: {
        initial: 'list',
        states: {
          list: { meta: { screen: 'list' } },
          empty: { meta: { screen: 'empty' } },
        },
        on: {
          edit: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.patch }), refusal: null }) },
          apply: [
            { guard: 'usable', target: 'loading', actions: assign({ filter: ({ context }) => context.draft }), meta: refusedFor(...reasons) },
            { actions: assign({ refusal: ({ context }) => issueOf(context.draft) }) },
          ],
          clear: { target: 'loading', actions: assign({ filter: ({ context }) => context.initial, draft: ({ context }) => context.initial, refusal: null }) },
        },
      },
    },
  });
}

const RANGE_REASONS: ['range.invalidDate', 'range.reversed'] = ['range.invalidDate', 'range.reversed'];

/** /billing/payment-history: every payment, with its lifecycle, and the CSV of what is shown. */
export const paymentHistoryMachine = billingListMachine<PaymentHistoryFilter, HistoryPayment, PaymentHistoryIssue>(
  'paymentHistory',
  historyFilterIssue,
  RANGE_REASONS,
);

/** A row of the activity: the balance it left, and a payment's lifecycle stage. */
/** a row of the activity: `balanceAfter` is null when the list is narrowed by type or service (src/domain/account-activity.ts `showsRunningBalance`) */
export type ActivityRow = Transaction & { balanceAfter: number | null; stage: PaymentStage | null };
/** /billing/account-activity: payments, charges and credits; the mobile transactions are its mobile service. */
export const accountActivityMachine = billingListMachine<ActivityFilter, ActivityRow, ActivityIssue>('accountActivity', activityFilterIssue, RANGE_REASONS);
