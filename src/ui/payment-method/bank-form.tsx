import { Trans } from '@lingui/react/macro';
import type { BankDraft } from '../../../machines/one-time-payment.checks';
import type { ErrorText } from './error-text';
import { TextField } from './text-field';
import { fieldId } from './field-id';

interface Props {
  bank: BankDraft;
  onBank: (bank: BankDraft) => void;
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  errorText: ErrorText;
  /** the save-to-wallet choice; off where saving is the point (an Auto Pay step) */
  saveOption?: boolean;
}

/** A bank account typed in for this payment, optionally saved to the wallet. */
export function BankForm({ bank, onBank, shown, touch, alertField, errorText, saveOption = true }: Props) {
  const set = (patch: Partial<BankDraft>) => onBank({ ...bank, ...patch });
  const field = (name: keyof BankDraft) => {
    const key = `bank.${name}`;
    const code = shown(key);
    return { field: key, error: code ? errorText(code, key) : null, announce: alertField === key, onBlur: () => touch(key) };
  };

  return (
    <div className="method-form" data-testid="bank-form">
      <TextField
        {...field('nameOnAccount')}
        label={<Trans>Name on account</Trans>}
        value={bank.nameOnAccount}
        onValue={(nameOnAccount) => set({ nameOnAccount })}
        autoComplete="name"
      />
      <div className="field-row field-row--two">
        <TextField
          {...field('routingNumber')}
          label={<Trans>Routing number</Trans>}
          hint={<Trans>9 digits, at the bottom left of a check</Trans>}
          value={bank.routingNumber}
          onValue={(routingNumber) => set({ routingNumber })}
          inputMode="numeric"
          maxLength={9}
          autoComplete="off"
        />
        <TextField
          {...field('accountNumber')}
          label={<Trans>Account number</Trans>}
          hint={<Trans>4 to 17 digits</Trans>}
          value={bank.accountNumber}
          onValue={(accountNumber) => set({ accountNumber })}
          inputMode="numeric"
          maxLength={17}
          autoComplete="off"
        />
      </div>
      <fieldset className="choice-row">
        <legend className="field__label">
          <Trans>Account type</Trans>
        </legend>
        <label className="choice-row__option">
          <input
            type="radio"
            name="bank-account-type"
            value="CHECKING"
            checked={bank.accountType === 'CHECKING'}
            onChange={() => set({ accountType: 'CHECKING' })}
          />
          <Trans>Checking</Trans>
        </label>
        <label className="choice-row__option">
          <input
            type="radio"
            name="bank-account-type"
            value="SAVINGS"
            checked={bank.accountType === 'SAVINGS'}
            onChange={() => set({ accountType: 'SAVINGS' })}
          />
          <Trans>Savings</Trans>
        </label>
      </fieldset>
      {saveOption ? (
        <div className="check">
          <input id={fieldId('bank.save')} type="checkbox" checked={bank.save} onChange={(e) => set({ save: e.target.checked })} />
          <label htmlFor={fieldId('bank.save')}>
            <Trans>Save this bank account for future payments</Trans>
          </label>
        </div>
      ) : null}
    </div>
  );
}
