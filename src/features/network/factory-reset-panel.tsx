import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { routerFactoryResetMachine } from '../../../machines/network/router-factory-reset';
import { screenMeta } from '../../../machines/parts/screen';
import { factoryResetConfirmed } from '../../domain/router-network';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { TextField } from '../../ui/payment-method/text-field';
import { FlowButton, Panel } from './form-parts';
import type { NetworkSettingsFlow } from './use-network-settings';

type ResetRef = ActorRefFrom<typeof routerFactoryResetMachine>;

/**
 * Factory reset, the last resort (machines/network/router-factory-reset.ts): confirmed by typing the device's
 * name, then followed back online like a restart, with the time the router should be back.
 */
export function FactoryResetPanel({ flow }: { flow: NetworkSettingsFlow }) {
  const reset = flow.snapshot.children.factoryReset;
  return (
    <Panel id="network-reset" title={<Trans>Factory reset</Trans>}>
      <p className="network__item-line">
        <Trans>
          Puts the router back to the provider's settings: port forwards, reserved addresses, guest networks, custom DNS, UPnP and the hotspot are removed. The
          Wi-Fi names and passwords stay. The router is offline for a few minutes.
        </Trans>
      </p>
      {reset ? (
        <ResetProgress actor={reset} />
      ) : (
        <FlowButton flow={flow} event={{ type: 'factoryReset' }} id="network-factory-reset" variant="danger">
          <Trans>Reset to factory settings</Trans>
        </FlowButton>
      )}
    </Panel>
  );
}

function ResetProgress({ actor }: { actor: ResetRef }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { step, dialog } = screenMeta(snapshot);
  const { typed, refused, deviceName, estimatedCompletion } = snapshot.context;
  if (dialog === 'factoryReset')
    return (
      <ModalDialog
        id="network-reset-confirm"
        title={<Trans>Reset the router to its factory settings?</Trans>}
        confirmLabel={<Trans>Reset the router</Trans>}
        dismissLabel={<Trans>Keep my settings</Trans>}
        onConfirm={() => actor.send({ type: 'confirm' })}
        onDismiss={() => actor.send({ type: 'keep' })}
        destructive
        returnFocusTo="network-factory-reset"
      >
        <p>
          <Trans>
            Every port forward, reserved address, guest network and custom DNS setting is removed, and everyone on the network is disconnected for a few
            minutes. This cannot be undone.
          </Trans>
        </p>
        <TextField
          field="reset.confirmation"
          label={<Trans>To confirm, type the device's name: {deviceName}</Trans>}
          value={typed}
          onValue={(text) => actor.send({ type: 'confirmation.set', text })}
          error={refused && !factoryResetConfirmed(typed, deviceName) ? t`Type ${deviceName} to confirm.` : null}
          announce
          autoComplete="off"
        />
      </ModalDialog>
    );
  const back = estimatedCompletion ? new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(new Date(estimatedCompletion)) : null;
  return (
    <div className="reboot-status reboot-status--running" role="status" data-testid="factory-reset-progress" data-state={JSON.stringify(snapshot.value)}>
      <span className="spinner" aria-hidden="true" /> {step === 'sending' ? <Trans>Sending the reset…</Trans> : null}
      {step === 'resetting' ? <Trans>Resetting. It should be back online by {back}; we will check on it shortly.</Trans> : null}
      {step === 'checking' ? <Trans>Resetting… checking whether it is back online (expected by {back}).</Trans> : null}
    </div>
  );
}
