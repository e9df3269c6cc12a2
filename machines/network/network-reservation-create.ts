import { setup } from 'xstate';
import { hasErrors, reservationErrors, type Lan, type ReservationDraft } from '../../src/domain/network';
import type { DhcpReservation } from '../../src/domain/router-network';
import { draftActions, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * A new DHCP reservation (spec platform §3, §7 `createDhcpReservation`): the device's name, its
 * MAC address (any usual spelling) and the address it always gets, inside the LAN; the rules of
 * src/domain/network.ts refuse Save on the form (one reservation per address and per MAC), the
 * server runs the same. Outcomes: saved (with the reservation as stored), cancelled. A connected
 * device is reserved in one step by machines/network/network-reserve-device.ts instead.
 */
export interface NetworkReservationCreateInput {
  equipmentId: string;
  lan: Lan;
  dhcpReservations: DhcpReservation[];
}
export type NetworkReservationCreateOutput = { outcome: 'saved'; reservation: DhcpReservation } | { outcome: 'cancelled' };
export type NetworkReservationCreateEvent = { type: 'reservation.set'; draft: ReservationDraft } | { type: 'save' } | { type: 'cancel' };

type Context = DraftFormContext<NetworkReservationCreateInput, NetworkReservationCreateOutput, ReservationDraft>;

const EMPTY_RESERVATION: ReservationDraft = { deviceName: '', macAddress: '', ipAddress: '' };

export const networkReservationCreateMachine = setup(
  formSaveSetup<NetworkReservationCreateInput, Context, NetworkReservationCreateEvent, NetworkReservationCreateOutput, 'reservation'>()({
    actors: { createDhcpReservation: notProvided<DhcpReservation, { equipmentId: string; draft: ReservationDraft }>('createDhcpReservation') },
    invalid: (context) => hasErrors(reservationErrors(context.draft, context)),
    actions: draftActions<ReservationDraft, Context, NetworkReservationCreateEvent>(),
  }),
).createMachine({
  id: 'networkReservationCreate',
  context: ({ input }) => ({ ...input, draft: EMPTY_RESERVATION, ...formSaveStart }),
  initial: 'editing',
  states: oneCallFormStates({
    screen: 'reservation',
    on: { 'reservation.set': typedIn<ReservationDraft>() },
    reason: refusedFor('reservation.fields'),
    invoke: {
      id: 'createDhcpReservation',
      src: 'createDhcpReservation',
      input: ({ context }: { context: Context }) => ({ equipmentId: context.equipmentId, draft: context.draft }),
    },
    saved: (_: Context, reservation: DhcpReservation): NetworkReservationCreateOutput => ({ outcome: 'saved', reservation }),
  }),
  output: ({ context }) => context.output!,
});
