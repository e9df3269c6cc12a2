import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { networkDnsMachine } from '../../../machines/network/network-dns';
import type { networkToggleMachine } from '../../../machines/network/network-toggle';
import { dnsErrors, type DnsDraft } from '../../domain/network';
import type { NetworkSetting, RouterNetwork } from '../../domain/router-network';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { TextField } from '../../ui/payment-method/text-field';
import { ChangePanel, draftField, FlowButton, NetworkForm, Panel, RecordItem, useFormErrors } from './form-parts';
import type { NetworkSettingsFlow } from './use-network-settings';

/** DNS (spec platform §7): the provider's servers or custom ones; Edit opens the DNS flow. */
export function DnsPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const editing = flow.snapshot.children.dns;
  return (
    <ChangePanel
      id="network-dns"
      title={<Trans>DNS servers</Trans>}
      flow={flow}
      open={!!editing}
      event={{ type: 'dns.edit' }}
      label={<Trans>Change DNS</Trans>}
    >
      {editing ? (
        <DnsForm actor={editing} />
      ) : network.customDnsEnabled ? (
        <p className="network__item-line" data-testid="dns-current">
          <Trans>
            Custom: <span className="device-facts__code">{network.primaryDns}</span>
          </Trans>
          {network.secondaryDns ? (
            <>
              {', '}
              <span className="device-facts__code">{network.secondaryDns}</span>
            </>
          ) : null}
        </p>
      ) : (
        <p className="network__item-line" data-testid="dns-current">
          <Trans>The provider's DNS servers (automatic)</Trans>
        </p>
      )}
    </ChangePanel>
  );
}

function DnsForm({ actor }: { actor: ActorRefFrom<typeof networkDnsMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { draft } = snapshot.context;
  const { shown } = useFormErrors('dns', dnsErrors(draft), ['primaryDns', 'secondaryDns'], snapshot);
  const set = (change: Partial<DnsDraft>) => actor.send({ type: 'dns.set', draft: { ...draft, ...change } });
  const field = draftField('dns', draft, (d) => actor.send({ type: 'dns.set', draft: d }), shown);
  return (
    <NetworkForm name="dns" snapshot={snapshot} actor={actor} saveLabel={<Trans>Save DNS</Trans>}>
      <fieldset className="network__fieldset">
        <legend className="network__legend">
          <Trans>Which DNS servers</Trans>
        </legend>
        <label className="network__choice">
          <input type="radio" name="dns-mode" checked={!draft.customDnsEnabled} onChange={() => set({ customDnsEnabled: false })} />{' '}
          <Trans>The provider's (automatic)</Trans>
        </label>
        <label className="network__choice">
          <input type="radio" name="dns-mode" checked={draft.customDnsEnabled} onChange={() => set({ customDnsEnabled: true })} /> <Trans>Custom</Trans>
        </label>
      </fieldset>
      {draft.customDnsEnabled ? (
        <div className="network__pair">
          <TextField {...field('primaryDns')} label={<Trans>Primary DNS</Trans>} inputMode="decimal" autoComplete="off" />
          <TextField {...field('secondaryDns')} label={<Trans>Secondary DNS (optional)</Trans>} inputMode="decimal" autoComplete="off" />
        </div>
      ) : null}
    </NetworkForm>
  );
}

const toggleButtonId = (setting: NetworkSetting) => `network-toggle-${setting}`;

/** UPnP and the hotspot: each on or off, turned with a confirmation (machines/network/network-toggle.ts). */
export function SwitchesPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const switching = flow.snapshot.children.toggle;
  const row = (setting: NetworkSetting, on: boolean, name: ReactNode, what: ReactNode) => (
    <RecordItem
      testId={`switch-${setting}`}
      title={
        <>
          <strong>{name}</strong> <span className={`badge ${on ? 'badge--success' : ''}`}>{on ? <Trans>On</Trans> : <Trans>Off</Trans>}</span>
        </>
      }
      line={what}
      hint
      action={
        <FlowButton flow={flow} event={{ type: 'toggle', setting }} id={toggleButtonId(setting)}>
          {on ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
          <span className="visually-hidden"> {name}</span>
        </FlowButton>
      }
    />
  );
  return (
    <Panel id="network-switches" title={<Trans>UPnP and hotspot</Trans>}>
      <ul className="network__list">
        {row('upnp', network.upnpEnabled, <Trans>UPnP</Trans>, <Trans>Lets devices on the network open ports for themselves.</Trans>)}
        {row('hotspot', network.hotspotEnabled, <Trans>Hotspot</Trans>, <Trans>Shares a separate Wi-Fi signal with the provider's customers nearby.</Trans>)}
      </ul>
      {switching ? <ToggleDialog actor={switching} /> : null}
    </Panel>
  );
}

function ToggleDialog({ actor }: { actor: ActorRefFrom<typeof networkToggleMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { setting, enabled } = snapshot.context;
  const upnp = setting === 'upnp';
  return (
    <ModalDialog
      id="network-toggle"
      title={
        upnp ? (
          enabled ? (
            <Trans>Turn UPnP on?</Trans>
          ) : (
            <Trans>Turn UPnP off?</Trans>
          )
        ) : enabled ? (
          <Trans>Turn the hotspot on?</Trans>
        ) : (
          <Trans>Turn the hotspot off?</Trans>
        )
      }
      confirmLabel={enabled ? <Trans>Turn on</Trans> : <Trans>Turn off</Trans>}
      dismissLabel={<Trans>Cancel</Trans>}
      onConfirm={() => actor.send({ type: 'confirm' })}
      onDismiss={() => actor.send({ type: 'keep' })}
      returnFocusTo={toggleButtonId(setting)}
      busy={snapshot.hasTag('busy')}
    >
      <p>
        {upnp ? (
          enabled ? (
            <Trans>Devices on your network will be able to open ports without a port forward. Turn it on only if a device needs it.</Trans>
          ) : (
            <Trans>Devices that opened ports for themselves, like some game consoles or cameras, may stop being reachable.</Trans>
          )
        ) : enabled ? (
          <Trans>The router will share a separate Wi-Fi signal. Your own networks stay private.</Trans>
        ) : (
          <Trans>The router will stop sharing its separate Wi-Fi signal.</Trans>
        )}
      </p>
    </ModalDialog>
  );
}
