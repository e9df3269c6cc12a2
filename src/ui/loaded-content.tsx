import type { ReactNode } from 'react';
import { RetryNotice } from './retry-notice';

/**
 * A card's content once its flow has loaded it; before that, the loading line, or the load's
 * failure with Try again (spec billing §8), as the flow's screen says.
 */
export function LoadedContent({
  screen,
  loading,
  failure,
  failureTestId,
  onRetry,
  children,
}: {
  screen: string | undefined;
  loading: ReactNode;
  failure: ReactNode;
  failureTestId: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (screen === 'loading') return <p className="card__text">{loading}</p>;
  if (screen === 'unavailable')
    return (
      <RetryNotice testId={failureTestId} onRetry={onRetry}>
        {failure}
      </RetryNotice>
    );
  return <>{children}</>;
}
