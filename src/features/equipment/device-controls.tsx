import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EquipmentType, NicknameRefusal, RestartRefusal } from '../../domain/equipment';
import type { ShownState } from '../../../machines/equipment/equipment-device';
import { EquipmentTypeName } from './equipment-type-name';
import { RebootStatus } from './reboot-status';
import type { EquipmentDeviceFlow } from './use-equipment-device';

/** The device's name as its flow holds it: the nickname, or what it is. */
export function DeviceName({ nickname, type }: { nickname: string | null; type: EquipmentType }) {
  return nickname ?? <EquipmentTypeName type={type} />;
}

/** Online, restarting or offline, as the device's flow shows it. */
export function ConnectionBadge({ equipmentId, state }: { equipmentId: string; state: ShownState }) {
  return (
    <span
      className={`badge ${state === 'ONLINE' ? 'badge--success' : state === 'RESTARTING' ? 'badge--info' : 'badge--danger'}`}
      data-testid={`connection-${equipmentId}`}
    >
      {state === 'ONLINE' ? <Trans>Online</Trans> : state === 'RESTARTING' ? <Trans>Restarting</Trans> : <Trans>Offline</Trans>}
    </span>
  );
}

/** The restart: the button, why it is unavailable when it is (the guard's reason), and the live status. */
export function DeviceRestart({ equipmentId, flow }: { equipmentId: string; flow: EquipmentDeviceFlow }) {
  const { snapshot, send } = flow;
  const { lastOutcome, restartRefusal } = snapshot.context;
  // the machine runs the reboot flow while it restarts the device
  const restarting = snapshot.children.reboot !== undefined;
  return (
    <div className="equipment__actions">
      <GuardedButton
        id={`restart-${equipmentId}`}
        allowed={snapshot.can({ type: 'restart' })}
        refusal={restartRefusal}
        onClick={() => send({ type: 'restart' })}
      >
        {restarting ? <Trans>Restarting…</Trans> : <Trans>Restart</Trans>}
      </GuardedButton>
      {restarting || lastOutcome ? <RebootStatus equipmentId={equipmentId} running={snapshot.children.reboot} outcome={lastOutcome} /> : null}
    </div>
  );
}

/** A device action: disabled when its flow will not take it, with the guard's reason beside it (tied by aria-describedby). */
export function GuardedButton({
  id,
  allowed,
  refusal,
  secondary = false,
  onClick,
  children,
}: {
  id: string;
  allowed: boolean;
  refusal: RestartRefusal | NicknameRefusal | null;
  secondary?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className={secondary ? 'button button--small button--ghost' : 'button button--small'}
        disabled={!allowed}
        aria-describedby={refusal ? `${id}-reason` : undefined}
        onClick={onClick}
      >
        {children}
      </button>
      {refusal ? (
        <p id={`${id}-reason`} className="field__hint" data-testid={`${id}-reason`}>
          <RefusalText refusal={refusal} />
        </p>
      ) : null}
    </>
  );
}

/** Why an action on the device is unavailable: the guard's reason (src/domain/equipment.ts restartRefusal, nicknameRefusal). */
function RefusalText({ refusal }: { refusal: RestartRefusal | NicknameRefusal }) {
  switch (refusal) {
    case 'equipment.notRestartable':
      return <Trans>This device can't be restarted from the portal. Unplug it for 30 seconds, then plug it back in.</Trans>;
    case 'equipment.adminOnly':
      return <Trans>Only the account owner and administrators can do this.</Trans>;
    case 'nickname.notEditable':
      return <Trans>TV receivers, DVRs and phone adapters keep the name they came with.</Trans>;
  }
}
