import { autoPayAddMethodMachine } from '../../machines/auto-pay-add-method';
import { autoPayCancelMachine } from '../../machines/auto-pay-cancel';
import { autoPayChangeDateMachine } from '../../machines/auto-pay-change-date';
import { autoPayChangeMethodMachine } from '../../machines/auto-pay-change-method';
import { autoPayEnrollMachine } from '../../machines/auto-pay-enroll';
import { autoPayManageMachine } from '../../machines/auto-pay-manage';
import { autoPayPageMachine } from '../../machines/auto-pay-page';
import { equipmentDeviceMachine } from '../../machines/equipment-device';
import { equipmentRebootMachine } from '../../machines/equipment-reboot';
import { oneTimePaymentMachine } from '../../machines/one-time-payment';
import { payBillMachine } from '../../machines/pay-bill';
import { sessionTimeoutMachine } from '../../machines/session-timeout';
import { signInMachine } from '../../machines/sign-in';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { autoPayCalls } from './actors/autopay';
import { equipmentCalls } from './actors/equipment';
import { paymentCalls } from './actors/payment';
import { sessionCalls, signInCalls } from './actors/session';
import type { Transport } from './transport';

/**
 * Every business flow with its real calls, by flow id: the machine of machines/ provided with
 * the actors of src/api/actors. The app mounts a flow from here (useFlow) and the model runner
 * walks the same machine with the same calls against a test backend, so what is tested is what
 * runs. Each entry is type-checked on its own: a call whose input or answer does not match the
 * actor the machine declares does not compile.
 */
const equipmentReboot = (transport: Transport, gate: CallGate = direct) =>
  equipmentRebootMachine.provide({ actors: asActors(equipmentCalls(transport), gate) });

const autoPayActors = (transport: Transport, gate: CallGate) => asActors(autoPayCalls(transport), gate);

export const flowRegistry = {
  signIn: (transport: Transport, gate: CallGate = direct) => signInMachine.provide({ actors: asActors(signInCalls(transport), gate) }),
  sessionTimeout: (transport: Transport, gate: CallGate = direct) => sessionTimeoutMachine.provide({ actors: asActors(sessionCalls(transport), gate) }),
  equipmentReboot,
  // a parent flow is provided with its children, each provided with its own calls
  equipmentDevice: (transport: Transport, gate: CallGate = direct) =>
    equipmentDeviceMachine.provide({ actors: { equipmentReboot: equipmentReboot(transport, gate) } }),
  oneTimePayment: (transport: Transport, gate: CallGate = direct) => oneTimePaymentMachine.provide({ actors: asActors(paymentCalls(transport), gate) }),
  // the Pay bill page: each payment is the one-time payment flow, invoked as a child with its calls
  payBill: (transport: Transport, gate: CallGate = direct) =>
    payBillMachine.provide({ actors: { oneTimePayment: oneTimePaymentMachine.provide({ actors: asActors(paymentCalls(transport), gate) }) } }),
  // Auto Pay: the page invokes Enroll or Manage; Manage invokes its three children; Enroll and
  // Change method invoke the add-method child; each child provided with its own calls
  autoPayAddMethod: (transport: Transport, gate: CallGate = direct) => autoPayAddMethodMachine.provide({ actors: autoPayActors(transport, gate) }),
  autoPayEnroll: (transport: Transport, gate: CallGate = direct) => {
    const { submitPayment, enrollAutoPay, saveAutoPayMethod } = autoPayActors(transport, gate);
    return autoPayEnrollMachine.provide({
      actors: { submitPayment, enrollAutoPay, autoPayAddMethod: autoPayAddMethodMachine.provide({ actors: { saveAutoPayMethod } }) },
    });
  },
  autoPayChangeMethod: (transport: Transport, gate: CallGate = direct) => {
    const { submitPayment, cancelAutoPay, enrollAutoPay, saveAutoPayMethod } = autoPayActors(transport, gate);
    return autoPayChangeMethodMachine.provide({
      actors: { submitPayment, cancelAutoPay, enrollAutoPay, autoPayAddMethod: autoPayAddMethodMachine.provide({ actors: { saveAutoPayMethod } }) },
    });
  },
  autoPayChangeDate: (transport: Transport, gate: CallGate = direct) =>
    autoPayChangeDateMachine.provide({ actors: { updateAutoPayDate: autoPayActors(transport, gate).updateAutoPayDate } }),
  autoPayCancel: (transport: Transport, gate: CallGate = direct) =>
    autoPayCancelMachine.provide({ actors: { cancelAutoPay: autoPayActors(transport, gate).cancelAutoPay } }),
  autoPayManage: (transport: Transport, gate: CallGate = direct) =>
    autoPayManageMachine.provide({
      actors: {
        loadAutoPayInfo: autoPayActors(transport, gate).loadAutoPayInfo,
        autoPayChangeMethod: flowRegistry.autoPayChangeMethod(transport, gate),
        autoPayChangeDate: flowRegistry.autoPayChangeDate(transport, gate),
        autoPayCancel: flowRegistry.autoPayCancel(transport, gate),
      },
    }),
  autoPay: (transport: Transport, gate: CallGate = direct) =>
    autoPayPageMachine.provide({
      actors: {
        loadAutoPayInfo: autoPayActors(transport, gate).loadAutoPayInfo,
        autoPayEnroll: flowRegistry.autoPayEnroll(transport, gate),
        autoPayManage: flowRegistry.autoPayManage(transport, gate),
      },
    }),
};

export type FlowRegistry = typeof flowRegistry;
export type FlowId = keyof FlowRegistry;
/** The provided machine of a flow. */
export type FlowMachine<K extends FlowId> = ReturnType<FlowRegistry[K]>;

export const isFlowId = (id: string): id is FlowId => Object.hasOwn(flowRegistry, id);
