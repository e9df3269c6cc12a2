import type { ReactNode } from 'react';

/**
 * A term and its value in a description list. The row has no style of its own unless given one:
 * lists like the device facts and the explorer's lay their rows out themselves.
 */
export function FactItem({
  className,
  label,
  valueClassName,
  testId,
  busy,
  children,
}: {
  className?: string;
  label: ReactNode;
  valueClassName?: string;
  testId?: string;
  /** the value is still being worked out (aria-busy) */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={testId} aria-busy={busy}>
        {children}
      </dd>
    </div>
  );
}

/**
 * One row of a facts list (`<dl className="facts">`): what it is and its value. Receipts,
 * reviews and summaries all show their facts this way.
 */
export function Fact({ label, testId, mono = false, children }: { label: ReactNode; testId?: string; mono?: boolean; children: ReactNode }) {
  return (
    <FactItem className="facts__row" label={label} valueClassName={mono ? 'mono' : undefined} testId={testId}>
      {children}
    </FactItem>
  );
}
