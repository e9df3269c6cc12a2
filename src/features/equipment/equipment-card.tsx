import { Trans } from '@lingui/react/macro';
import type { Equipment, RestartRefusal } from '../../domain/equipment';
import type { Role } from '../../domain/roles';
import { FactItem } from '../../ui/facts';
import { EquipmentTypeName } from './equipment-type-name';
import { RebootStatus } from './reboot-status';
import { useEquipmentDevice } from './use-equipment-device';

/** One device: what it is, whether it is online, and its restart (machines/equipment-device.ts). */
export function EquipmentCard({ device, role }: { device: Equipment; role: Role }) {
  const { snapshot, send } = useEquipmentDevice(device, role);
  const { shown: state, lastOutcome, restartRefusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const reasonId = `restart-reason-${device.id}`;

  const titleId = `device-${device.id}`;
  return (
    <li className="card equipment" aria-labelledby={titleId} data-testid={`equipment-${device.id}`}>
      <div className="equipment__head">
        <h2 id={titleId} className="card__title">
          {device.nickname ?? <EquipmentTypeName type={device.equipmentType} />}
        </h2>
        <span
          className={`badge ${state === 'ONLINE' ? 'badge--success' : state === 'RESTARTING' ? 'badge--info' : 'badge--danger'}`}
          data-testid={`connection-${device.id}`}
        >
          {state === 'ONLINE' ? <Trans>Online</Trans> : state === 'RESTARTING' ? <Trans>Restarting</Trans> : <Trans>Offline</Trans>}
        </span>
      </div>
      <dl className="device-facts">
        <FactItem label={<Trans>Type</Trans>}>
          <EquipmentTypeName type={device.equipmentType} />
        </FactItem>
        <FactItem label={<Trans>Model</Trans>}>
          {device.manufacturer} {device.model}
        </FactItem>
        <FactItem label={<Trans>Serial number</Trans>} valueClassName="device-facts__code">
          {device.serialNumber}
        </FactItem>
      </dl>
      <div className="equipment__actions">
        <button
          type="button"
          className="button button--small"
          disabled={!snapshot.can({ type: 'restart' })}
          aria-describedby={restartRefusal ? reasonId : undefined}
          onClick={() => send({ type: 'restart' })}
        >
          {busy ? <Trans>Restarting…</Trans> : <Trans>Restart</Trans>}
        </button>
        {restartRefusal ? (
          <p id={reasonId} className="field__hint">
            <RefusalText refusal={restartRefusal} />
          </p>
        ) : null}
        {busy || lastOutcome ? <RebootStatus equipmentId={device.id} running={snapshot.children.reboot} outcome={lastOutcome} /> : null}
      </div>
    </li>
  );
}

/** Why the restart is unavailable: the guard's reason (src/domain/equipment.ts restartRefusal). */
function RefusalText({ refusal }: { refusal: RestartRefusal }) {
  switch (refusal) {
    case 'equipment.notRestartable':
      return <Trans>This device can't be restarted from the portal. Unplug it for 30 seconds, then plug it back in.</Trans>;
    case 'equipment.adminOnly':
      return <Trans>Only the account owner and administrators can do this.</Trans>;
  }
}
