import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Equipment } from '../../domain/equipment';
import type { Role } from '../../domain/roles';
import { ConnectionBadge, DeviceName, DeviceRestart } from './device-controls';
import { EquipmentTypeName } from './equipment-type-name';
import { useEquipmentDevice } from './use-equipment-device';

/** One device: what it is, whether it is online, its restart (machines/equipment/equipment-device.ts), and a link to its page. */
export function EquipmentCard({ device, role }: { device: Equipment; role: Role }) {
  const flow = useEquipmentDevice(device, role);
  const titleId = `device-${device.id}`;
  return (
    <li className="card equipment" aria-labelledby={titleId} data-testid={`equipment-${device.id}`}>
      <div className="equipment__head">
        <h2 id={titleId} className="card__title">
          <DeviceName nickname={flow.snapshot.context.nickname} type={device.equipmentType} />
        </h2>
        <ConnectionBadge equipmentId={device.id} state={flow.snapshot.context.shown} />
      </div>
      <dl className="device-facts">
        <div>
          <dt>
            <Trans>Type</Trans>
          </dt>
          <dd>
            <EquipmentTypeName type={device.equipmentType} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Model</Trans>
          </dt>
          <dd>
            {device.manufacturer} {device.model}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Serial number</Trans>
          </dt>
          <dd className="device-facts__code">{device.serialNumber}</dd>
        </div>
      </dl>
      <Link to="/services/equipment/$equipmentId" params={{ equipmentId: device.id }} className="link" aria-describedby={titleId}>
        <Trans>Device details</Trans>
      </Link>
      <DeviceRestart equipmentId={device.id} flow={flow} />
    </li>
  );
}
