import { ChangeMethodFlowView } from '../features/autopay/change-method-flow';
import { ScheduledPaymentsCard } from '../features/scheduled-payments/scheduled-payments-card';
import { BillPayOptionsPage } from '../features/wallet/bill-pay-options-page';

/**
 * /billing/bill-pay-options (spec billing §2): the wallet's page, given what other features show
 * in it: the Auto Pay change of method the roadblock opens (§4), and the scheduled payments (list
 * and cancel, src/features/scheduled-payments).
 */
export function BillPayOptionsScreen() {
  return <BillPayOptionsPage changeAutoPay={(actor) => <ChangeMethodFlowView actor={actor} />} scheduled={<ScheduledPaymentsCard />} />;
}
