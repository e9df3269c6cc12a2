import { billingNoticesMachine } from '../../machines/billing/billing-notices';
import { noticeCalls } from './actors/notices';
import { callActors, flowOf } from './flow';

// the billing dialogs: their own module, loaded with the notices of a billing screen
export const billingNotices = flowOf('billingNotices', billingNoticesMachine, callActors(noticeCalls));
