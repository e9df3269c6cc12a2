import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import type { NetworkEnded } from '../../../machines/network/network-settings';
import { screenMeta } from '../../../machines/parts/screen';
import type { RouterNetwork } from '../../domain/router-network';
import { DevicesPanel } from './devices-panel';
import { DnsPanel, SwitchesPanel } from './dns-panel';
import { FactoryResetPanel } from './factory-reset-panel';
import { ForwardsPanel } from './forwards-panel';
import { saveErrorText } from './messages';
import { ReservationsPanel } from './reservations-panel';
import { GuestNetworksPanel } from './guest-networks-panel';
import { StaticSubnetsPanel } from './subnets-panel';
import { useNetworkSettings, type NetworkSettingsFlow } from './use-network-settings';
import { WifiPanel } from './wifi-panel';

/**
 * The router's network on its device page (spec platform §3, §6, §7): the page renders it
 * only for users who manage the network (STANDARD users do not; the server refuses them too). Each
 * panel renders the section flow's state and sends its events; each change is a child flow.
 */
export function NetworkSection({ equipmentId, deviceName, onDeviceChanged }: { equipmentId: string; deviceName: string; onDeviceChanged?: () => void }) {
  const flow = useNetworkSettings(equipmentId, deviceName);
  const { snapshot, send } = flow;
  // a factory reset's outcome says the router changed (machines/network/router-factory-reset.ts `deviceChanged`): the device page reads it again
  const reset = snapshot.children.factoryReset;
  useEffect(() => {
    if (!reset || !onDeviceChanged) return;
    const subscription = reset.on('deviceChanged', onDeviceChanged);
    return () => subscription.unsubscribe();
  }, [reset, onDeviceChanged]);
  const { network } = snapshot.context;
  const screen = screenMeta(snapshot).screen;
  return (
    <section className="card network" aria-labelledby="network-title" data-testid="network" data-state={JSON.stringify(snapshot.value)}>
      <h2 id="network-title" className="card__title">
        <Trans>Network settings</Trans>
      </h2>
      {screen === 'unavailable' ? (
        <div role="alert" className="notice notice--error" data-testid="network-unavailable">
          <p>
            <Trans>The router's settings could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--small" onClick={() => send({ type: 'retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : network === null ? (
        <p role="status" className="field__hint">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading the router's settings…</Trans>
        </p>
      ) : (
        <Loaded flow={flow} network={network} />
      )}
    </section>
  );
}

function Loaded({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const { snapshot, send } = flow;
  const { ended } = snapshot.context;
  return (
    <>
      {/* the reset's own flow says how it goes while it runs */}
      {network.resetting && !snapshot.children.factoryReset ? (
        <p className="notice" role="status" data-testid="network-resetting">
          <Trans>The router is being reset to its factory settings. Its settings can be changed again once it is back online.</Trans>
        </p>
      ) : null}
      {ended ? <EndedStatus ended={ended} onDismiss={() => send({ type: 'dismiss' })} /> : null}
      <div className="network__panels">
        <WifiPanel flow={flow} network={network} />
        <DevicesPanel flow={flow} network={network} />
        <ForwardsPanel flow={flow} network={network} />
        <ReservationsPanel flow={flow} network={network} />
        <DnsPanel flow={flow} network={network} />
        <SwitchesPanel flow={flow} network={network} />
        <GuestNetworksPanel flow={flow} network={network} />
        <StaticSubnetsPanel network={network} />
        <FactoryResetPanel flow={flow} />
      </div>
    </>
  );
}

/** What the last change ended in, said once (nothing for a change the user cancelled). */
function EndedStatus({ ended, onDismiss }: { ended: NetworkEnded; onDismiss: () => void }) {
  const { t } = useLingui();
  const text = endedText(ended, t);
  if (text === null) return null;
  const failed = ended.outcome === 'failure' || ended.outcome === 'failed' || ended.outcome === 'timedOut';
  return (
    <div role={failed ? 'alert' : 'status'} className={`notice ${failed ? 'notice--error' : 'notice--success'}`} data-testid="network-ended">
      <p>{text}</p>
      <button type="button" className="button button--link" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}

function endedText({ flow, outcome, code }: NetworkEnded, t: ReturnType<typeof useLingui>['t']): ReactNode {
  if (outcome === 'failure') return t(saveErrorText(code ?? ''));
  switch (`${flow}:${outcome}`) {
    case 'wifi:saved':
      return <Trans>The Wi-Fi settings are applied. Devices join again with the new name or password.</Trans>;
    case 'forward:saved':
      return <Trans>The port forward is added.</Trans>;
    case 'reservation:saved':
    case 'reserveDevice:reserved':
      return <Trans>The address is reserved.</Trans>;
    case 'guestCreate:saved':
      return <Trans>The guest network is added. Visitors join it with its name and password.</Trans>;
    case 'guestUpdate:saved':
      return <Trans>The guest network's changes are applied.</Trans>;
    case 'delete:deleted':
      return <Trans>Deleted.</Trans>;
    case 'dns:saved':
      return <Trans>The DNS settings are applied.</Trans>;
    case 'toggle:switched':
      return <Trans>The setting is applied.</Trans>;
    case 'factoryReset:reset':
      return <Trans>The router is reset and back online with the provider's settings. Its Wi-Fi names and passwords are as they were.</Trans>;
    case 'factoryReset:timedOut':
      return <Trans>The router is not back online yet. Check that it is plugged in and its lights are on; it can take a few more minutes.</Trans>;
    case 'factoryReset:failed':
      return <Trans>We could not reset the router, or could not check on it. Please look at its lights, then try again.</Trans>;
  }
  return null;
}
