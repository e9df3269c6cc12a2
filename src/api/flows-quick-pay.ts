import { quickPayMachine } from '../../machines/quick-pay';
import { asActors, direct } from './actors/as-actors';
import { quickPayCalls } from './actors/quick-pay';
import { defineFlow } from './flow';

// the summary's quick pay (issue 16): its own module, so the summary loads it only with its card
export const quickPay = defineFlow('quickPay', (transport, gate = direct) => quickPayMachine.provide({ actors: asActors(quickPayCalls(transport), gate) }));
