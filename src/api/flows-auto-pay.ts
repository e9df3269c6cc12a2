import { autoPayCancelMachine } from '../../machines/autopay/auto-pay-cancel';
import { autoPayChangeDateMachine } from '../../machines/autopay/auto-pay-change-date';
import { autoPayEnrollMachine } from '../../machines/autopay/auto-pay-enroll';
import { autoPayManageMachine } from '../../machines/autopay/auto-pay-manage';
import { autoPayPageMachine } from '../../machines/autopay/auto-pay-page';
import { autoPayCalls } from './actors/autopay';
import { callActors, flowOf, withChildren } from './flow';
import { autoPayAddMethod, autoPayChangeMethod, autoPayChooseMethod } from './flows-auto-pay-method';

// Auto Pay: the page invokes Enroll or Manage; Manage invokes its three children; Enroll and
// Change method invoke the method chooser, which invokes the add-method child; each flow
// provided with the Auto Pay calls its machine declares, and its children. The change of method
// and the chooser are in ./flows-auto-pay-method.ts, which the wallet loads without the rest.
const calls = callActors(autoPayCalls);

export { autoPayAddMethod, autoPayChangeMethod, autoPayChooseMethod };
export const autoPayEnroll = flowOf('autoPayEnroll', autoPayEnrollMachine, withChildren(calls, autoPayChooseMethod));
export const autoPayChangeDate = flowOf('autoPayChangeDate', autoPayChangeDateMachine, calls);
export const autoPayCancel = flowOf('autoPayCancel', autoPayCancelMachine, calls);
export const autoPayManage = flowOf('autoPayManage', autoPayManageMachine, withChildren(calls, autoPayChangeMethod, autoPayChangeDate, autoPayCancel));
export const autoPay = flowOf('autoPay', autoPayPageMachine, withChildren(calls, autoPayEnroll, autoPayManage));
