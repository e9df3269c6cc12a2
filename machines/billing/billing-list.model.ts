import { ALL_ACTIVITY, type ActivityFilter } from '../../src/domain/account-activity';
import { dateRangeIssue, type DateRange } from '../../src/domain/date-range';
import { addDays } from '../../src/domain/dates';
import { NO_HISTORY_FILTER, type HistoryPayment, type PaymentHistoryFilter } from '../../src/domain/payment-history';
import { paymentLifecycle } from '../../src/domain/payment-lifecycle';
import { accountActivityMachine, paymentHistoryMachine, type ActivityRow } from './billing-list';
import { ACME_AT_NOON } from '../model/fixtures';
import { answered, each, flowModel, steps, unavailable } from '../model/model-helpers';

/**
 * The billing lists' models, on Acme Plumbing: its payments and activity load; a
 * filter nothing of Acme's matches (paid in store; a mobile payment: Acme has no mobile) loads an
 * empty list; a range from today back to a month ago is refused; Clear goes back; a fault on
 * the read is the failed-to-load message with its retry.
 */
type ListContext<F> = { filter: F; draft: F; rows: unknown[]; refusal: string | null };
/** what steers the list: whether the filters match anything of Acme's, whether the draft is usable, the refusal shown */
const project = <F extends DateRange>(matchesNothing: (f: F) => boolean) =>
  ((c: ListContext<F>) => ({
    loadedFor: matchesNothing(c.filter) ? 'nothing' : 'something',
    draft: matchesNothing(c.draft) ? 'nothing' : 'something',
    usable: dateRangeIssue(c.draft) === null,
    refused: c.refusal,
    rows: c.rows.length > 0,
  })) as never;

const inStoreOnly = (f: PaymentHistoryFilter) => f.channel === 'IN_STORE';
const mobilePayments = (f: ActivityFilter) => f.service === 'MOBILE' && f.kind === 'PAYMENTS';

/**
 * A list's model: `row` is what the backend answers for a filter that matches something, none
 * for `matchesNothing`'s; the events type a filter that matches nothing and a reversed range.
 */
function listModel<M extends typeof paymentHistoryMachine | typeof accountActivityMachine, F extends DateRange>(
  today: string,
  model: { title: string; machine: M; filter: F; matchesNothing: (f: F) => boolean; nothing: Partial<F>; row: unknown; operation: string },
) {
  const when = (test: (c: ListContext<F>) => boolean) => ({ possible: test as never });
  return flowModel(model.machine, model.title, {
    input: { filter: model.filter } as never,
    events: [...each('edit', 'patch', model.nothing, { from: today, to: addDays(today, -30) }), ...steps('apply', 'clear', 'retry')],
    actors: {
      load: [
        answered(
          'load',
          'rows',
          [model.row],
          when((c) => !model.matchesNothing(c.filter)),
        ),
        answered(
          'load',
          'none',
          [],
          when((c) => model.matchesNothing(c.filter)),
        ),
        unavailable('load', model.operation),
      ],
    },
    project: project(model.matchesNothing),
    world: ACME_AT_NOON,
  });
}

export function paymentHistoryModelOn(today: string) {
  const paidOn = addDays(today, -24);
  const paid: HistoryPayment = {
    id: 'pay_9',
    confirmationNumber: 'CNF0000000009',
    amount: 41253,
    paymentDate: paidOn,
    methodType: 'CARD',
    brand: 'VISA',
    last4: '6620',
    channel: 'ONLINE',
    status: 'SUCCESS',
    createdAt: `${paidOn}T15:00:00.000Z`,
    lifecycle: paymentLifecycle({ methodType: 'CARD', status: 'SUCCESS', paymentDate: paidOn }, today, 3),
    failureReason: null,
  };
  return listModel(today, {
    title: 'Payment history: filters, lifecycle and CSV',
    machine: paymentHistoryMachine,
    filter: NO_HISTORY_FILTER,
    matchesNothing: inStoreOnly,
    nothing: { channel: 'IN_STORE' },
    row: paid,
    operation: 'paymentHistory',
  });
}

export function accountActivityModelOn(today: string) {
  const charge: ActivityRow = {
    id: 'li_1',
    date: addDays(today, -10),
    kind: 'CHARGE',
    description: 'Internet Standard',
    channel: null,
    amount: 19977,
    service: 'CORE',
    balanceAfter: 41253,
    stage: null,
  };
  return listModel(today, {
    title: 'Account activity and mobile transactions',
    machine: accountActivityMachine,
    filter: ALL_ACTIVITY,
    matchesNothing: mobilePayments,
    nothing: { service: 'MOBILE', kind: 'PAYMENTS' },
    row: charge,
    operation: 'transactions',
  });
}
