import { Trans } from '@lingui/react/macro';
import type { PaymentMethod } from '../../../domain/billing';
import { expiryShown } from '../../../ui/flow-steps/saved-method';
import { MethodName } from '../../../ui/method-name';
import { ModalDialog } from '../../../ui/flow-steps/modal-dialog';
import { fieldId } from '../parts/use-shown-errors';

/** spec billing §4: a card that is expiring soon is confirmed, or another one chosen. */
export function ExpiringDialog({ method, onConfirm, onReconsider }: { method: PaymentMethod; onConfirm: () => void; onReconsider: () => void }) {
  const month = method.expiry ? expiryShown(method.expiry) : '';
  return (
    <ModalDialog
      id="ap-expiring-dialog"
      title={<Trans>This card expires soon</Trans>}
      confirmLabel={<Trans>Use this card</Trans>}
      dismissLabel={<Trans>Choose another</Trans>}
      onConfirm={onConfirm}
      onDismiss={onReconsider}
      returnFocusTo={fieldId('method')}
    >
      <p>
        <Trans>
          Your <MethodName method={method} /> expires at the end of {month}. Auto Pay can use it until then; when your new card arrives, update its expiration
          date in your saved payment methods so your payments continue.
        </Trans>
      </p>
    </ModalDialog>
  );
}
