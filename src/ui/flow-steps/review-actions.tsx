import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * What the call in flight is doing, said to screen readers as it changes (a live status), with
 * the spinner while the review's call is out.
 */
export function BusyNote({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <p className="busy-note" role="status" data-testid={testId}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </p>
  );
}

/**
 * A review step's actions: submit (it says "Submitting…" while the call is out), Back and Cancel,
 * which do nothing while it is out. The submit stays focusable (aria-disabled) unless the flow
 * asks for it to be disabled outright (`disableSubmit`).
 */
export function ReviewActions({
  busy,
  submitLabel,
  submitTestId,
  send,
  disableSubmit = false,
}: {
  busy: boolean;
  submitLabel: ReactNode;
  submitTestId: string;
  send: (event: { type: 'back' } | { type: 'cancel' }) => void;
  disableSubmit?: boolean;
}) {
  return (
    <div className="step-actions">
      <button
        type="submit"
        className="button button--primary"
        disabled={disableSubmit ? busy : undefined}
        aria-disabled={(!disableSubmit && busy) || undefined}
        aria-busy={busy || undefined}
        data-testid={submitTestId}
      >
        {busy ? <Trans>Submitting…</Trans> : submitLabel}
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'back' })}>
        <Trans>Back</Trans>
      </button>
      <button type="button" className="button button--ghost step-actions__cancel" disabled={busy} onClick={() => send({ type: 'cancel' })}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
