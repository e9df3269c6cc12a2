import { autoPayAddMethodMachine } from '../../machines/auto-pay-add-method';
import { autoPayCancelMachine } from '../../machines/auto-pay-cancel';
import { autoPayChangeDateMachine } from '../../machines/auto-pay-change-date';
import { autoPayChangeMethodMachine } from '../../machines/auto-pay-change-method';
import { autoPayChooseMethodMachine } from '../../machines/auto-pay-choose-method';
import { autoPayEnrollMachine } from '../../machines/auto-pay-enroll';
import { autoPayManageMachine } from '../../machines/auto-pay-manage';
import { autoPayPageMachine } from '../../machines/auto-pay-page';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { autoPayCalls } from './actors/autopay';
import { defineFlow } from './flow';
import type { Transport } from './transport';

// Auto Pay: the page invokes Enroll or Manage; Manage invokes its three children; Enroll and
// Change method invoke the method chooser, which invokes the add-method child; each child
// provided with its own calls
const autoPayActors = (transport: Transport, gate: CallGate) => asActors(autoPayCalls(transport), gate);

export const autoPayAddMethod = defineFlow('autoPayAddMethod', (transport, gate = direct) =>
  autoPayAddMethodMachine.provide({ actors: autoPayActors(transport, gate) }),
);

export const autoPayChooseMethod = defineFlow('autoPayChooseMethod', (transport, gate = direct) =>
  autoPayChooseMethodMachine.provide({ actors: { autoPayAddMethod: autoPayAddMethod(transport, gate) } }),
);

export const autoPayEnroll = defineFlow('autoPayEnroll', (transport, gate = direct) => {
  const { submitPayment, enrollAutoPay } = autoPayActors(transport, gate);
  return autoPayEnrollMachine.provide({ actors: { submitPayment, enrollAutoPay, autoPayChooseMethod: autoPayChooseMethod(transport, gate) } });
});

export const autoPayChangeMethod = defineFlow('autoPayChangeMethod', (transport, gate = direct) => {
  // one call: the server replaces the enrollment (cancel and enroll in one write, or neither)
  const { submitPayment, replaceAutoPay } = autoPayActors(transport, gate);
  return autoPayChangeMethodMachine.provide({
    actors: { submitPayment, replaceAutoPay, autoPayChooseMethod: autoPayChooseMethod(transport, gate) },
  });
});

export const autoPayChangeDate = defineFlow('autoPayChangeDate', (transport, gate = direct) =>
  autoPayChangeDateMachine.provide({ actors: { updateAutoPayDate: autoPayActors(transport, gate).updateAutoPayDate } }),
);

export const autoPayCancel = defineFlow('autoPayCancel', (transport, gate = direct) =>
  autoPayCancelMachine.provide({ actors: { cancelAutoPay: autoPayActors(transport, gate).cancelAutoPay } }),
);

export const autoPayManage = defineFlow('autoPayManage', (transport, gate = direct) =>
  autoPayManageMachine.provide({
    actors: {
      loadAutoPayInfo: autoPayActors(transport, gate).loadAutoPayInfo,
      autoPayChangeMethod: autoPayChangeMethod(transport, gate),
      autoPayChangeDate: autoPayChangeDate(transport, gate),
      autoPayCancel: autoPayCancel(transport, gate),
    },
  }),
);

export const autoPay = defineFlow('autoPay', (transport, gate = direct) =>
  autoPayPageMachine.provide({
    actors: {
      loadAutoPayInfo: autoPayActors(transport, gate).loadAutoPayInfo,
      autoPayEnroll: autoPayEnroll(transport, gate),
      autoPayManage: autoPayManage(transport, gate),
    },
  }),
);
