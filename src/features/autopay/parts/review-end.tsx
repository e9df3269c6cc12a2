import type { ReactNode } from 'react';
import { termsErrors, type Errors } from '../../../../machines/autopay/auto-pay.checks';
import { screenMeta, type FlowTag, type ScreenMeta } from '../../../../machines/parts/screen';
import { BusyNote, ReviewActions } from '../../../ui/flow-steps/review-actions';
import type { AutoPayErrorText } from './error-text';
import { TermsCheck } from './terms';
import { useShownErrors } from './use-shown-errors';

type ReviewEvent = { type: 'terms.set'; accepted: boolean } | { type: 'back' } | { type: 'cancel' };

/** An Auto Pay review's flow, as far as its end reads it: the terms, the review's tries, its tags and its `meta.call`. */
interface ReviewFlow<TCall extends string> {
  snapshot: {
    context: { terms: boolean; tried: { review: boolean } };
    hasTag: (tag: FlowTag) => boolean;
    getMeta: () => Record<string, (ScreenMeta & { call?: TCall }) | undefined>;
  };
  send: (event: ReviewEvent) => void;
}

/**
 * What an Auto Pay review (Enroll, Change method) reads from its flow: which errors show, the
 * terms' and those the review adds before them (`first`, in that order); whether a call is out;
 * and the props of its end, with the view's words for the call in flight (`callText`).
 */
export function useAutoPayReview<TCall extends string>(
  { snapshot, send }: ReviewFlow<TCall>,
  errorText: AutoPayErrorText,
  callText: Record<TCall, ReactNode>,
  first: Errors = {},
) {
  const { terms, tried } = snapshot.context;
  const { shown, alertField } = useShownErrors({ ...first, ...termsErrors(terms) }, tried.review, [...Object.keys(first), 'terms'], snapshot.hasTag('refused'));
  const busy = snapshot.hasTag('busy');
  const { call } = screenMeta(snapshot);
  const end = {
    terms: { accepted: terms, error: shown('terms'), announce: alertField === 'terms' },
    send,
    errorText,
    busy,
    status: call ? callText[call] : null,
  };
  return { shown, alertField, busy, end };
}

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
}: ReturnType<typeof useAutoPayReview>['end'] & { submitLabel: ReactNode }) {
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
