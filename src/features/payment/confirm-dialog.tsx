import type { ReactNode } from 'react';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';

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

/** A payment step's confirmation (overpaying, an expiring card): the flows' modal question. */
export function ConfirmDialog({ reconsiderLabel, onReconsider, ...props }: ConfirmDialogProps) {
  return <ModalDialog {...props} dismissLabel={reconsiderLabel} onDismiss={onReconsider} />;
}
