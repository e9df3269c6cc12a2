import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkForwardCreateMachine } from '../../../machines/network/network-forward-create';
import { portForwardErrors, PROTOCOLS, type PortForwardDraft } from '../../domain/network';
import type { RouterNetwork } from '../../domain/router-network';
import { TextField } from '../../ui/payment-method/text-field';
import { ChoiceField, draftField, LanAddressField, NetworkForm, useFormErrors } from './form-parts';
import { PROTOCOL_TEXT } from './messages';
import { RecordsPanel } from './records-panel';
import type { NetworkSettingsFlow } from './use-network-settings';

type ForwardRef = ActorRefFrom<typeof networkForwardCreateMachine>;

/** Port forwards (spec platform §3): the list, a new one with its form, and Delete with a confirmation. */
export function ForwardsPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const { t } = useLingui();
  const adding = flow.snapshot.children.forward;
  return (
    <RecordsPanel
      flow={flow}
      kind="portForward"
      form={adding ? <ForwardForm actor={adding} /> : null}
      records={network.portForwards}
      view={(f) => ({
        testId: `forward-${f.id}`,
        name: f.name,
        title: (
          <>
            <strong>{f.name}</strong> <span className="badge">{t(PROTOCOL_TEXT[f.protocol]!)}</span>
          </>
        ),
        line: (
          <Trans>
            Ports <span className="device-facts__code">{f.externalPorts}</span> to{' '}
            <span className="device-facts__code">
              {f.targetAddress}:{f.internalPorts}
            </span>
          </Trans>
        ),
      })}
    />
  );
}

const ORDER = ['name', 'protocol', 'externalPorts', 'internalPorts', 'targetAddress'] as const;

/** A new forward (machines/network/network-forward-create.ts): its rules are src/domain/network.ts portForwardErrors. */
function ForwardForm({ actor }: { actor: ForwardRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { draft, lan } = snapshot.context;
  const { shown } = useFormErrors('forward', portForwardErrors(draft, snapshot.context), ORDER, snapshot);
  const set = (change: Partial<PortForwardDraft>) => actor.send({ type: 'forward.set', draft: { ...draft, ...change } });
  const field = draftField('forward', draft, (d) => actor.send({ type: 'forward.set', draft: d }), shown);
  return (
    <NetworkForm name="forward" snapshot={snapshot} actor={actor} title={<Trans>New port forward</Trans>} saveLabel={<Trans>Add forward</Trans>}>
      <TextField {...field('name')} label={<Trans>Name</Trans>} autoComplete="off" />
      <ChoiceField
        field="forward.protocol"
        label={<Trans>Protocol</Trans>}
        value={draft.protocol}
        choices={PROTOCOLS}
        text={PROTOCOL_TEXT}
        onValue={(protocol) => set({ protocol })}
      />
      <div className="network__pair">
        <TextField
          {...field('externalPorts')}
          label={<Trans>External ports</Trans>}
          hint={<Trans>One port (8080) or a range (8000-8010)</Trans>}
          hintBelow
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...field('internalPorts')}
          label={<Trans>Internal ports</Trans>}
          hint={<Trans>As many ports as the external ones</Trans>}
          hintBelow
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <LanAddressField {...field('targetAddress')} label={<Trans>Device address</Trans>} lan={lan} />
    </NetworkForm>
  );
}
