import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ScheduleMoreRefusal } from '../domain/payment-date';
import type { BillingRefusal } from '../domain/roles';

export type ActionRefusal = BillingRefusal | ScheduleMoreRefusal;

/** Why a billing action is unavailable, in the words of the domain rule that refuses it (src/domain). */
function ActionRefusalText({ refusal }: { refusal: ActionRefusal }) {
  switch (refusal) {
    // spec platform §6
    case 'billing.adminOnly':
      return <Trans>Only the account owner and administrators can pay bills.</Trans>;
    // spec billing §5: the same words as the date step's
    case 'date.mustPayToday':
      return <Trans>Because your account has a past-due balance or is not active, the payment must be made today.</Trans>;
    case 'date.pendingCoversPastDue':
      return <Trans>A payment in progress already covers your past-due balance, so a later date can't be scheduled. You can pay today.</Trans>;
    // spec billing §5, §9: at most two future-dated payments
    case 'date.maxScheduled':
      return <Trans>You already have two scheduled payments, the most allowed. Cancel one to schedule another.</Trans>;
  }
}

/**
 * An action a rule makes unavailable: shown, marked disabled, with the reason beside it and tied
 * to it (aria-describedby). aria-disabled rather than disabled keeps it in the tab order, so a
 * keyboard or screen reader user reaches it and hears why.
 */
export function RefusedAction({ id, label, refusal, primary = false }: { id: string; label: ReactNode; refusal: ActionRefusal; primary?: boolean }) {
  const reasonId = `${id}-reason`;
  return (
    <span className="refused-action">
      <button type="button" className={`button${primary ? ' button--primary' : ''}`} aria-disabled="true" aria-describedby={reasonId} data-testid={id}>
        {label}
      </button>
      <span id={reasonId} className="field__hint" data-testid={reasonId}>
        <ActionRefusalText refusal={refusal} />
      </span>
    </span>
  );
}
