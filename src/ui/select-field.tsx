import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedControl, FieldFrame, type FieldFrameProps } from './field-frame';

interface SelectFieldProps
  extends Omit<FieldFrameProps, 'hintBelow'>, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value' | 'className'> {
  value: string;
  onValue: (value: string) => void;
  /** the options */
  children: ReactNode;
}

/**
 * A labelled choice with its hint (under it: what the chosen role may do) and error, both tied to
 * it with aria-describedby: the select beside ./payment-method/text-field.tsx.
 */
export function SelectField({ id, label, className, value, onValue, hint, error, announce, errorTestId, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} className={className} hint={hint} hintBelow error={error} announce={announce} errorTestId={errorTestId}>
      <select {...select} {...describedControl(id, hint, error)} value={value} onChange={(e) => onValue(e.target.value)}>
        {children}
      </select>
    </FieldFrame>
  );
}
