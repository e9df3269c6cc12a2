import { useEffect, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  reconsiderLabel: ReactNode;
  onConfirm: () => void;
  /** also what Escape does: it never confirms */
  onReconsider: () => void;
  /** the control that takes the focus back when the user reconsiders */
  returnFocusTo: string;
}

/**
 * A modal confirmation (native <dialog>: the page behind is inert, focus stays inside). It is
 * open for as long as it is rendered: the machine's confirm state decides that.
 */
export function ConfirmDialog({ id, title, children, confirmLabel, reconsiderLabel, onConfirm, onReconsider, returnFocusTo }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    confirm.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  const reconsider = () => {
    onReconsider();
    // after React has put the step back, the control the user came from gets the focus
    requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus());
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
        reconsider();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-text`} className="dialog__text">
        {children}
      </div>
      <div className="dialog__actions">
        <button ref={confirm} type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={reconsider}>
          {reconsiderLabel}
        </button>
      </div>
    </dialog>
  );
}
