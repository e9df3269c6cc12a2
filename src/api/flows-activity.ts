import { accountActivityMachine, paymentHistoryMachine } from '../../machines/billing-list';
import { activityCalls } from './actors/activity';
import { asActors, direct } from './actors/as-actors';
import { defineFlow } from './flow';

// The billing lists with filters (machines/billing-list.ts), provided with their reads.

export const paymentHistory = defineFlow('paymentHistory', (transport, gate = direct) =>
  paymentHistoryMachine.provide({ actors: { load: asActors(activityCalls(transport), gate).loadPaymentHistory } }),
);

export const accountActivity = defineFlow('accountActivity', (transport, gate = direct) =>
  accountActivityMachine.provide({ actors: { load: asActors(activityCalls(transport), gate).loadActivity } }),
);
