import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { autoPayMethodIssue, type AutoPayService } from '../../../domain/autopay';
import type { AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import type { PaymentMethod } from '../../../domain/billing';
import type { AutoPayErrorText } from '../parts/error-text';
import { MethodChoice } from '../../../ui/flow-steps/method-choice';
import { MethodName } from '../../../ui/method-name';
import { CvvHint } from '../../../ui/payment-method/cvv-hint';
import { fieldId } from '../parts/use-shown-errors';

interface Props {
  info: AutoPayInfo;
  services: readonly AutoPayService[];
  methodId: string | null;
  cvv: string;
  /** the method Auto Pay uses now, when changing it: shown, not chosen again */
  current?: string | null;
  onMethod: (id: string) => void;
  onCvv: (cvv: string) => void;
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  errorText: AutoPayErrorText;
}

/**
 * The saved methods as one radio group (spec billing §2 "add or select a payment method, with
 * CVV"). Every method is listed; the ones Auto Pay cannot use say why (src/domain/autopay's
 * `autoPayMethodIssue`: restricted, prepaid, expired, a bank account for Mobile) and cannot be
 * chosen (spec billing §4: an expired card blocks selection). A chosen card asks its CVV, once.
 */
export function MethodChoices({ info, services, methodId, cvv, current = null, onMethod, onCvv, shown, touch, alertField, errorText }: Props) {
  const methodError = shown('method');
  const cvvError = shown('cvv');
  const { restrictions, limits } = info.billing;
  return (
    <fieldset id={fieldId('method')} tabIndex={-1} className="choices" aria-describedby={methodError ? `${fieldId('method')}-error` : undefined}>
      <legend className="field__label">
        <Trans>Saved payment methods</Trans>
      </legend>
      {methodError ? (
        <p id={`${fieldId('method')}-error`} className="field__error" role={alertField === 'method' ? 'alert' : undefined} data-testid="ap-method-error">
          {errorText(methodError)}
        </p>
      ) : null}
      {info.methods.length === 0 ? (
        <p className="card__text">
          <Trans>You have no saved payment methods yet. Add a card or a bank account below.</Trans>
        </p>
      ) : null}
      <ul className="choices__list">
        {info.methods.map((m) => {
          const issue = m.id === current ? 'current' : autoPayMethodIssue(m, services, restrictions.type, limits.today);
          const checked = m.id === methodId;
          return (
            <MethodOption key={m.id} method={m} checked={checked} issue={issue} onChoose={() => onMethod(m.id)} errorText={errorText}>
              {checked && m.type === 'CARD' && issue === null ? (
                <div className="field field--narrow choice__detail">
                  <label className="field__label" htmlFor={fieldId('cvv')}>
                    <Trans>Security code (CVV)</Trans>
                  </label>
                  <p id={`${fieldId('cvv')}-hint`} className="field__hint">
                    <CvvHint brand={m.brand} />
                  </p>
                  <input
                    id={fieldId('cvv')}
                    className="field__input"
                    value={cvv}
                    onChange={(e) => onCvv(e.target.value)}
                    onBlur={() => touch('cvv')}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={4}
                    aria-invalid={cvvError ? true : undefined}
                    aria-describedby={[`${fieldId('cvv')}-hint`, cvvError ? `${fieldId('cvv')}-error` : ''].filter(Boolean).join(' ')}
                  />
                  {cvvError ? (
                    <p id={`${fieldId('cvv')}-error`} className="field__error" role={alertField === 'cvv' ? 'alert' : undefined} data-testid="ap-cvv-error">
                      {errorText(cvvError)}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </MethodOption>
          );
        })}
      </ul>
    </fieldset>
  );
}

interface OptionProps {
  method: PaymentMethod;
  checked: boolean;
  /** why Auto Pay cannot use it; `current`: it is the method in use */
  issue: string | null;
  onChoose: () => void;
  errorText: AutoPayErrorText;
  children?: ReactNode;
}

/** One method: brand and last four, expiry or account type, its state, and why it cannot be chosen. */
function MethodOption({ method, checked, issue, onChoose, errorText, children }: OptionProps) {
  const id = `ap-saved-${method.id}`;
  const unavailable = issue !== null;
  return (
    <MethodChoice
      id={id}
      group="autopay-method"
      method={method}
      name={<MethodName method={method} />}
      checked={checked}
      unavailable={unavailable}
      describedBy={unavailable && issue !== 'current' ? `${id}-state ${id}-why` : `${id}-state`}
      testId={`ap-method-${method.id}`}
      onChoose={onChoose}
      badges={
        issue === 'current' ? (
          <span className="badge badge--ok">
            <Trans>Current Auto Pay method</Trans>
          </span>
        ) : null
      }
    >
      {issue !== null && issue !== 'current' ? (
        <p id={`${id}-why`} className="choice__why">
          {errorText(issue)}
        </p>
      ) : null}
      {children}
    </MethodChoice>
  );
}
