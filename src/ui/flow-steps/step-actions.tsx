import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface Snapshot {
  can: (event: { type: 'back' } | { type: 'cancel' }) => boolean;
}

/**
 * A flow step's primary action (the form's submit, so Enter works), Back when the machine has a
 * step to go back to, and Cancel. What is offered comes from `state.can`, not from a list of
 * state names. While a call runs the primary stays focusable (aria-disabled: a press sends an
 * event the busy state ignores) so the focus does not drop to the page.
 */
export function StepActions({
  snapshot,
  send,
  primary,
  busy = false,
}: {
  snapshot: Snapshot;
  send: (event: { type: 'back' } | { type: 'cancel' }) => void;
  primary?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="step-actions">
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined} aria-busy={busy || undefined} data-testid="step-primary">
        {primary ?? <Trans>Next</Trans>}
      </button>
      {snapshot.can({ type: 'back' }) ? (
        <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'back' })}>
          <Trans>Back</Trans>
        </button>
      ) : null}
      {snapshot.can({ type: 'cancel' }) ? (
        <button type="button" className="button button--ghost step-actions__cancel" disabled={busy} onClick={() => send({ type: 'cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
    </div>
  );
}
