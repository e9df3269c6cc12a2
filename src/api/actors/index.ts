import type { Transport } from '../transport';
import { autoPayCalls } from './autopay';
import { equipmentCalls } from './equipment';
import { paymentCalls } from './payment';
import { sessionCalls } from './session';

/**
 * The real side effects of every registered flow (machines/index.ts), by flow id: what the app
 * provides to the machine, and what the model runner walks against a test backend.
 */
export const flowCalls: Record<string, (transport: Transport) => Record<string, (input: never) => Promise<unknown>>> = {
  sessionTimeout: sessionCalls,
  equipmentReboot: equipmentCalls,
  oneTimePayment: paymentCalls,
  autoPayEnroll: autoPayCalls,
  autoPayChangeMethod: autoPayCalls,
  autoPayChangeDate: autoPayCalls,
  autoPayCancel: autoPayCalls,
};
