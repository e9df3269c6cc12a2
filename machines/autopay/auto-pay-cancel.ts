import { discountLostOnCancel } from '../../src/domain/autopay';
import type { AutoPay } from '../../src/domain/billing';
import type { AutoPayInfo } from './auto-pay.checks';
import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Cancel Auto Pay, unenroll (spec billing §4): a confirmation over Manage Auto Pay's summary
 * that, for discount-eligible accounts, warns the monthly discount is lost (discountLostOnCancel
 * of the loaded billing); outcomes cancelled, failure, kept. A failure keeps the refusal's reason:
 * Manage offers Cancel only when the loaded account allows it, but the account can change before
 * the confirm (Mobile added to Auto Pay elsewhere), and then the server's 409
 * `autopay.mobileRequired` is what the outcome says (spec billing §5).
 */
export interface AutoPayCancelInput {
  info: AutoPayInfo;
}
/** discountLost: the monthly discount (cents) the account no longer gets; reason: why the server refused, when it said */
export type AutoPayCancelOutput = ConfirmedCallOutput<'cancelled', { discountLost: number; reason: string | null }>;

export const autoPayCancelMachine = confirmedCallSetup<AutoPayCancelInput, AutoPayCancelOutput, 'summary'>()({
  cancelAutoPay: notProvided<AutoPay>('cancelAutoPay'),
}).createMachine({
  ...confirmedCall({
    id: 'autoPayCancel',
    dialog: { screen: 'summary', dialog: 'cancel' },
    calling: 'cancelling',
    done: 'cancelled',
    invoke: { id: 'cancelAutoPay', src: 'cancelAutoPay' },
  }),
  output: ({ context }) => ({
    outcome: context.outcome!,
    discountLost: discountLostOnCancel(context.info.billing),
    code: context.code,
    reason: context.reason,
  }),
});
