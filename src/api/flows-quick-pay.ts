import { quickPayMachine } from '../../machines/payment/quick-pay';
import { quickPayCalls } from './actors/quick-pay';
import { callActors, flowOf } from './flow';

// the summary's quick pay: its own module, so the summary loads it only with its card
export const quickPay = flowOf('quickPay', quickPayMachine, callActors(quickPayCalls));
