import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Switching bill delivery (spec billing §4 "Paperless billing: enrolled or not enrolled", §8
 * "Paperless enrollment fails: go to Settings"): asks to confirm the switch to paper or to
 * paperless; outcomes switched, failure, kept. The bill delivery page invokes it.
 */
export interface BillDeliverySwitchInput {
  /** what the user asks for: true is paperless */
  paperless: boolean;
  /** where a paperless bill goes */
  email: string | null;
}
/** paperless: the delivery asked for */
export type BillDeliverySwitchOutput = ConfirmedCallOutput<'switched', { paperless: boolean }>;

export const billDeliverySwitchMachine = confirmedCallSetup<BillDeliverySwitchInput, BillDeliverySwitchOutput, 'delivery'>()({
  updatePaperless: notProvided<{ enrolled: boolean }, { enrolled: boolean }>('updatePaperless'),
}).createMachine({
  ...confirmedCall({
    id: 'billDeliverySwitch',
    dialog: { screen: 'delivery', dialog: 'switch' },
    calling: 'saving',
    done: 'switched',
    invoke: { id: 'updatePaperless', src: 'updatePaperless', input: ({ context }: { context: BillDeliverySwitchInput }) => ({ enrolled: context.paperless }) },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, paperless: context.paperless, code: context.code }),
});
