import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A settings form's Save (the form's submit, so Enter works) and Cancel, with any other action
 * between them (the invitation's Edit). While the save runs both stay focusable but
 * aria-disabled, the primary saying so ("Saving…"): a press sends nothing, and the focus does not
 * drop to the page.
 */
export function SaveActions({
  primary,
  busyLabel = <Trans>Saving…</Trans>,
  busy,
  onCancel,
  testId,
  cancelTestId,
  small = false,
  children,
}: {
  primary: ReactNode;
  /** what the primary says while the call runs */
  busyLabel?: ReactNode;
  busy: boolean;
  onCancel: () => void;
  testId: string;
  cancelTestId?: string;
  /** the buttons of a form inside a row */
  small?: boolean;
  children?: ReactNode;
}) {
  const size = small ? ' button--small' : '';
  return (
    <div className="balance__actions">
      <button type="submit" className={`button${size} button--primary`} aria-disabled={busy || undefined} data-testid={testId}>
        {busy ? busyLabel : primary}
      </button>
      {children}
      <button type="button" className={`button${size}`} data-testid={cancelTestId} aria-disabled={busy || undefined} onClick={() => !busy && onCancel()}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
