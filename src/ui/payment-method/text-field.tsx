import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedControl, FieldFrame } from '../field-frame';
import { fieldId } from './field-id';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  /** the field's key in the checks (amount, card.number, ...) */
  field: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  /** the message to show, or null */
  error: string | null;
  /** announce the message (the first error after a refused Next) */
  announce?: boolean;
  /** something shown with the input: the $ before an amount, the detected card brand under a number */
  addon?: ReactNode;
  /** the hint under the input, so fields side by side keep their inputs aligned */
  hintBelow?: boolean;
}

/**
 * A labelled text input with its hint and error, both tied to it with aria-describedby, so a
 * screen reader reads them with the field.
 */
export function TextField({ field, label, value, onValue, hint, error, announce = false, addon, hintBelow = false, className, ...input }: TextFieldProps) {
  const id = fieldId(field);
  return (
    <FieldFrame id={id} label={label} className={className} hint={hint} hintBelow={hintBelow} error={error} announce={announce}>
      <div className={addon ? 'field__with-addon' : undefined}>
        <input {...input} {...describedControl(id, hint, error)} value={value} onChange={(e) => onValue(e.target.value)} />
        {addon}
      </div>
    </FieldFrame>
  );
}
