import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { NetworkRecordKind } from '../../../machines/network-record-delete';
import type { NetworkSettingsEvent } from '../../../machines/network-settings';
import { DeleteDialog, deleteButtonId } from './delete-dialog';
import { ChangePanel, FlowButton, RecordItem, RecordList } from './form-parts';
import type { NetworkSettingsFlow } from './use-network-settings';

/** What a records panel shows of one record. */
export interface RecordView {
  testId: string;
  /** the name Delete is for (said to screen readers) */
  name: string;
  title: ReactNode;
  line: ReactNode;
}

/**
 * The port forwards or the reservations (spec platform §3): the list, Add with its form (`form`,
 * open while the section runs the add flow), and Delete for each with a confirmation.
 */
export function RecordsPanel<T extends { id: string }>({
  flow,
  kind,
  id,
  title,
  add,
  addLabel,
  form,
  records,
  empty,
  view,
}: {
  flow: NetworkSettingsFlow;
  kind: NetworkRecordKind;
  id: string;
  title: ReactNode;
  add: NetworkSettingsEvent;
  addLabel: ReactNode;
  form: ReactNode | null;
  records: readonly T[];
  empty: ReactNode;
  view: (record: T) => RecordView;
}) {
  const deleting = flow.snapshot.children.delete;
  return (
    <ChangePanel id={id} title={title} flow={flow} open={form !== null} event={add} label={addLabel}>
      {form}
      <RecordList records={records} empty={empty}>
        {(record) => {
          const { testId, name, title: itemTitle, line } = view(record);
          return (
            <RecordItem
              key={record.id}
              testId={testId}
              title={itemTitle}
              line={line}
              action={
                <FlowButton flow={flow} event={{ type: 'record.delete', kind, id: record.id }} id={deleteButtonId(record.id)}>
                  <Trans>Delete</Trans>
                  <span className="visually-hidden"> {name}</span>
                </FlowButton>
              }
            />
          );
        }}
      </RecordList>
      {deleting && flow.snapshot.context.deleting?.kind === kind ? <DeleteDialog actor={deleting} /> : null}
    </ChangePanel>
  );
}
