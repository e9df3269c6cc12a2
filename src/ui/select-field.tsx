import type { ReactNode, SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value' | 'className'> {
  /** the select's id; its hint and error are `<id>-hint` and `<id>-error` */
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** shown under the choice (what the chosen role may do) */
  hint?: ReactNode;
  /** the message to show, or null */
  error?: ReactNode;
  /** announce the message (the first error after a refused save) */
  announce?: boolean;
  errorTestId?: string;
  /** the options */
  children: ReactNode;
}

/**
 * A labelled choice with its hint and error, both tied to it with aria-describedby so a screen
 * reader reads them with the field: the select beside ./payment-method/text-field.tsx.
 */
export function SelectField({ id, label, value, onValue, hint, error, announce = false, errorTestId, children, ...select }: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId!} className="field__hint field__hint--below">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId!} className="field__error" role={announce ? 'alert' : undefined} data-testid={errorTestId ?? errorId!}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
