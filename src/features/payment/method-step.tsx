import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { methodErrors, type BankDraft, type CardDraft } from '../../../machines/payment/one-time-payment.checks';
import { BankForm } from '../../ui/payment-method/bank-form';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { useErrorText } from '../../ui/payment-method/error-text';
import { DraftMethodName } from './method-name';
import { NewCardForm } from '../../ui/payment-method/new-card-form';
import { expiryShown } from '../../ui/flow-steps/saved-method';
import { SavedMethodOption } from './saved-method-option';
import { StepActions } from './step-actions';
import { TextField } from '../../ui/payment-method/text-field';
import { CvvHint } from '../../ui/payment-method/cvv-hint';
import { fieldId } from '../../ui/payment-method/field-id';
import { useStepErrors } from './use-step-errors';
import type { PaymentFlow } from './use-payment-flow';
import { StepForm } from '../../ui/flow-steps/step-form';

const ORDER = [
  'method',
  'cvv',
  'card.nameOnCard',
  'card.number',
  'card.expiry',
  'card.zip',
  'card.cvv',
  'bank.nameOnAccount',
  'bank.routingNumber',
  'bank.accountNumber',
  'bank.accountType',
] as const;

/**
 * Step "method": a saved method (with its CVV for a card), a new card, a bank account, or a
 * bank linked online (the fifth step). What is refused, and why, is the machine's
 * `methodErrors`; the account's restrictions only decide what is offered.
 */
export function MethodStep({ flow }: { flow: PaymentFlow }) {
  const { snapshot, send } = flow;
  const info = snapshot.context.info!;
  const errorText = useErrorText(info);
  const { draft } = snapshot.context;
  const method = draft.method;
  const { restrictions } = info.billing;
  const errors = methodErrors(info, draft);
  const { shown, touch, next, alertField } = useStepErrors(flow, 'method', errors, ORDER);

  // choosing a new card or a bank account again brings back what was typed in it (the machine keeps it)
  const typeCard = (card: CardDraft) => send({ type: 'method.card', card });
  const typeBank = (bank: BankDraft) => send({ type: 'method.bank', bank });

  const methodError = shown('method');
  const cvvError = shown('cvv');
  const forms = { shown, touch, alertField, errorText };
  const restricted = !restrictions.cardsAccepted || !restrictions.bankAccepted;
  const saved = method?.kind === 'saved' ? info.methods.find((m) => m.id === method.id) : undefined;

  return (
    <StepForm onSubmit={() => next()}>
      {restricted ? (
        <p className="notice notice--info" data-testid="restriction-notice">
          {errorText('method.restricted')}
        </p>
      ) : null}
      <fieldset id={fieldId('method')} tabIndex={-1} className="choices" aria-describedby={methodError ? `${fieldId('method')}-error` : undefined}>
        <legend className="field__label">
          <Trans>How would you like to pay?</Trans>
        </legend>
        {methodError ? (
          <p id={`${fieldId('method')}-error`} className="field__error" role={alertField === 'method' ? 'alert' : undefined} data-testid="pay-method-error">
            {errorText(methodError, 'method')}
          </p>
        ) : null}
        <ul className="choices__list">
          {info.methods.map((m) => (
            <SavedMethodOption
              key={m.id}
              method={m}
              checked={method?.kind === 'saved' && method.id === m.id}
              onChoose={() => send({ type: 'method.saved', id: m.id })}
            >
              {method?.kind === 'saved' && method.id === m.id && m.type === 'CARD' ? (
                <TextField
                  field="cvv"
                  className="field--narrow choice__detail"
                  label={<Trans>Security code (CVV)</Trans>}
                  hint={<CvvHint brand={m.brand} />}
                  value={method.cvv}
                  onValue={(cvv) => send({ type: 'cvv.set', cvv })}
                  onBlur={() => touch('cvv')}
                  error={cvvError ? errorText(cvvError, 'cvv') : null}
                  announce={alertField === 'cvv'}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                />
              ) : null}
            </SavedMethodOption>
          ))}
          {method?.kind === 'linked' ? (
            <li className="choice choice--checked">
              <div className="choice__row">
                <input id="pay-linked" type="radio" name="payment-method" value="linked" checked readOnly />
                <label htmlFor="pay-linked" className="choice__label">
                  <span className="choice__title">
                    <DraftMethodName info={info} method={method} />
                  </span>
                  <span className="choice__sub">
                    <Trans>Linked through your online banking</Trans>
                  </span>
                </label>
              </div>
            </li>
          ) : null}
          <NewMethodChoice kind="card" chosen={method?.kind} accepted={restrictions.cardsAccepted} onChoose={() => send({ type: 'method.card' })}>
            {method?.kind === 'card' ? <NewCardForm card={method.card} onCard={typeCard} {...forms} /> : null}
          </NewMethodChoice>
          <NewMethodChoice kind="bank" chosen={method?.kind} accepted={restrictions.bankAccepted} onChoose={() => send({ type: 'method.bank' })}>
            {method?.kind === 'bank' ? <BankForm bank={method.bank} onBank={typeBank} {...forms} /> : null}
          </NewMethodChoice>
        </ul>
      </fieldset>
      {restrictions.bankAccepted ? (
        <div className="link-bank-offer">
          <p>
            <Trans>Sign in to your bank to pay from your account without typing its numbers.</Trans>
          </p>
          <button type="button" className="button" onClick={() => send({ type: 'method.linkBank' })}>
            <Trans>Link your bank online</Trans>
          </button>
        </div>
      ) : null}
      <StepActions flow={flow} />
      {flow.meta.dialog === 'expiring' && saved?.expiry ? (
        <ModalDialog
          id="expiring-dialog"
          title={<Trans>This card expires soon</Trans>}
          confirmLabel={<Trans>Use this card</Trans>}
          dismissLabel={<Trans>Choose another</Trans>}
          onConfirm={() => send({ type: 'confirm' })}
          onDismiss={() => send({ type: 'reconsider' })}
          returnFocusTo={fieldId('method')}
        >
          <ExpiringText info={info} expiry={saved.expiry} method={method} />
        </ModalDialog>
      ) : null}
    </StepForm>
  );
}

function ExpiringText({
  info,
  expiry,
  method,
}: {
  info: NonNullable<PaymentFlow['snapshot']['context']['info']>;
  expiry: string;
  method: PaymentFlow['snapshot']['context']['draft']['method'];
}) {
  const month = expiryShown(expiry);
  return (
    <p>
      <Trans>
        Your <DraftMethodName info={info} method={method} /> expires at the end of {month}. You can use it for this payment, or choose another payment method.
        Remember to update the card in your saved payment methods.
      </Trans>
    </p>
  );
}

/** A method typed in on the step (a new card, a bank account): its radio, and its form once chosen. */
function NewMethodChoice(props: { kind: 'card' | 'bank'; chosen: string | undefined; accepted: boolean; onChoose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const id = `pay-new-${props.kind}`;
  const checked = props.chosen === props.kind;
  return (
    <li className={`choice${checked ? ' choice--checked' : ''}${props.accepted ? '' : ' choice--disabled'}`}>
      <div className="choice__row">
        <input id={id} type="radio" name="payment-method" value={props.kind} checked={checked} disabled={!props.accepted} onChange={props.onChoose} />
        <label htmlFor={id} className="choice__label">
          <span className="choice__title">{props.kind === 'card' ? t`Add a new card` : t`Use a bank account`}</span>
        </label>
      </div>
      {props.children}
    </li>
  );
}
