import type { FlowModel } from './model';
import { autoPayCancelModel, autoPayChangeDateModel, autoPayChangeMethodModel, autoPayEnrollModel } from './auto-pay.model';
import { equipmentRebootModel } from './equipment-reboot.model';
import { oneTimePaymentModel } from './one-time-payment.model';
import { sessionTimeoutModel } from './session-timeout.model';

/**
 * Every business flow of the portal. Adding a flow here is enough for its paths to be generated
 * (npm run paths), walked against the backend (tests/model) and shown in the explorer.
 */
export const flows: FlowModel[] = [
  sessionTimeoutModel,
  equipmentRebootModel,
  oneTimePaymentModel,
  autoPayEnrollModel,
  autoPayChangeMethodModel,
  autoPayChangeDateModel,
  autoPayCancelModel,
];

export const flowById = (id: string): FlowModel | undefined => flows.find((f) => f.id === id);
