import { useEffect, useRef, type ReactNode } from 'react';
import { focusAfterRender } from '../focus-after-render';

interface ModalDialogProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** absent: the dialog only informs, and its one button closes it */
  confirmLabel?: ReactNode;
  dismissLabel: ReactNode;
  onConfirm?: () => void;
  /** also what Escape does: it never confirms */
  onDismiss: () => void;
  /** a destructive confirmation starts on the safe button, and shows its confirm button as danger */
  destructive?: boolean;
  /** the control that takes the focus back when the dialog is dismissed */
  returnFocusTo: string;
  busy?: boolean;
}

/**
 * A modal question (native <dialog>: the page behind is inert, focus stays inside). It is open
 * for as long as it is rendered: the machine's state decides that.
 */
export function ModalDialog({
  id,
  title,
  children,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onDismiss,
  destructive = false,
  returnFocusTo,
  busy = false,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const dismissButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    (destructive || !confirm.current ? dismissButton : confirm).current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, [destructive]);

  const dismiss = () => {
    if (busy) return;
    onDismiss();
    focusAfterRender(returnFocusTo);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid={id}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-text`} className="dialog__text">
        {children}
      </div>
      <div className="dialog__actions">
        {/* aria-disabled, not disabled: a busy button keeps the focus inside the dialog */}
        {confirmLabel !== undefined ? (
          <button
            ref={confirm}
            type="button"
            className={`button ${destructive ? 'button--danger' : 'button--primary'}`}
            onClick={() => !busy && onConfirm?.()}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        ) : null}
        <button ref={dismissButton} type="button" className="button" onClick={dismiss} aria-disabled={busy || undefined}>
          {dismissLabel}
        </button>
      </div>
    </dialog>
  );
}
