import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { screenMeta } from '../../../machines/parts/screen';
import { useSessionTimeout } from './use-session-timeout';

/** Moments at which a screen reader hears the time left; the visible countdown moves every second. */
const ANNOUNCE_AT = new Set([120, 90, 60, 30, 10]);

/**
 * The idle-timeout warning (spec platform §2, §9; WCAG 2.2.1 and 4.1.3). It opens before time
 * runs out, takes focus into a modal dialog (the rest of the page is inert), and extends the
 * session with one action. The countdown is read out at a few moments, not every second.
 */
export function SessionTimeoutDialog() {
  const { t } = useLingui();
  const { snapshot, send } = useSessionTimeout();
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const open = screenMeta(snapshot).screen === 'warning';
  const extending = snapshot.hasTag('busy');
  const remaining = snapshot.context.remainingSeconds;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // WAI-ARIA dialog pattern: focus moves into the dialog, onto the action that keeps the user
      // in (showModal alone would pick the first focusable element, whatever comes first later)
      stay.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const minutes = Math.floor(remaining / 60);
  const seconds = String(remaining % 60).padStart(2, '0');
  const clock = `${minutes}:${seconds}`;

  return (
    <dialog
      ref={dialog}
      className="timeout-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="timeout-title"
      aria-describedby="timeout-text"
      data-testid="session-timeout-dialog"
      // Escape keeps the user signed in: closing the warning must never sign anyone out
      onCancel={(event) => {
        event.preventDefault();
        send({ type: 'stay' });
      }}
    >
      <h2 id="timeout-title" className="timeout-dialog__title">
        <Trans>Are you still there?</Trans>
      </h2>
      <p id="timeout-text">
        <Trans>For your security, you will be signed out soon because you have been inactive.</Trans>
      </p>
      <p className="timeout-dialog__clock" aria-hidden="true" data-testid="session-countdown">
        {clock}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {open && ANNOUNCE_AT.has(remaining) ? t`Time left before you are signed out: ${clock}` : ''}
      </p>
      {snapshot.context.extendFailed ? (
        <p className="notice notice--error" role="alert">
          <Trans>We could not reach the server. Check your connection and try again.</Trans>
        </p>
      ) : null}
      <div className="timeout-dialog__actions">
        {/* aria-disabled, not disabled: a disabled button drops the focus the dialog must keep */}
        <button type="button" ref={stay} className="button button--primary" aria-disabled={extending} onClick={() => send({ type: 'stay' })}>
          {extending ? <Trans>Keeping you signed in…</Trans> : <Trans>Stay signed in</Trans>}
        </button>
        <button type="button" className="button button--ghost" aria-disabled={extending} onClick={() => send({ type: 'signOut' })}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </dialog>
  );
}
