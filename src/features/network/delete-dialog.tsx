import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkRecordDeleteMachine } from '../../../machines/network/network-record-delete';
import { ConfirmDeleteDialog } from '../../ui/flow-steps/confirm-delete-dialog';

export const deleteButtonId = (id: string) => `network-delete-${id}`;

/** Delete a forward, a reservation or a guest network, with a confirmation (machines/network/network-record-delete.ts). */
export function DeleteDialog({ actor }: { actor: ActorRefFrom<typeof networkRecordDeleteMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { kind, id, name } = snapshot.context;
  return (
    <ConfirmDeleteDialog
      id="network-delete"
      title={
        kind === 'portForward' ? (
          <Trans>Delete this port forward?</Trans>
        ) : kind === 'reservation' ? (
          <Trans>Delete this reservation?</Trans>
        ) : (
          <Trans>Delete this guest network?</Trans>
        )
      }
      flow={actor}
      busy={snapshot.hasTag('busy')}
      returnFocusTo={deleteButtonId(id)}
    >
      {kind === 'portForward' ? (
        <Trans>{name} will no longer be reachable from the internet through these ports.</Trans>
      ) : kind === 'reservation' ? (
        <Trans>{name} may get another address the next time it connects.</Trans>
      ) : (
        <Trans>The router stops broadcasting {name}: every device on it is disconnected.</Trans>
      )}
    </ConfirmDeleteDialog>
  );
}
