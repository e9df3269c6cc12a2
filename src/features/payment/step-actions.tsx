import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PaymentFlow } from './use-payment-flow';

/**
 * Next (the form's submit, so Enter works), Back when the machine has a step to go back to,
 * and Cancel. What is offered comes from `state.can`, not from a list of state names.
 */
export function StepActions({ flow, primary, busy = false }: { flow: PaymentFlow; primary?: ReactNode; busy?: boolean }) {
  const { snapshot, send } = flow;
  return (
    <div className="step-actions">
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
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
