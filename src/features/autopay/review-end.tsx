import type { ReactNode } from 'react';
import { BusyNote, ReviewActions } from '../../ui/flow-steps/review-actions';
import type { AutoPayErrorText } from './error-text';
import { TermsCheck } from './terms';

type ReviewEvent = { type: 'terms.set'; accepted: boolean } | { type: 'back' } | { type: 'cancel' };

/**
 * The end of an Auto Pay review (Enroll, Change method): the required terms (spec billing §5),
 * what the call in flight is doing (the view's words for the machine's `meta.call`), and the
 * actions, which wait while a call is out.
 */
export function AutoPayReviewEnd({
  terms,
  send,
  errorText,
  busy,
  status,
  submitLabel,
}: {
  /** whether the terms are accepted, the error shown on them, and whether it is said aloud */
  terms: { accepted: boolean; error: string | null; announce: boolean };
  send: (event: ReviewEvent) => void;
  errorText: AutoPayErrorText;
  busy: boolean;
  status: ReactNode;
  submitLabel: ReactNode;
}) {
  return (
    <>
      <TermsCheck accepted={terms.accepted} send={send} error={terms.error} announce={terms.announce} errorText={errorText} disabled={busy} />
      <BusyNote busy={busy} testId="ap-status">
        {status}
      </BusyNote>
      <ReviewActions busy={busy} submitLabel={submitLabel} submitTestId="ap-submit" send={send} />
    </>
  );
}
