import { Trans } from '@lingui/react/macro';
import type { AutoPayErrorText } from './error-text';
import { fieldId } from './use-shown-errors';

/** The Auto Pay terms and the checkbox that accepts them (spec billing §5: required before enrolling). */
export function TermsCheck({
  accepted,
  send,
  error,
  announce,
  errorText,
  disabled,
}: {
  accepted: boolean;
  send: (event: { type: 'terms.set'; accepted: boolean }) => void;
  error: string | null;
  announce: boolean;
  errorText: AutoPayErrorText;
  disabled: boolean;
}) {
  const id = fieldId('terms');
  return (
    <div className={`check check--boxed${error ? ' check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={accepted}
        disabled={disabled}
        onChange={(e) => send({ type: 'terms.set', accepted: e.target.checked })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-text${error ? ` ${id}-error` : ''}`}
      />
      <div>
        <label htmlFor={id}>
          <Trans>I agree to the Auto Pay terms</Trans>
        </label>
        <div id={`${id}-text`} className="check__details">
          <p>
            <Trans>
              Auto Pay terms: each month, on or before the due date, we will charge this payment method the amount due on your bill. You can change the method
              or cancel Auto Pay at any time in Billing; changes made less than 3 days before the due date apply to the next bill.
            </Trans>
          </p>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field__error" role={announce ? 'alert' : undefined} data-testid="ap-terms-error">
            {errorText(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
