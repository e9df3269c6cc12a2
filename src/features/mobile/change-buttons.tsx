import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A change form's buttons (a line's name, the data alerts): the submit button, which says it is
 * saving while the call is out, and Cancel; once the change has failed, Close alone.
 */
export function ChangeButtons({
  failed,
  busy,
  save,
  onCancel,
  onClosed,
}: {
  failed: boolean;
  busy: boolean;
  save: ReactNode;
  onCancel: () => void;
  onClosed: () => void;
}) {
  return (
    <div className="mobile__buttons">
      {failed ? (
        <button type="button" className="button button--small" onClick={onClosed}>
          <Trans>Close</Trans>
        </button>
      ) : (
        <>
          <button type="submit" className="button button--small" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : save}
          </button>
          <button type="button" className="button button--small button--ghost" disabled={busy} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </>
      )}
    </div>
  );
}
