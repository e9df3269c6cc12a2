import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkReservationCreateMachine } from '../../../machines/network/network-reservation-create';
import { reservationErrors } from '../../domain/network';
import type { RouterNetwork } from '../../domain/router-network';
import { TextField } from '../../ui/payment-method/text-field';
import { draftField, LanAddressField, NetworkForm, useFormErrors } from './form-parts';
import { RecordsPanel } from './records-panel';
import type { NetworkSettingsFlow } from './use-network-settings';

type ReservationRef = ActorRefFrom<typeof networkReservationCreateMachine>;

/** DHCP reservations (spec platform §3): the list, a new one with its form, and Delete with a confirmation. */
export function ReservationsPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const adding = flow.snapshot.children.reservation;
  return (
    <RecordsPanel
      flow={flow}
      kind="reservation"
      form={adding ? <ReservationForm actor={adding} /> : null}
      records={network.dhcpReservations}
      view={(r) => ({
        testId: `reservation-${r.id}`,
        name: r.deviceName,
        title: <strong>{r.deviceName}</strong>,
        line: (
          <>
            <span className="device-facts__code">{r.ipAddress}</span> · <span className="device-facts__code">{r.macAddress}</span>
          </>
        ),
      })}
    />
  );
}

const ORDER = ['deviceName', 'macAddress', 'ipAddress'] as const;

/** A new reservation (machines/network/network-reservation-create.ts): its rules are src/domain/network.ts reservationErrors. */
function ReservationForm({ actor }: { actor: ReservationRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { draft, lan } = snapshot.context;
  const { shown } = useFormErrors('reservation', reservationErrors(draft, snapshot.context), ORDER, snapshot);
  const field = draftField('reservation', draft, (d) => actor.send({ type: 'reservation.set', draft: d }), shown);
  return (
    <NetworkForm name="reservation" snapshot={snapshot} actor={actor} title={<Trans>New reservation</Trans>} saveLabel={<Trans>Reserve</Trans>}>
      <TextField {...field('deviceName')} label={<Trans>Device name</Trans>} autoComplete="off" />
      <TextField
        {...field('macAddress')}
        label={<Trans>MAC address</Trans>}
        hint={<Trans>On the device's label or in its network settings</Trans>}
        autoComplete="off"
      />
      <LanAddressField {...field('ipAddress')} label={<Trans>Address</Trans>} lan={lan} />
    </NetworkForm>
  );
}
