import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** the control's id; its hint and error are `<id>-hint` and `<id>-error` */
  id: string;
  label: ReactNode;
  /** the field's own class, besides `field` */
  className?: string;
  hint?: ReactNode;
  /** the hint under the control, so fields side by side keep their controls aligned */
  hintBelow?: boolean;
  /** the message to show, or null */
  error?: ReactNode;
  /** announce the message (the first error after a refused step) */
  announce?: boolean;
  errorTestId?: string;
}

/** What the control itself carries so a screen reader reads its hint and error with it. */
export function describedControl(id: string, hint: ReactNode, error: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, className: 'field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * A labelled control's frame (the text input and the select alike): the label, the hint above or
 * below the control, and the error, with the ids `describedControl` ties to the control.
 */
export function FieldFrame({
  id,
  label,
  className,
  hint,
  hintBelow = false,
  error,
  announce = false,
  errorTestId,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const hintText = (below: boolean) => (
    <p id={`${id}-hint`} className={below ? 'field__hint field__hint--below' : 'field__hint'}>
      {hint}
    </p>
  );
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && !hintBelow ? hintText(false) : null}
      {children}
      {hint && hintBelow ? hintText(true) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role={announce ? 'alert' : undefined} data-testid={errorTestId ?? `${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
