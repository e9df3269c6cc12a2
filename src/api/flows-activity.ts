import { accountActivityMachine, paymentHistoryMachine } from '../../machines/billing/billing-list';
import { activityCalls } from './actors/activity';
import { callActors, flowOf } from './flow';

// The billing lists with filters (machines/billing/billing-list.ts), provided with their reads: the one
// list machine calls its read `load`.

export const paymentHistory = flowOf(
  'paymentHistory',
  paymentHistoryMachine,
  callActors((transport) => ({ load: activityCalls(transport).loadPaymentHistory })),
);
export const accountActivity = flowOf(
  'accountActivity',
  accountActivityMachine,
  callActors((transport) => ({ load: activityCalls(transport).loadActivity })),
);
