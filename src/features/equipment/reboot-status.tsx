import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { equipmentRebootMachine, RebootOutcome } from '../../../machines/equipment/equipment-reboot';
import { screenMeta } from '../../../machines/parts/screen';

type RebootRef = ActorRefFrom<typeof equipmentRebootMachine>;

/**
 * The live status of a restart, announced politely as it changes: while it runs, the screen the
 * reboot flow names; once it has ended, the outcome the device flow kept.
 */
export function RebootStatus({ equipmentId, running, outcome }: { equipmentId: string; running: RebootRef | undefined; outcome: RebootOutcome | null }) {
  if (running) return <Running equipmentId={equipmentId} reboot={running} />;
  return (
    <Status equipmentId={equipmentId} state={outcome} modifier={outcome ?? 'running'}>
      {outcome ? <Ended outcome={outcome} /> : null}
    </Status>
  );
}

function Status({ equipmentId, state, modifier, children }: { equipmentId: string; state: unknown; modifier: string; children: ReactNode }) {
  return (
    <div className={`reboot-status reboot-status--${modifier}`} role="status" data-testid={`reboot-status-${equipmentId}`} data-state={JSON.stringify(state)}>
      {children}
    </div>
  );
}

function Running({ equipmentId, reboot }: { equipmentId: string; reboot: RebootRef }) {
  const snapshot = useSelector(reboot, (s) => s);
  const { screen } = screenMeta(snapshot);
  return (
    <Status equipmentId={equipmentId} state={snapshot.value} modifier="running">
      {screen === 'sending' ? <Trans>Sending the restart…</Trans> : null}
      {screen === 'restarting' ? <Trans>Restarting. This takes a few minutes; we will check on it shortly.</Trans> : null}
      {screen === 'checking' ? <Trans>Restarting… checking whether it is back online.</Trans> : null}
    </Status>
  );
}

function Ended({ outcome }: { outcome: RebootOutcome }) {
  switch (outcome) {
    case 'online':
      return <Trans>Restarted: it is back online.</Trans>;
    case 'timedOut':
      return <Trans>It has not come back online yet. Check that it is plugged in and its cables are secure. If its lights stay off, contact us.</Trans>;
    case 'failed':
      return <Trans>We could not restart it. Please try again.</Trans>;
    case 'notPollable':
      return (
        <Trans>
          Restart sent. This device does not report its status while it restarts: wait about 5 minutes, then check that its lights show it is working.
        </Trans>
      );
  }
}
