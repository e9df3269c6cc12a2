import { Trans } from '@lingui/react/macro';
import { screenMeta } from '../../../machines/parts/screen';
import { paymentStores } from '../../api/flows-wallet';
import { useFlow } from '../../shell/use-flow';
import { RetryNotice } from '../../ui/retry-notice';
import { StoreList } from '../../ui/store-list';

/** The payment centers under "In a store" (machines/payment/payment-stores.ts): the list, or why it is missing and a retry. */
export function PaymentCenters({ titleId }: { titleId: string }) {
  const { snapshot, send } = useFlow(paymentStores, {});
  const { screen } = screenMeta(snapshot);
  if (screen === 'unavailable')
    return (
      <RetryNotice testId="stores-unavailable" onRetry={() => send({ type: 'retry' })}>
        <Trans>The payment centers could not be loaded.</Trans>
      </RetryNotice>
    );
  return screen === 'listed' ? <StoreList stores={snapshot.context.stores} titleId={titleId} /> : null;
}
