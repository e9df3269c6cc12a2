import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

/** A delete's own child flow: it is confirmed or kept, and busy while the delete is made. */
interface DeleteFlow {
  send: (event: { type: 'confirm' } | { type: 'keep' }) => void;
}

/**
 * "Delete this …?" with Delete and Keep it (a saved payment method, a router's record): the
 * destructive confirmation starts on Keep it, Escape keeps, and the focus goes back to the
 * Delete button that opened it.
 */
export function ConfirmDeleteDialog({
  id,
  title,
  flow,
  busy,
  returnFocusTo,
  children,
}: {
  id: string;
  title: ReactNode;
  flow: DeleteFlow;
  busy: boolean;
  returnFocusTo: string;
  /** what deleting it does, in a sentence */
  children: ReactNode;
}) {
  return (
    <ModalDialog
      id={id}
      title={title}
      confirmLabel={<Trans>Delete</Trans>}
      dismissLabel={<Trans>Keep it</Trans>}
      onConfirm={() => flow.send({ type: 'confirm' })}
      onDismiss={() => flow.send({ type: 'keep' })}
      destructive
      returnFocusTo={returnFocusTo}
      busy={busy}
    >
      <p>{children}</p>
    </ModalDialog>
  );
}
