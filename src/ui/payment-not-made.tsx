import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { FailureReason } from '../../machines/payment/one-time-payment';
import { GenericError } from './generic-error';

/**
 * Why a payment was not made and what it means for the customer (spec billing §8), as the
 * payment's outcome screen and the quick pay card both say it: declined → another method or the
 * bank; CVV → not completed; no answer or anything else → the generic message (dismissed with
 * OK), then whether they were charged. `takeFocus` moves focus to the generic message where no
 * heading takes it.
 */
export function PaymentNotMadeMessage({ reason, takeFocus = false }: { reason: FailureReason; takeFocus?: boolean }) {
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <>
      {reason === 'declined' ? (
        <p className="notice notice--error" role="alert">
          <Trans>This payment could not be processed. Try another payment method or contact your bank.</Trans>
        </p>
      ) : reason === 'cvv' ? (
        <p className="notice notice--error" role="alert">
          <Trans>
            Your request could not be completed: the card's security code (CVV) could not be verified. Check the code or try another payment method.
          </Trans>
        </p>
      ) : acknowledged ? null : (
        <GenericError onOk={() => setAcknowledged(true)} takeFocus={takeFocus} />
      )}
      <p className="card__text">
        {reason === 'unavailable' ? (
          <Trans>We can't tell whether your payment went through. Check your recent payments on the Account Summary before you try again.</Trans>
        ) : (
          <Trans>You have not been charged.</Trans>
        )}
      </p>
    </>
  );
}
