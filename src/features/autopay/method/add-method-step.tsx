import { Trans, useLingui } from '@lingui/react/macro';
import type { AutoPayAddMethodEvent } from '../../../../machines/autopay/auto-pay-add-method';
import { newMethodErrors, type AutoPayInfo, type NewMethodDraft } from '../../../../machines/autopay/auto-pay.checks';
import type { AutoPayService } from '../../../domain/autopay';
import { useErrorText } from '../../../ui/payment-method/error-text';
import { fieldId as paymentFieldId } from '../../../ui/payment-method/field-id';
import type { AutoPayErrorText } from '../parts/error-text';
import { StepActions } from '../../../ui/flow-steps/step-actions';
import { useShownErrors } from '../../../ui/use-shown-errors';
import { StepForm } from '../../../ui/flow-steps/step-form';
import { NEW_METHOD_ORDER, NewMethodForm } from '../../../ui/payment-method/new-method-form';

type Send = (event: AutoPayAddMethodEvent) => void;

interface Props {
  info: AutoPayInfo;
  services: readonly AutoPayService[];
  draft: NewMethodDraft;
  saveError: string | null;
  tried: boolean;
  saving: boolean;
  snapshot: { can: (event: { type: 'back' } | { type: 'cancel' }) => boolean };
  send: Send;
  /** the machine refused the last Save: the form's errors stand in the way */
  refused: boolean;
  errorText: AutoPayErrorText;
}

/** Rule codes the Auto Pay words cover; the card and bank fields use the payment form's. */
const AUTO_PAY_CODES = /^(method\.|services\.)/;
/** the method's own error has its id here; the card and bank fields are the payment form's */
const idOf = (field: string) => (field === 'method' ? 'ap-add-error' : paymentFieldId(field));

/**
 * "Add a payment method" on an Auto Pay step (spec billing §2): the card or bank form of the
 * one-time payment, saved to the wallet for Auto Pay. The card's CVV typed here is the one
 * Auto Pay uses: it is asked once (§5). A save the server refuses (a prepaid card) stays here
 * with the reason, and nothing is saved.
 */
export function AddMethodStep({ info, services, draft, saveError, tried, saving, refused, snapshot, send, errorText }: Props) {
  const { t } = useLingui();
  const fieldText = useErrorText({ billing: info.billing, methods: info.methods, scheduledCount: 0, time: info.billing.limits.time });
  const errors = newMethodErrors(info, draft, services);
  // a refused Save: the first error is announced and its field takes the focus
  const { shown, touch, alertField } = useShownErrors(errors, tried, NEW_METHOD_ORDER[draft.kind], refused, idOf);
  const text = (code: string, field = '') => (AUTO_PAY_CODES.test(code) ? errorText(code) : fieldText(code, field));
  const savedRefusal =
    saveError === null
      ? null
      : AUTO_PAY_CODES.test(saveError)
        ? errorText(saveError)
        : // spec billing §8 "Payment method cannot be verified": the processor refused the new method
          saveError === 'PAYMENT_DECLINED' || saveError === 'CVV_AUTH_FAILED'
          ? t({
              message: "We couldn't verify this payment method. Please check its details, or choose another one.",
              comment: 'spec billing §8 "Payment method cannot be verified": in Spanish the one generic text.',
            })
          : t`We couldn't save this payment method. Please try again.`;

  return (
    <StepForm busy={saving} aria-busy={saving || undefined} onSubmit={() => send({ type: 'save' })}>
      <p className="step-form__lead">
        {draft.kind === 'card' ? (
          <Trans>The card is saved to your payment methods and Auto Pay uses it. Its security code is asked only here.</Trans>
        ) : (
          <Trans>The bank account is saved to your payment methods and Auto Pay uses it.</Trans>
        )}
      </p>
      <NewMethodForm
        draft={draft}
        onDraft={(next) => send({ type: 'draft.set', draft: next })}
        saving={saving}
        checks={{ shown, touch, alertField, errorText: text }}
        refusal={savedRefusal}
        ids={{ refusal: 'ap-save-error', method: 'ap-add-error', methodTest: 'ap-add-error' }}
      />
      <StepActions snapshot={snapshot} send={send} busy={saving} primary={<Trans>Save and continue</Trans>} />
    </StepForm>
  );
}
