import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import type { FailureCode } from '../../../domain/errors';
import { AUTO_PAY_ERRORS, FlowError } from '../parts/flow-error';

/** The account could not be loaded (spec billing §8): the message, and a retry the flow takes as `again`. */
export function UnavailableCard({
  code,
  headingRef,
  onRetry,
}: {
  code: FailureCode | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
}) {
  return (
    <section className="card outcome outcome--failed" aria-labelledby="outcome-title">
      <h2 id="outcome-title" ref={headingRef} tabIndex={-1} className="outcome__title">
        <Trans>Auto Pay is unavailable right now</Trans>
      </h2>
      <FlowError message={AUTO_PAY_ERRORS.load} code={code} />
      <div className="step-actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </section>
  );
}
