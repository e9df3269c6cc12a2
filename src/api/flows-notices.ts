import { billingNoticesMachine } from '../../machines/billing-notices';
import { asActors, direct } from './actors/as-actors';
import { noticeCalls } from './actors/notices';
import { defineFlow } from './flow';

// the billing dialogs (issue 16): their own module, loaded with the notices of a billing screen
export const billingNotices = defineFlow('billingNotices', (transport, gate = direct) =>
  billingNoticesMachine.provide({ actors: asActors(noticeCalls(transport), gate) }),
);
