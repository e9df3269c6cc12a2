import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkForwardCreateMachine } from '../../../machines/network-forward-create';
import { lanHostRange, portForwardErrors, PROTOCOLS, type PortForwardDraft } from '../../domain/network';
import type { RouterNetwork } from '../../domain/router-network';
import { fieldId } from '../../ui/payment-method/field-id';
import { TextField } from '../../ui/payment-method/text-field';
import { useShownErrors } from '../../ui/use-shown-errors';
import { DeleteDialog, deleteButtonId } from './delete-dialog';
import { FormButtons, Panel, SaveError } from './form-parts';
import { issueText, PROTOCOL_TEXT } from './messages';
import type { NetworkSettingsFlow } from './use-network-settings';

type ForwardRef = ActorRefFrom<typeof networkForwardCreateMachine>;

/** Port forwards (spec platform §3): the list, a new one with its form, and Delete with a confirmation. */
export function ForwardsPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const { t } = useLingui();
  const { snapshot, send } = flow;
  const adding = snapshot.children.forward;
  const deleting = snapshot.children.delete;
  return (
    <Panel
      id="network-forwards"
      title={<Trans>Port forwards</Trans>}
      actions={
        adding ? null : (
          <button
            id="network-forward-add"
            type="button"
            className="button button--small button--ghost"
            disabled={!snapshot.can({ type: 'forward.add' })}
            onClick={() => send({ type: 'forward.add' })}
          >
            <Trans>Add a port forward</Trans>
          </button>
        )
      }
    >
      {adding ? <ForwardForm actor={adding} /> : null}
      {network.portForwards.length === 0 ? (
        <p className="field__hint">
          <Trans>No port is forwarded.</Trans>
        </p>
      ) : (
        <ul className="network__list">
          {network.portForwards.map((f) => (
            <li key={f.id} className="network__item network__item--row" data-testid={`forward-${f.id}`}>
              <div>
                <p className="network__item-title">
                  <strong>{f.name}</strong> <span className="badge">{t(PROTOCOL_TEXT[f.protocol]!)}</span>
                </p>
                <p className="network__item-line">
                  <Trans>
                    Ports <span className="device-facts__code">{f.externalPorts}</span> to{' '}
                    <span className="device-facts__code">
                      {f.targetAddress}:{f.internalPorts}
                    </span>
                  </Trans>
                </p>
              </div>
              <button
                id={deleteButtonId(f.id)}
                type="button"
                className="button button--small button--ghost"
                disabled={!snapshot.can({ type: 'record.delete', kind: 'portForward', id: f.id })}
                onClick={() => send({ type: 'record.delete', kind: 'portForward', id: f.id })}
              >
                <Trans>Delete</Trans>
                <span className="visually-hidden"> {f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && snapshot.context.deleting?.kind === 'portForward' ? <DeleteDialog actor={deleting} /> : null}
    </Panel>
  );
}

const ORDER = ['name', 'protocol', 'externalPorts', 'internalPorts', 'targetAddress'] as const;
const key = (field: string) => `forward.${field}`;

/** A new forward (machines/network-forward-create.ts): its rules are src/domain/network.ts portForwardErrors. */
function ForwardForm({ actor }: { actor: ForwardRef }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { draft, tried, saveError, lan } = snapshot.context;
  const errors = Object.fromEntries(Object.entries(portForwardErrors(draft, snapshot.context)).map(([field, code]) => [key(field), t(issueText(code))]));
  const { shown } = useShownErrors(errors, tried, ORDER.map(key), snapshot.hasTag('refused'), fieldId);
  const set = (change: Partial<PortForwardDraft>) => actor.send({ type: 'forward.set', draft: { ...draft, ...change } });
  const { first, last } = lanHostRange(lan);
  const router = lan.routerAddress;
  return (
    <form
      className="network__form"
      noValidate
      data-testid="forward-form"
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'save' });
      }}
    >
      <h4 className="network__form-title">
        <Trans>New port forward</Trans>
      </h4>
      <TextField
        field={key('name')}
        label={<Trans>Name</Trans>}
        value={draft.name}
        onValue={(name) => set({ name })}
        error={shown(key('name'))}
        autoComplete="off"
      />
      <div className="field">
        <label className="field__label" htmlFor={fieldId(key('protocol'))}>
          <Trans>Protocol</Trans>
        </label>
        <select
          id={fieldId(key('protocol'))}
          className="field__input"
          value={draft.protocol}
          onChange={(e) => set({ protocol: PROTOCOLS.find((p) => p === e.target.value) ?? draft.protocol })}
        >
          {PROTOCOLS.map((p) => (
            <option key={p} value={p}>
              {t(PROTOCOL_TEXT[p]!)}
            </option>
          ))}
        </select>
      </div>
      <div className="network__pair">
        <TextField
          field={key('externalPorts')}
          label={<Trans>External ports</Trans>}
          hint={<Trans>One port (8080) or a range (8000-8010)</Trans>}
          hintBelow
          value={draft.externalPorts}
          onValue={(externalPorts) => set({ externalPorts })}
          error={shown(key('externalPorts'))}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={key('internalPorts')}
          label={<Trans>Internal ports</Trans>}
          hint={<Trans>As many ports as the external ones</Trans>}
          hintBelow
          value={draft.internalPorts}
          onValue={(internalPorts) => set({ internalPorts })}
          error={shown(key('internalPorts'))}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <TextField
        field={key('targetAddress')}
        label={<Trans>Device address</Trans>}
        hint={
          <Trans>
            From {first} to {last}, except the router's own {router}
          </Trans>
        }
        value={draft.targetAddress}
        onValue={(targetAddress) => set({ targetAddress })}
        error={shown(key('targetAddress'))}
        inputMode="decimal"
        autoComplete="off"
      />
      <SaveError code={saveError} testId="forward-save-failed" />
      <FormButtons busy={snapshot.hasTag('busy')} saveLabel={<Trans>Add forward</Trans>} onCancel={() => actor.send({ type: 'cancel' })} />
    </form>
  );
}
