import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BankDraft } from '../../../machines/payment/one-time-payment.checks';
import { draftFields, type FieldChecks } from './field-state';
import { TextField } from './text-field';
import { fieldId } from './field-id';

interface Props extends FieldChecks {
  bank: BankDraft;
  onBank: (bank: BankDraft) => void;
  /** the save-to-wallet choice; off where saving is the point (an Auto Pay step) */
  saveOption?: boolean;
}

const ACCOUNT_TYPES: { type: BankDraft['accountType']; label: ReactNode }[] = [
  { type: 'CHECKING', label: <Trans>Checking</Trans> },
  { type: 'SAVINGS', label: <Trans>Savings</Trans> },
];

/** A bank account typed in for this payment, optionally saved to the wallet. */
export function BankForm({ bank, onBank, saveOption = true, ...checks }: Props) {
  const { set, field } = draftFields('bank', bank, onBank, checks);

  return (
    <div className="method-form" data-testid="bank-form">
      <TextField {...field('nameOnAccount')} label={<Trans>Name on account</Trans>} autoComplete="name" />
      <div className="field-row field-row--two">
        <TextField
          {...field('routingNumber')}
          label={<Trans>Routing number</Trans>}
          hint={<Trans>9 digits, at the bottom left of a check</Trans>}
          inputMode="numeric"
          maxLength={9}
          autoComplete="off"
        />
        <TextField
          {...field('accountNumber')}
          label={<Trans>Account number</Trans>}
          hint={<Trans>4 to 17 digits</Trans>}
          inputMode="numeric"
          maxLength={17}
          autoComplete="off"
        />
      </div>
      <fieldset className="choice-row">
        <legend className="field__label">
          <Trans>Account type</Trans>
        </legend>
        {ACCOUNT_TYPES.map(({ type, label }) => (
          <label key={type} className="choice-row__option">
            <input type="radio" name="bank-account-type" value={type} checked={bank.accountType === type} onChange={() => set({ accountType: type })} />
            {label}
          </label>
        ))}
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
