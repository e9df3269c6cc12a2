import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkGuestCreateMachine } from '../../../machines/network/network-guest-create';
import { screenMeta } from '../../../machines/parts/screen';
import { ADDITIONAL_NETWORKS_MAX, additionalNetworkErrors, addNetworkRefusal, type AdditionalNetworkDraft } from '../../domain/network';
import type { RouterNetwork } from '../../domain/router-network';
import { fieldId } from '../../ui/payment-method/field-id';
import { ApplyDialog, NetworkForm, useFormErrors } from './form-parts';
import { SECURITY_TEXT } from './messages';
import { RecordsPanel } from './records-panel';
import type { NetworkSettingsFlow } from './use-network-settings';
import { WifiFields } from './wifi-panel';

/** Either guest network flow (machines/network/network-guest-form.ts): the same chart, created or changed. */
type GuestRef = ActorRefFrom<typeof networkGuestCreateMachine>;

/**
 * The additional (guest) networks the router broadcasts (spec platform §3, §7): the list, Add, Edit
 * and Delete; Add is not offered once the router has the most it can broadcast (addNetworkRefusal).
 */
export function GuestNetworksPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const { t } = useLingui();
  const { guestCreate, guestUpdate } = flow.snapshot.children;
  const open = guestCreate ?? guestUpdate;
  const max = ADDITIONAL_NETWORKS_MAX;
  return (
    <RecordsPanel
      flow={flow}
      kind="additionalNetwork"
      form={open ? <GuestForm actor={open} /> : null}
      note={
        addNetworkRefusal(network) && !open ? (
          <p className="field__hint" data-testid="guest-limit">
            <Trans>This router broadcasts at most {max} guest networks. Delete one to add another.</Trans>
          </p>
        ) : null
      }
      records={network.additionalNetworks}
      view={(n) => ({
        testId: `guest-${n.id}`,
        name: n.ssid,
        title: (
          <>
            <strong>{n.ssid}</strong> <span className={`badge ${n.enabled ? 'badge--success' : ''}`}>{n.enabled ? <Trans>On</Trans> : <Trans>Off</Trans>}</span>
          </>
        ),
        line: (
          <>
            {t(SECURITY_TEXT[n.securityMode]!)} · {n.broadcast ? <Trans>Name shown to everyone nearby</Trans> : <Trans>Name hidden</Trans>}
          </>
        ),
        edit: { type: 'guest.edit', id: n.id },
      })}
    />
  );
}

const ORDER = ['ssid', 'password', 'securityMode'] as const;

/** A guest network added or changed: its rules are src/domain/network.ts additionalNetworkErrors; Save asks to apply first. */
function GuestForm({ actor }: { actor: GuestRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { draft, router, id } = snapshot.context;
  const { shown } = useFormErrors('guest', additionalNetworkErrors(draft, router, id), ORDER, snapshot);
  const set = (change: Partial<AdditionalNetworkDraft>) => actor.send({ type: 'guest.set', draft: { ...draft, ...change } });
  const key = (field: string) => `guest.${field}`;
  return (
    <NetworkForm
      name="guest"
      snapshot={snapshot}
      actor={actor}
      title={id === null ? <Trans>New guest network</Trans> : <Trans>Change the guest network</Trans>}
      saveLabel={<Trans>Save guest network</Trans>}
      after={
        screenMeta(snapshot).dialog === 'apply' ? (
          <ApplyDialog id="guest-apply" actor={actor} title={<Trans>Apply the guest network?</Trans>} returnFocusTo={fieldId(key('ssid'))}>
            <Trans>The router applies it at once: every device on this guest network is disconnected and must join again with its name and password.</Trans>
          </ApplyDialog>
        ) : null
      }
    >
      <WifiFields prefix="guest" draft={draft} set={set} shown={shown} />
      <label className="network__choice">
        <input id={fieldId(key('enabled'))} type="checkbox" checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
        <Trans>On: the router broadcasts this network</Trans>
      </label>
      <label className="network__choice">
        <input id={fieldId(key('broadcast'))} type="checkbox" checked={draft.broadcast} onChange={(e) => set({ broadcast: e.target.checked })} />{' '}
        <Trans>Show the name to everyone nearby (off: visitors type the name to join)</Trans>
      </label>
    </NetworkForm>
  );
}
