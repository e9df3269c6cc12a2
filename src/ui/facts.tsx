import type { ReactNode } from 'react';

/**
 * One row of a facts list (`<dl className="facts">`): what it is and its value. Receipts,
 * reviews and summaries all show their facts this way.
 */
export function Fact({ label, testId, mono = false, children }: { label: ReactNode; testId?: string; mono?: boolean; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
