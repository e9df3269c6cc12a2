import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A flow's message inside its card (spec billing §8): an error is an alert, a success a status;
 * one action beside it (OK dismisses, Try again loads anew), and any other links after it.
 */
export function FlowNotice({
  kind,
  testId,
  children,
  actionLabel,
  onAction,
  extra = null,
}: {
  kind: 'error' | 'success';
  testId: string;
  children: ReactNode;
  actionLabel: ReactNode;
  onAction: () => void;
  extra?: ReactNode;
}) {
  const action = (
    <button type="button" className="button" onClick={onAction}>
      {actionLabel}
    </button>
  );
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p className="notice__text">{children}</p>
      {extra ? (
        <div className="balance__actions">
          {extra}
          {action}
        </div>
      ) : (
        action
      )}
    </div>
  );
}

/**
 * How a flow ended, above what it changed (saved, verified, locked, failed): its message with OK,
 * which dismisses it.
 */
export function EndedNotice({
  kind = 'success',
  testId,
  onDismiss,
  extra,
  children,
}: {
  kind?: 'error' | 'success';
  testId: string;
  onDismiss: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FlowNotice kind={kind} testId={testId} actionLabel={<Trans>OK</Trans>} onAction={onDismiss} extra={extra}>
      {children}
    </FlowNotice>
  );
}
