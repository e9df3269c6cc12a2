import { Trans } from '@lingui/react/macro';
import type { Equipment } from '../../domain/equipment';
import type { Role } from '../../domain/roles';
import { EquipmentCard } from './equipment-card';

/** /services: the account's equipment, each with its status and a restart (spec platform §2, §4). */
export function EquipmentPage({ equipment, role }: { equipment: Equipment[]; role: Role }) {
  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Your equipment</Trans>
      </h1>
      <p className="page__lead">
        <Trans>Restart a device when it is not working as it should. Restarting interrupts its service for a few minutes.</Trans>
      </p>
      {equipment.length === 0 ? (
        <p>
          <Trans>There is no equipment on this account.</Trans>
        </p>
      ) : (
        <ul className="equipment-list" data-testid="equipment-list">
          {equipment.map((device) => (
            <EquipmentCard key={device.id} device={device} role={role} />
          ))}
        </ul>
      )}
    </div>
  );
}
