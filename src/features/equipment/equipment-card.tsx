import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { RebootOutcome } from '../../../machines/equipment-reboot';
import type { ConnectionState, Equipment } from '../../domain/equipment';
import { equipmentActionRefusal, type Role } from '../../domain/roles';
import { EquipmentTypeName } from './equipment-type-name';
import { RebootStatus } from './reboot-status';

type Shown = ConnectionState | 'RESTARTING';

/** One device: what it is, whether it is online, and its restart. */
export function EquipmentCard({ device, role }: { device: Equipment; role: Role }) {
  // each restart is a fresh flow; the key makes React mount a new one
  const [run, setRun] = useState(0);
  const [state, setState] = useState<Shown>(device.connectionState);
  const [finished, setFinished] = useState(true);
  // the device must support it, and the role may (src/domain/roles.ts: every role restarts; the
  // server enforces the same rule). Renaming, for admins only, has no control on this page.
  const canReboot = device.supportedFeatures.includes('REBOOT') && equipmentActionRefusal(role, 'restart') === null;

  const onOutcome = useCallback(
    (outcome: RebootOutcome) => {
    setFinished(true);
    if (outcome === 'online') setState('ONLINE');
    // timed out: it is still down; not pollable: it is restarting and we cannot know more
    else if (outcome === 'timedOut') setState('OFFLINE');
    else if (outcome === 'failed') setState(device.connectionState);
    },
    [device.connectionState],
  );

  const titleId = `device-${device.id}`;
  return (
    <li className="card equipment" aria-labelledby={titleId} data-testid={`equipment-${device.id}`}>
      <div className="equipment__head">
        <h2 id={titleId} className="card__title">
          {device.nickname ?? <EquipmentTypeName type={device.equipmentType} />}
        </h2>
        <span className={`badge ${state === 'ONLINE' ? 'badge--success' : state === 'RESTARTING' ? 'badge--info' : 'badge--danger'}`} data-testid={`connection-${device.id}`}>
          {state === 'ONLINE' ? <Trans>Online</Trans> : state === 'RESTARTING' ? <Trans>Restarting</Trans> : <Trans>Offline</Trans>}
        </span>
      </div>
      <dl className="device-facts">
        <div>
          <dt><Trans>Type</Trans></dt>
          <dd><EquipmentTypeName type={device.equipmentType} /></dd>
        </div>
        <div>
          <dt><Trans>Model</Trans></dt>
          <dd>{device.manufacturer} {device.model}</dd>
        </div>
        <div>
          <dt><Trans>Serial number</Trans></dt>
          <dd className="device-facts__code">{device.serialNumber}</dd>
        </div>
      </dl>
      {canReboot ? (
        <div className="equipment__actions">
          <button
            type="button"
            className="button button--small"
            disabled={!finished}
            onClick={() => {
              setRun((n) => n + 1);
              setFinished(false);
              setState('RESTARTING');
            }}
          >
            <Trans>Restart</Trans>
          </button>
          {run > 0 ? <RebootStatus key={run} equipmentId={device.id} onOutcome={onOutcome} /> : null}
        </div>
      ) : null}
    </li>
  );
}
