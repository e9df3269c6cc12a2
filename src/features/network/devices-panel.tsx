import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkReserveDeviceMachine } from '../../../machines/network/network-reserve-device';
import type { RouterNetwork } from '../../domain/router-network';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { FlowButton, Panel, RecordItem, RecordList } from './form-parts';
import { BAND_TEXT } from './messages';
import type { NetworkSettingsFlow } from './use-network-settings';

const reserveButtonId = (mac: string) => `network-reserve-${mac.replace(/:/g, '')}`;

/**
 * The devices connected to this router (spec platform §3, by the router's MAC): name, address and
 * how it is connected; a device without a reservation gets "Reserve this address" in one step.
 */
export function DevicesPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const { t } = useLingui();
  const reserving = flow.snapshot.children.reserveDevice;
  return (
    <Panel id="network-devices" title={<Trans>Connected devices</Trans>}>
      <RecordList records={network.connectedDevices} empty={<Trans>No device is connected right now.</Trans>}>
        {(device) => (
          <RecordItem
            key={device.macAddress}
            testId={`device-${device.macAddress}`}
            title={<strong>{device.name}</strong>}
            line={
              <>
                <span className="device-facts__code">{device.ipAddress}</span> · {BAND_TEXT[device.band] ? t(BAND_TEXT[device.band]!) : device.band}
              </>
            }
            action={
              device.reservationId ? (
                <span className="badge badge--success">
                  <Trans>Address reserved</Trans>
                </span>
              ) : (
                <FlowButton flow={flow} event={{ type: 'device.reserve', macAddress: device.macAddress }} id={reserveButtonId(device.macAddress)}>
                  <Trans>Reserve this address</Trans>
                </FlowButton>
              )
            }
          />
        )}
      </RecordList>
      {reserving ? <ReserveDialog actor={reserving} /> : null}
    </Panel>
  );
}

function ReserveDialog({ actor }: { actor: ActorRefFrom<typeof networkReserveDeviceMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { device } = snapshot.context;
  const { name, ipAddress } = device;
  return (
    <ModalDialog
      id="network-reserve"
      title={<Trans>Reserve this address?</Trans>}
      confirmLabel={<Trans>Reserve</Trans>}
      dismissLabel={<Trans>Cancel</Trans>}
      onConfirm={() => actor.send({ type: 'confirm' })}
      onDismiss={() => actor.send({ type: 'keep' })}
      returnFocusTo={reserveButtonId(device.macAddress)}
      busy={snapshot.hasTag('busy')}
    >
      <p>
        <Trans>
          {name} will always get the address {ipAddress} on this network, so port forwards and other devices can find it.
        </Trans>
      </p>
    </ModalDialog>
  );
}
