import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isExplainedReason, type ExplainedReason } from './reason-codes';

/**
 * The words for a guard's refusal reason (a transition's `meta: { reason }`: the code its domain
 * function returns), in the explorer's own catalog, short enough for an edge.
 */
const REASON_TEXTS: Record<ExplainedReason, MessageDescriptor> = {
  'equipment.notRestartable': msg`refused: this device can't be restarted from the portal`,
  'equipment.adminOnly': msg`refused: only the owner and administrators`,
  'billing.adminOnly': msg`refused: only the owner and administrators can pay`,
  'date.mustPayToday': msg`refused: past due or not active, pay today`,
  'date.pendingCoversPastDue': msg`refused: a payment in progress covers the past due`,
  'signIn.fieldRequired': msg`refused: username and password are required`,
};

/** A code not listed is shown as it is: a new reason is never hidden, only untranslated until added. */
export function useReasonText(): (code: string) => string {
  const { t } = useLingui();
  return (code) => {
    return isExplainedReason(code) ? t(REASON_TEXTS[code]) : t`refused: ${code}`;
  };
}
