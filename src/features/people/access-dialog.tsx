import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { peopleAccessMachine } from '../../../machines/people/people-access';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';

/** Suspend, reactivate or remove, asked once in a dialog over the list (the `peopleAccess` flow). */
export function AccessDialog({ actor, returnFocusTo }: { actor: ActorRefFrom<typeof peopleAccessMachine>; returnFocusTo: string }) {
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status === 'done') return null;
  const { person, action } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const name = `${person.firstName} ${person.lastName}`;
  const props = {
    id: 'access-dialog',
    dismissLabel: <Trans>Keep as is</Trans>,
    onConfirm: () => actor.send({ type: 'confirm' }),
    onDismiss: () => actor.send({ type: 'keep' }),
    returnFocusTo,
    busy,
  };
  if (action === 'reactivate')
    return (
      <ModalDialog {...props} title={<Trans>Reactivate {name}?</Trans>} confirmLabel={busy ? <Trans>Reactivating…</Trans> : <Trans>Reactivate</Trans>}>
        <p>
          <Trans>They can sign in again with their role as it was.</Trans>
        </p>
      </ModalDialog>
    );
  if (action === 'suspend')
    return (
      <ModalDialog {...props} destructive title={<Trans>Suspend {name}?</Trans>} confirmLabel={busy ? <Trans>Suspending…</Trans> : <Trans>Suspend</Trans>}>
        <p>
          <Trans>They are signed out at once and can't sign in until you reactivate them. Their role is kept.</Trans>
        </p>
      </ModalDialog>
    );
  return (
    <ModalDialog {...props} destructive title={<Trans>Remove {name}?</Trans>} confirmLabel={busy ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}>
      <p>
        <Trans>They are signed out at once and can no longer sign in. Their contact details stay on the account for notices.</Trans>
      </p>
    </ModalDialog>
  );
}
