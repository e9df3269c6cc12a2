import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FlowNotice } from './flow-notice';
import { useCardTitleFocus } from './titled-card';

/**
 * A read that failed, with Try again (spec billing §8). Trying again takes the notice away: the
 * focus moves to the card's title, above what loads next, rather than falling to the page's body.
 */
export function RetryNotice({ testId, onRetry, extra, children }: { testId: string; onRetry: () => void; extra?: ReactNode; children: ReactNode }) {
  const focusTitle = useCardTitleFocus();
  return (
    <FlowNotice
      kind="error"
      testId={testId}
      actionLabel={<Trans>Try again</Trans>}
      onAction={() => {
        focusTitle();
        onRetry();
      }}
      extra={extra}
    >
      {children}
    </FlowNotice>
  );
}
