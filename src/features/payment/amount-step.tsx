import { Trans } from '@lingui/react/macro';
import { amountErrors, dueOfChoice, isDualBalance } from '../../../machines/payment/one-time-payment.checks';
import { BalanceName } from './balance-step';
import { parseAmountInput } from '../../domain/payment-amount';
import { useFormat } from '../../i18n/format';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { useErrorText } from '../../ui/payment-method/error-text';
import { StepActions } from './step-actions';
import { TextField } from '../../ui/payment-method/text-field';
import { fieldId } from '../../ui/payment-method/field-id';
import { useStepErrors } from './use-step-errors';
import type { PaymentFlow } from './use-payment-flow';
import { Fact } from '../../ui/facts';
import { StepForm } from '../../ui/flow-steps/step-form';

/** Step "amount" (spec billing §5): in dollars, within the account's range; more than due asks first. */
export function AmountStep({ flow }: { flow: PaymentFlow }) {
  const { snapshot, send, meta } = flow;
  const format = useFormat();
  const info = snapshot.context.info!;
  const { draft } = snapshot.context;
  // what the balance chosen owes, and its range (src/domain/balance-choice.ts): the core one without a choice
  const { amountDue, range } = dueOfChoice(info, draft.balance);
  const errorText = useErrorText(info, range);
  const pastDueAmount = draft.balance === 'mobile' ? (info.mobile?.pastDue ?? 0) : info.billing.pastDueAmount;
  const errors = amountErrors(info, draft);
  const { touch, next, feedback } = useStepErrors(flow, 'amount', errors, ['amount']);

  const paying = format.money(parseAmountInput(draft.amountText) ?? 0);
  const due = format.money(amountDue);
  return (
    <StepForm
      onSubmit={() => {
        touch('amount');
        next();
      }}
    >
      <dl className="facts facts--compact">
        {isDualBalance(info) ? (
          <Fact label={<Trans>Paying</Trans>} testId="pay-balance">
            <BalanceName balance={draft.balance} />
          </Fact>
        ) : null}
        <Fact label={<Trans>Amount due</Trans>} testId="pay-amount-due">
          {due}
        </Fact>
        {pastDueAmount > 0 ? <Fact label={<Trans>Past due</Trans>}>{format.money(pastDueAmount)}</Fact> : null}
      </dl>
      <TextField
        field="amount"
        className="field--narrow"
        label={<Trans>Payment amount</Trans>}
        hint={<Trans>In US dollars, for example 125.50</Trans>}
        value={draft.amountText}
        onValue={(text) => send({ type: 'amount.set', text })}
        {...feedback('amount', errorText)}
        inputMode="decimal"
        autoComplete="off"
        addon={
          <span className="field__prefix" aria-hidden="true">
            $
          </span>
        }
      />
      <StepActions flow={flow} />
      {meta.dialog === 'overpay' ? (
        <ModalDialog
          id="overpay-dialog"
          title={<Trans>Pay more than the amount due?</Trans>}
          confirmLabel={<Trans>Confirm</Trans>}
          dismissLabel={<Trans>Change amount</Trans>}
          onConfirm={() => send({ type: 'confirm' })}
          onDismiss={() => send({ type: 'reconsider' })}
          returnFocusTo={fieldId('amount')}
        >
          <p>
            <Trans>
              You are about to pay {paying}, which is more than your amount due of {due}. The difference will be a credit on your account.
            </Trans>
          </p>
        </ModalDialog>
      ) : null}
    </StepForm>
  );
}
