import { Trans } from '@lingui/react/macro';

/** What a step shows while its code is on the way (rarely seen: it is fetched before it is reached, ./steps-chunk.tsx). */
export function LoadingStep() {
  return (
    <p className="busy-note" role="status">
      <span className="spinner" aria-hidden="true" /> <Trans>Loading…</Trans>
    </p>
  );
}
