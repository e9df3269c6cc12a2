import type { FormHTMLAttributes, ReactNode } from 'react';

/**
 * A flow step's form: Enter or the primary button submits it as one event to the machine; the
 * browser's own validation is off (the machine's checks speak), and while a call is out
 * (`busy`) a submit does nothing.
 */
export function StepForm({
  onSubmit,
  busy = false,
  className = 'form step-form',
  children,
  ...form
}: { onSubmit: () => void; busy?: boolean; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'>) {
  return (
    <form
      className={className}
      noValidate
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
    </form>
  );
}
