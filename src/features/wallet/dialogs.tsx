import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { walletDeleteMethodMachine } from '../../../machines/wallet/wallet-delete-method';
import type { WalletPageEvent } from '../../../machines/wallet/wallet-page';
import type { WalletMethod } from '../../domain/wallet';
import { ConfirmDeleteDialog } from '../../ui/flow-steps/confirm-delete-dialog';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { expiryShown } from '../../ui/flow-steps/saved-method';
import { MethodName } from '../../ui/method-name';

type Send = (event: WalletPageEvent) => void;
const back = (method: WalletMethod | null, what: 'edit' | 'delete' = 'delete') => (method ? `wallet-${what}-${method.id}` : 'wallet-add-card');

/** spec billing §4: an expired card blocks its use; replace it with a new card, or delete it. */
export function ExpiredDialog({ method, send }: { method: WalletMethod; send: Send }) {
  return (
    <ModalDialog
      id="wallet-expired"
      title={<Trans>A saved card has expired</Trans>}
      confirmLabel={<Trans>Add a new card</Trans>}
      dismissLabel={<Trans>Not now</Trans>}
      onConfirm={() => send({ type: 'replace' })}
      onDismiss={() => send({ type: 'dismiss' })}
      returnFocusTo={back(method)}
    >
      <p>
        <Trans>
          Your <MethodName method={method} /> has expired and can't be used for payments. Add a new card to replace it, or delete it.
        </Trans>
      </p>
      <button type="button" className="button button--link" onClick={() => send({ type: 'delete', id: method.id })} data-testid="wallet-expired-delete">
        <Trans>Delete the expired card</Trans>
      </button>
    </ModalDialog>
  );
}

/** spec billing §4: a card that expires soon is confirmed as it is, or updated. */
export function ExpiringDialog({ method, send }: { method: WalletMethod; send: Send }) {
  const expires = method.expiry ? expiryShown(method.expiry) : '';
  return (
    <ModalDialog
      id="wallet-expiring"
      title={<Trans>A saved card expires soon</Trans>}
      confirmLabel={<Trans>Update the card</Trans>}
      dismissLabel={<Trans>Keep it as it is</Trans>}
      onConfirm={() => send({ type: 'update' })}
      onDismiss={() => send({ type: 'dismiss' })}
      returnFocusTo={back(method, 'edit')}
    >
      <p>
        <Trans>
          Your <MethodName method={method} /> expires at the end of {expires}. If you have received a new card, update its expiration date so your payments keep
          going through.
        </Trans>
      </p>
    </ModalDialog>
  );
}

/**
 * spec billing §4, §8: the method Auto Pay uses cannot be deleted; the roadblock offers to change
 * the Auto Pay method first (that flow, then back to the wallet).
 */
export function RoadblockDialog({ method, busy, send }: { method: WalletMethod; busy: boolean; send: Send }) {
  return (
    <ModalDialog
      id="wallet-roadblock"
      title={<Trans>This payment method is used for Auto Pay</Trans>}
      confirmLabel={<Trans>Change Auto Pay method</Trans>}
      dismissLabel={<Trans>Close</Trans>}
      onConfirm={() => send({ type: 'changeAutoPay' })}
      onDismiss={() => send({ type: 'dismiss' })}
      returnFocusTo={back(method)}
      busy={busy}
    >
      <p>
        <Trans>
          Your <MethodName method={method} /> pays your bill through Auto Pay, so it can't be deleted. Choose another method for Auto Pay first, then come back
          to delete it.
        </Trans>
      </p>
    </ModalDialog>
  );
}

/** Delete with a confirmation (spec billing §2): the delete child flow, its own actor. */
export function DeleteDialog({ actor }: { actor: ActorRefFrom<typeof walletDeleteMethodMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { method } = snapshot.context;
  return (
    <ConfirmDeleteDialog
      id="wallet-delete"
      title={<Trans>Delete this payment method?</Trans>}
      flow={actor}
      busy={snapshot.hasTag('busy')}
      returnFocusTo={back(method)}
    >
      <Trans>
        <MethodName method={method} /> will be removed from your saved payment methods.
      </Trans>
    </ConfirmDeleteDialog>
  );
}
