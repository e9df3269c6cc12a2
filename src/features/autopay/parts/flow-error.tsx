import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FailureCode } from '../../../domain/errors';
import type { MobileCancelRefusal } from '../../../domain/mobile-autopay';

// spec billing §8: each Auto Pay failure has its own message in English; in Spanish they share
// the one generic text. The comments tell translators so (the macro needs them as literals).

export const AUTO_PAY_ERRORS = {
  enroll: msg({
    message: "We couldn't enroll you in Auto Pay. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  cancel: msg({
    message: "We couldn't cancel your Auto Pay. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  changeMethod: msg({
    message: "We couldn't update your Auto Pay payment method. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  changeDate: msg({
    message: "We couldn't change your Auto Pay debit date. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
  load: msg({
    message: "Your billing information couldn't be loaded. Please try again later.",
    comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
  }),
} satisfies Record<string, MessageDescriptor>;

/**
 * The words of a refusal whose reason the server gave (its issue's message code), said instead
 * of the situation's generic message: the user learns why, in both languages. The summary's
 * disabled Cancel says the same words before the user tries (manage-summary.tsx).
 */
export const AUTO_PAY_REFUSALS = {
  // spec billing §5 "Mobile Auto Pay is required" (src/domain/mobile-autopay.ts)
  'autopay.mobileRequired': msg`Mobile Auto Pay is required, so it cannot be cancelled. You can change its payment method to another credit or debit card.`,
} satisfies Record<MobileCancelRefusal, MessageDescriptor>;

/** The words of a refusal's reason, when it is one of `AUTO_PAY_REFUSALS`. */
const refusalMessage = (reason: string | null): MessageDescriptor | null =>
  reason !== null && Object.hasOwn(AUTO_PAY_REFUSALS, reason) ? AUTO_PAY_REFUSALS[reason as keyof typeof AUTO_PAY_REFUSALS] : null;

/**
 * A failure said as spec billing §8 says it, dismissed with OK. A refusal with a known reason
 * (`AUTO_PAY_REFUSALS`) says that reason instead. A payment that was refused says
 * why (declined: another method or the bank; the CVV could not be verified), as the one-time
 * payment does; anything else is the situation's message.
 */
export function FlowError({ message, code = null, reason = null }: { message: MessageDescriptor; code?: FailureCode | null; reason?: string | null }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="notice notice--error" role="alert" data-testid="ap-error">
      <p className="notice__text">
        {code === 'PAYMENT_DECLINED' ? (
          <Trans>This payment could not be processed. Try another payment method or contact your bank.</Trans>
        ) : code === 'CVV_AUTH_FAILED' ? (
          <Trans>
            Your request could not be completed: the card's security code (CVV) could not be verified. Check the code or try another payment method.
          </Trans>
        ) : (
          t(refusalMessage(reason) ?? message)
        )}
      </p>
      <button type="button" className="button" onClick={() => setDismissed(true)}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
