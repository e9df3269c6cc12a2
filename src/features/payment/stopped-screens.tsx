import { Trans } from '@lingui/react/macro';
import { StoreList } from '../../ui/store-list';
import { BackToSummary } from './back-to-summary';
import type { PaymentFlow } from './use-payment-flow';

/** spec billing §8: payment info unavailable (a load failure), with retry. */
export function UnavailableScreen({ flow }: { flow: PaymentFlow }) {
  return (
    <div className="step-form">
      <div className="notice notice--error" role="alert" data-testid="payment-unavailable">
        <p>
          <Trans>Your payment information could not be loaded right now, so a payment can't be made yet.</Trans>
        </p>
      </div>
      <div className="step-actions">
        <button type="button" className="button button--primary" onClick={() => flow.send({ type: 'retry' })}>
          <Trans>Retry</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={() => flow.send({ type: 'cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The payment was sent and no answer came back (or the service said it was unavailable). Trying
 * again sends the same request with the same key, so a payment that did go through is not
 * made twice.
 */
export function SubmitFailedScreen({ flow }: { flow: PaymentFlow }) {
  return (
    <div className="step-form">
      <div className="notice notice--warning" role="alert" data-testid="submit-failed">
        <p>
          <Trans>We didn't get an answer about your payment. Trying again is safe: if the first attempt went through, you won't be charged twice.</Trans>
        </p>
      </div>
      <div className="step-actions">
        <button type="button" className="button button--primary" onClick={() => flow.send({ type: 'retry' })}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className="button" onClick={() => flow.send({ type: 'giveUp' })}>
          <Trans>Stop without paying</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * spec billing §5, §8: an account that takes no online payment finds a store; one that takes
 * neither cards nor bank accounts pays cash at a store.
 */
export function BlockedScreen({ flow }: { flow: PaymentFlow }) {
  const { info, stores } = flow.snapshot.context;
  const cashOnly = info?.billing.restrictions.type === 'NO_CARDS_NO_BANK';
  const shown = stores.filter((s) => !cashOnly || s.acceptsCash);

  return (
    <div className="step-form">
      <div className="notice notice--warning" data-testid="payment-blocked">
        <p>
          {cashOnly ? (
            <Trans>This account accepts cash payments only. Please pay at one of our payment centers.</Trans>
          ) : (
            <Trans>This account does not accept online payments. Please find a store near you to make your payment.</Trans>
          )}
        </p>
      </div>
      {/* the stores are listed here: no link to a store finder, which the portal does not have (/support is not built) */}
      <StoreList stores={shown} titleId="stores-title" />
      <div className="step-actions">
        <BackToSummary />
      </div>
    </div>
  );
}
