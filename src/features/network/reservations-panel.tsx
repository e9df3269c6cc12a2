import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkReservationCreateMachine } from '../../../machines/network-reservation-create';
import { lanHostRange, reservationErrors, type ReservationDraft } from '../../domain/network';
import type { RouterNetwork } from '../../domain/router-network';
import { fieldId } from '../../ui/payment-method/field-id';
import { TextField } from '../../ui/payment-method/text-field';
import { useShownErrors } from '../../ui/use-shown-errors';
import { DeleteDialog, deleteButtonId } from './delete-dialog';
import { FormButtons, Panel, SaveError } from './form-parts';
import { issueText } from './messages';
import type { NetworkSettingsFlow } from './use-network-settings';

type ReservationRef = ActorRefFrom<typeof networkReservationCreateMachine>;

/** DHCP reservations (spec platform §3): the list, a new one with its form, and Delete with a confirmation. */
export function ReservationsPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const { snapshot, send } = flow;
  const adding = snapshot.children.reservation;
  const deleting = snapshot.children.delete;
  return (
    <Panel
      id="network-reservations"
      title={<Trans>Reserved addresses (DHCP)</Trans>}
      actions={
        adding ? null : (
          <button
            id="network-reservation-add"
            type="button"
            className="button button--small button--ghost"
            disabled={!snapshot.can({ type: 'reservation.add' })}
            onClick={() => send({ type: 'reservation.add' })}
          >
            <Trans>Add a reservation</Trans>
          </button>
        )
      }
    >
      {adding ? <ReservationForm actor={adding} /> : null}
      {network.dhcpReservations.length === 0 ? (
        <p className="field__hint">
          <Trans>No address is reserved.</Trans>
        </p>
      ) : (
        <ul className="network__list">
          {network.dhcpReservations.map((r) => (
            <li key={r.id} className="network__item network__item--row" data-testid={`reservation-${r.id}`}>
              <div>
                <p className="network__item-title">
                  <strong>{r.deviceName}</strong>
                </p>
                <p className="network__item-line">
                  <span className="device-facts__code">{r.ipAddress}</span> · <span className="device-facts__code">{r.macAddress}</span>
                </p>
              </div>
              <button
                id={deleteButtonId(r.id)}
                type="button"
                className="button button--small button--ghost"
                disabled={!snapshot.can({ type: 'record.delete', kind: 'reservation', id: r.id })}
                onClick={() => send({ type: 'record.delete', kind: 'reservation', id: r.id })}
              >
                <Trans>Delete</Trans>
                <span className="visually-hidden"> {r.deviceName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && snapshot.context.deleting?.kind === 'reservation' ? <DeleteDialog actor={deleting} /> : null}
    </Panel>
  );
}

const ORDER = ['deviceName', 'macAddress', 'ipAddress'] as const;
const key = (field: string) => `reservation.${field}`;

/** A new reservation (machines/network-reservation-create.ts): its rules are src/domain/network.ts reservationErrors. */
function ReservationForm({ actor }: { actor: ReservationRef }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { draft, tried, saveError, lan } = snapshot.context;
  const errors = Object.fromEntries(Object.entries(reservationErrors(draft, snapshot.context)).map(([field, code]) => [key(field), t(issueText(code))]));
  const { shown } = useShownErrors(errors, tried, ORDER.map(key), snapshot.hasTag('refused'), fieldId);
  const set = (change: Partial<ReservationDraft>) => actor.send({ type: 'reservation.set', draft: { ...draft, ...change } });
  const { first, last } = lanHostRange(lan);
  const router = lan.routerAddress;
  return (
    <form
      className="network__form"
      noValidate
      data-testid="reservation-form"
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'save' });
      }}
    >
      <h4 className="network__form-title">
        <Trans>New reservation</Trans>
      </h4>
      <TextField
        field={key('deviceName')}
        label={<Trans>Device name</Trans>}
        value={draft.deviceName}
        onValue={(deviceName) => set({ deviceName })}
        error={shown(key('deviceName'))}
        autoComplete="off"
      />
      <TextField
        field={key('macAddress')}
        label={<Trans>MAC address</Trans>}
        hint={<Trans>On the device's label or in its network settings</Trans>}
        value={draft.macAddress}
        onValue={(macAddress) => set({ macAddress })}
        error={shown(key('macAddress'))}
        autoComplete="off"
      />
      <TextField
        field={key('ipAddress')}
        label={<Trans>Address</Trans>}
        hint={
          <Trans>
            From {first} to {last}, except the router's own {router}
          </Trans>
        }
        value={draft.ipAddress}
        onValue={(ipAddress) => set({ ipAddress })}
        error={shown(key('ipAddress'))}
        inputMode="decimal"
        autoComplete="off"
      />
      <SaveError code={saveError} testId="reservation-save-failed" />
      <FormButtons busy={snapshot.hasTag('busy')} saveLabel={<Trans>Reserve</Trans>} onCancel={() => actor.send({ type: 'cancel' })} />
    </form>
  );
}
