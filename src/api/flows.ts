import { autoPayCancelMachine } from '../../machines/auto-pay-cancel';
import { autoPayChangeDateMachine } from '../../machines/auto-pay-change-date';
import { autoPayChangeMethodMachine } from '../../machines/auto-pay-change-method';
import { autoPayEnrollMachine } from '../../machines/auto-pay-enroll';
import { equipmentDeviceMachine } from '../../machines/equipment-device';
import { equipmentRebootMachine } from '../../machines/equipment-reboot';
import { oneTimePaymentMachine } from '../../machines/one-time-payment';
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

export const flowRegistry = {
  signIn: (transport: Transport, gate: CallGate = direct) => signInMachine.provide({ actors: asActors(signInCalls(transport), gate) }),
  sessionTimeout: (transport: Transport, gate: CallGate = direct) => sessionTimeoutMachine.provide({ actors: asActors(sessionCalls(transport), gate) }),
  equipmentReboot,
  // a parent flow is provided with its children, each provided with its own calls
  equipmentDevice: (transport: Transport, gate: CallGate = direct) =>
    equipmentDeviceMachine.provide({ actors: { equipmentReboot: equipmentReboot(transport, gate) } }),
  oneTimePayment: (transport: Transport, gate: CallGate = direct) => oneTimePaymentMachine.provide({ actors: asActors(paymentCalls(transport), gate) }),
  autoPayEnroll: (transport: Transport, gate: CallGate = direct) => autoPayEnrollMachine.provide({ actors: asActors(autoPayCalls(transport), gate) }),
  autoPayChangeMethod: (transport: Transport, gate: CallGate = direct) =>
    autoPayChangeMethodMachine.provide({ actors: asActors(autoPayCalls(transport), gate) }),
  autoPayChangeDate: (transport: Transport, gate: CallGate = direct) => autoPayChangeDateMachine.provide({ actors: asActors(autoPayCalls(transport), gate) }),
  autoPayCancel: (transport: Transport, gate: CallGate = direct) => autoPayCancelMachine.provide({ actors: asActors(autoPayCalls(transport), gate) }),
};

export type FlowRegistry = typeof flowRegistry;
export type FlowId = keyof FlowRegistry;
/** The provided machine of a flow. */
export type FlowMachine<K extends FlowId> = ReturnType<FlowRegistry[K]>;

export const isFlowId = (id: string): id is FlowId => Object.hasOwn(flowRegistry, id);
