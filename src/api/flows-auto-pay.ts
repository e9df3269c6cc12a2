import { autoPayAddMethodMachine } from '../../machines/auto-pay-add-method';
import { autoPayCancelMachine } from '../../machines/auto-pay-cancel';
import { autoPayChangeDateMachine } from '../../machines/auto-pay-change-date';
import { autoPayChangeMethodMachine } from '../../machines/auto-pay-change-method';
import { autoPayChooseMethodMachine } from '../../machines/auto-pay-choose-method';
import { autoPayEnrollMachine } from '../../machines/auto-pay-enroll';
import { autoPayManageMachine } from '../../machines/auto-pay-manage';
import { autoPayPageMachine } from '../../machines/auto-pay-page';
import { autoPayCalls } from './actors/autopay';
import { callActors, flowOf, noCalls, withChildren } from './flow';

// Auto Pay: the page invokes Enroll or Manage; Manage invokes its three children; Enroll and
// Change method invoke the method chooser, which invokes the add-method child; each flow
// provided with the Auto Pay calls its machine declares, and its children
const calls = callActors(autoPayCalls);

export const autoPayAddMethod = flowOf('autoPayAddMethod', autoPayAddMethodMachine, calls);
export const autoPayChooseMethod = flowOf('autoPayChooseMethod', autoPayChooseMethodMachine, withChildren(noCalls, autoPayAddMethod));
export const autoPayEnroll = flowOf('autoPayEnroll', autoPayEnrollMachine, withChildren(calls, autoPayChooseMethod));

// one call: the server replaces the enrollment (cancel and enroll in one write, or neither)
export const autoPayChangeMethod = flowOf('autoPayChangeMethod', autoPayChangeMethodMachine, withChildren(calls, autoPayChooseMethod));

export const autoPayChangeDate = flowOf('autoPayChangeDate', autoPayChangeDateMachine, calls);
export const autoPayCancel = flowOf('autoPayCancel', autoPayCancelMachine, calls);
export const autoPayManage = flowOf('autoPayManage', autoPayManageMachine, withChildren(calls, autoPayChangeMethod, autoPayChangeDate, autoPayCancel));
export const autoPay = flowOf('autoPay', autoPayPageMachine, withChildren(calls, autoPayEnroll, autoPayManage));
