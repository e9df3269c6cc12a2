import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { RebootOutcome } from '../../../machines/equipment-reboot';
import { useEquipmentReboot } from './use-equipment-reboot';

/**
 * The live status of one restart, announced politely as it changes. Each machine state maps to
 * one message; the outcome is handed up so the card can show the device's new state.
 */
export function RebootStatus({ equipmentId, onOutcome }: { equipmentId: string; onOutcome: (outcome: RebootOutcome) => void }) {
  const snapshot = useEquipmentReboot(equipmentId);
  const outcome = snapshot.status === 'done' ? snapshot.output?.outcome : undefined;

  useEffect(() => {
    if (outcome) onOutcome(outcome);
  }, [outcome, onOutcome]);

  return (
    <div className={`reboot-status reboot-status--${outcome ?? 'running'}`} role="status" data-testid={`reboot-status-${equipmentId}`} data-state={JSON.stringify(snapshot.value)}>
      {snapshot.matches('rebooting') ? <Trans>Sending the restart…</Trans> : null}
      {snapshot.matches('waitingToStart') ? <Trans>Restarting. This takes a few minutes; we will check on it shortly.</Trans> : null}
      {snapshot.matches('checking') || snapshot.matches('waiting') ? <Trans>Restarting… checking whether it is back online.</Trans> : null}
      {outcome === 'online' ? <Trans>Restarted: it is back online.</Trans> : null}
      {outcome === 'timedOut' ? (
        <Trans>It has not come back online yet. Check that it is plugged in and its cables are secure. If its lights stay off, contact us.</Trans>
      ) : null}
      {outcome === 'failed' ? <Trans>We could not restart it. Please try again.</Trans> : null}
      {outcome === 'notPollable' ? (
        <Trans>Restart sent. This device does not report its status while it restarts: wait about 5 minutes, then check that its lights show it is working.</Trans>
      ) : null}
    </div>
  );
}
