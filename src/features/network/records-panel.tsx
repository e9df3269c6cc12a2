import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { NetworkRecordKind } from '../../../machines/network/network-record-delete';
import type { NetworkSettingsEvent } from '../../../machines/network/network-settings';
import { DeleteDialog, deleteButtonId } from './delete-dialog';

const editButtonId = (id: string) => `network-edit-${id}`;
import { ChangePanel, FlowButton, RecordItem, RecordList } from './form-parts';
import type { NetworkSettingsFlow } from './use-network-settings';

/** What a records panel shows of one record. */
export interface RecordView {
  testId: string;
  /** the name Delete is for (said to screen readers) */
  name: string;
  title: ReactNode;
  line: ReactNode;
  /** the section's event that opens the record's change, when it can be changed */
  edit?: NetworkSettingsEvent;
}

/** Each kind's panel: its test id and heading id, its heading, Add and what it says with no record. */
const PANELS: Record<NetworkRecordKind, { id: string; title: ReactNode; add: NetworkSettingsEvent; addLabel: ReactNode; empty: ReactNode }> = {
  portForward: {
    id: 'network-forwards',
    title: <Trans>Port forwards</Trans>,
    add: { type: 'forward.add' },
    addLabel: <Trans>Add a port forward</Trans>,
    empty: <Trans>No port is forwarded.</Trans>,
  },
  reservation: {
    id: 'network-reservations',
    title: <Trans>Reserved addresses (DHCP)</Trans>,
    add: { type: 'reservation.add' },
    addLabel: <Trans>Add a reservation</Trans>,
    empty: <Trans>No address is reserved.</Trans>,
  },
  additionalNetwork: {
    id: 'network-guest',
    title: <Trans>Guest networks</Trans>,
    add: { type: 'guest.add' },
    addLabel: <Trans>Add a guest network</Trans>,
    empty: <Trans>No guest network. Visitors can have their own Wi-Fi, kept apart from your business devices.</Trans>,
  },
};

/**
 * The port forwards, the reservations or the guest networks (spec platform §3): the list, Add with
 * its form (`form`, open while the section runs the add or change flow), Edit where a record can
 * be changed, and Delete for each with a confirmation; `note` says why Add is not offered.
 */
export function RecordsPanel<T extends { id: string }>({
  flow,
  kind,
  form,
  records,
  view,
  note,
}: {
  flow: NetworkSettingsFlow;
  kind: NetworkRecordKind;
  form: ReactNode | null;
  records: readonly T[];
  view: (record: T) => RecordView;
  note?: ReactNode;
}) {
  const deleting = flow.snapshot.children.delete;
  const { id, title, add, addLabel, empty } = PANELS[kind];
  return (
    <ChangePanel id={id} title={title} flow={flow} open={form !== null} event={add} label={addLabel}>
      {note}
      {form}
      <RecordList records={records} empty={empty}>
        {(record) => {
          const { testId, name, title: itemTitle, line, edit } = view(record);
          return (
            <RecordItem
              key={record.id}
              testId={testId}
              title={itemTitle}
              line={line}
              action={
                <div className="equipment__buttons network__actions">
                  {edit ? (
                    <FlowButton flow={flow} event={edit} id={editButtonId(record.id)}>
                      <Trans>Edit</Trans>
                      <span className="visually-hidden"> {name}</span>
                    </FlowButton>
                  ) : null}
                  <FlowButton flow={flow} event={{ type: 'record.delete', kind, id: record.id }} id={deleteButtonId(record.id)}>
                    <Trans>Delete</Trans>
                    <span className="visually-hidden"> {name}</span>
                  </FlowButton>
                </div>
              }
            />
          );
        }}
      </RecordList>
      {deleting && flow.snapshot.context.deleting?.kind === kind ? <DeleteDialog actor={deleting} /> : null}
    </ChangePanel>
  );
}
