import { autoPayAddMethodMachine } from '../../machines/autopay/auto-pay-add-method';
import { autoPayChangeMethodMachine } from '../../machines/autopay/auto-pay-change-method';
import { autoPayChooseMethodMachine } from '../../machines/autopay/auto-pay-choose-method';
import { autoPayCalls } from './actors/autopay';
import { callActors, flowOf, noCalls, withChildren } from './flow';

// The Auto Pay change of method and the method chooser it invokes, apart from the rest of Auto
// Pay's flows (./flows-auto-pay.ts): the wallet's roadblock invokes the change of method
// (./flows-wallet.ts), and the wallet's page then loads these machines only, not Enroll's,
// Manage's or the Auto Pay page's (the largest lazy route).
const calls = callActors(autoPayCalls);

export const autoPayAddMethod = flowOf('autoPayAddMethod', autoPayAddMethodMachine, calls);
export const autoPayChooseMethod = flowOf('autoPayChooseMethod', autoPayChooseMethodMachine, withChildren(noCalls, autoPayAddMethod));

// one call: the server replaces the enrollment (cancel and enroll in one write, or neither)
export const autoPayChangeMethod = flowOf('autoPayChangeMethod', autoPayChangeMethodMachine, withChildren(calls, autoPayChooseMethod));
