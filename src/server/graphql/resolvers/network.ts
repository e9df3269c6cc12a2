import { z } from 'zod';
import type { RebootResult } from '../../../domain/equipment';
import {
  accessPointErrors,
  addNetworkRefusal,
  additionalNetworkErrors,
  dnsErrors,
  hasErrors,
  lanHostRange,
  normalizeMac,
  portForwardErrors,
  reservationErrors,
  type SecurityMode,
} from '../../../domain/network';
import { networkRefusal } from '../../../domain/roles';
import { factoryDefaults } from '../../../domain/router-network';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { EquipmentRecord, Store } from '../../store/records';
import { nextId } from '../../store/store';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

// The router's network settings (spec platform §3, §6, §7): read, and each write
// checked in this order, so a caller learns no more than its place allows: an armed fault; the
// role (STANDARD users manage no network, spec §6: FORBIDDEN before the input is read); the
// input's shape; the router, the caller's own (another account's is NOT_FOUND); a router that is
// being factory reset takes no setting (CONFLICT); then the field rules of src/domain/network.ts
// (VALIDATION_FAILED, one issue per field, its message the rule's code). A refused write changes
// nothing. Wi-Fi passphrases are secrets: they are never logged, and errors never echo them.

type Router = NonNullable<EquipmentRecord['components']['router']>;

/** Default factory-reset timing when the store's config has none (a managed router is back, re-provisioned, in 4 minutes). */
const FACTORY_RESET_TIMING = { offlineSeconds: 240, startDelaySeconds: 60, intervalSeconds: 15, durationSeconds: 420 };

const Ref = z.string().min(1);
const EquipmentOnly = z.object({ equipmentId: Ref }).strict();
const AccessPointsInput = z
  .object({
    equipmentId: Ref,
    accessPoints: z
      .array(z.object({ id: Ref, ssid: z.string(), password: z.string(), securityMode: z.string() }).strict())
      .min(1)
      .max(8),
  })
  .strict();
const PortForwardInput = z
  .object({ equipmentId: Ref, name: z.string(), protocol: z.string(), externalPorts: z.string(), internalPorts: z.string(), targetAddress: z.string() })
  .strict();
const ReservationInput = z.object({ equipmentId: Ref, deviceName: z.string(), macAddress: z.string(), ipAddress: z.string() }).strict();
const DeleteInput = z.object({ equipmentId: Ref, id: Ref }).strict();
const DnsInput = z.object({ equipmentId: Ref, customDnsEnabled: z.boolean(), primaryDns: z.string(), secondaryDns: z.string() }).strict();
const ToggleInput = z.object({ equipmentId: Ref, enabled: z.boolean() }).strict();
const guestFields = { equipmentId: Ref, ssid: z.string(), password: z.string(), securityMode: z.string(), broadcast: z.boolean(), enabled: z.boolean() };
const GuestCreateInput = z.object(guestFields).strict();
const GuestUpdateInput = z.object({ ...guestFields, id: Ref }).strict();

/** FORBIDDEN for a role that manages no network, before anything else is read. */
function assertNetworkRole({ caller }: ResolverContext): void {
  const refusal = networkRefusal(caller.user.role);
  if (refusal) throw new ApiError('FORBIDDEN', 'Network settings are managed by account administrators', [{ path: [], code: 'custom', message: refusal }]);
}

/** The caller's own router, as the live store holds it. */
function ownRouter(context: ResolverContext, equipmentId: string): { device: EquipmentRecord; router: Router } {
  const device = ownRecord(context.server.store.state.equipment, equipmentId, context.caller, 'Equipment');
  const router = device.components.router;
  if (!router)
    throw new ApiError('CONFLICT', 'This equipment has no network settings', [{ path: ['equipmentId'], code: 'custom', message: 'network.notRouter' }]);
  return { device, router };
}

const isResetting = (router: Router, now: Date): boolean => router.factoryResetUntil !== null && now.getTime() < new Date(router.factoryResetUntil).getTime();

/** A router the caller may change now: its own, and not in the middle of a factory reset. */
function writableRouter(context: ResolverContext, equipmentId: string): { device: EquipmentRecord; router: Router } {
  const found = ownRouter(context, equipmentId);
  if (isResetting(found.router, context.server.clock.now())) {
    throw new ApiError('CONFLICT', 'The router is being reset', [{ path: ['equipmentId'], code: 'custom', message: 'network.resetting' }]);
  }
  return found;
}

function refuseFields(errors: Record<string, string | undefined>, prefix: (string | number)[] = []): void {
  if (!hasErrors(errors)) return;
  throw new ApiError(
    'VALIDATION_FAILED',
    'The request has invalid fields',
    Object.entries(errors).map(([field, message]) => ({ path: [...prefix, field], code: 'custom', message: message! })),
  );
}

/** Changes the router of this equipment in one transaction. */
function changeRouter<T>(context: ResolverContext, equipmentId: string, change: (router: Router, draft: Store) => T): T {
  return context.server.store.transact((draft) => change(draft.equipment.find((e) => e.id === equipmentId)!.components.router!, draft));
}

/** What the API shows of a router's network: the passphrases as `password` (spec platform §3). */
function routerNetworkOf(device: EquipmentRecord, router: Router, now: Date) {
  return {
    equipmentId: device.id,
    lan: { ...router.lan, ...lanHostRange(router.lan) },
    accessPoints: router.accessPoints.map(({ passphrase, ...ap }) => ({ ...ap, password: passphrase })),
    customDnsEnabled: router.customDnsEnabled,
    primaryDns: router.primaryDns,
    secondaryDns: router.secondaryDns,
    upnpEnabled: router.upnpEnabled,
    hotspotEnabled: router.hotspotEnabled,
    connectedDevices: router.connectedDevices.map((d) => ({
      ...d,
      reservationId: router.dhcpReservations.find((r) => r.macAddress === d.macAddress)?.id ?? null,
    })),
    portForwards: router.portForwards,
    dhcpReservations: router.dhcpReservations,
    additionalNetworks: router.additionalNetworks.map(additionalNetworkOf),
    staticIpSubnets: router.staticIpSubnets,
    resetting: isResetting(router, now),
  };
}

/** An additional network as the API shows it: the passphrase as `password` (spec platform §3). */
const additionalNetworkOf = ({ passphrase, ...n }: Router['additionalNetworks'][number]) => ({ ...n, password: passphrase });

/** Adds a record with a new id (never reused, meta.nextIds) to the router's forwards, reservations or additional networks. */
function addTo<C extends 'portForwards' | 'dhcpReservations' | 'additionalNetworks'>(
  context: ResolverContext,
  equipmentId: string,
  collection: C,
  fields: Omit<Router[C][number], 'id'>,
): Router[C][number] {
  return changeRouter(context, equipmentId, (own, store) => {
    const record = { id: nextId(store, collection), ...fields } as Router[C][number];
    (own[collection] as Router[C][number][]).push(record);
    return record;
  });
}

/** A write that removes one record (a forward, a reservation, an additional network) of the caller's router by id; an id it does not have is NOT_FOUND. */
function deleteFrom(operation: string, collection: 'portForwards' | 'dhcpReservations' | 'additionalNetworks', what: string) {
  return (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed(operation);
    assertNetworkRole(context);
    const { equipmentId, id } = parseInput(DeleteInput, args.input);
    const { router } = writableRouter(context, equipmentId);
    if (!router[collection].some((r) => r.id === id)) throw new ApiError('NOT_FOUND', `${what} not found`);
    changeRouter(context, equipmentId, (own) => {
      (own[collection] as { id: string }[]) = own[collection].filter((r) => r.id !== id);
    });
    return { id };
  };
}

/** A write that turns one of the router's switches (UPnP, the hotspot) on or off. */
function toggle(operation: string, field: 'upnpEnabled' | 'hotspotEnabled') {
  return (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed(operation);
    assertNetworkRole(context);
    const { equipmentId, enabled } = parseInput(ToggleInput, args.input);
    writableRouter(context, equipmentId);
    changeRouter(context, equipmentId, (own) => (own[field] = enabled));
    return { enabled };
  };
}

export const networkResolvers = {
  routerNetwork: (args: { equipmentId: string }, context: ResolverContext) => {
    context.server.faults.failIfArmed('routerNetwork');
    assertNetworkRole(context);
    const { device, router } = ownRouter(context, args.equipmentId);
    return routerNetworkOf(device, router, context.server.clock.now());
  },

  updateRouterAccessPoints: (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed('updateRouterAccessPoints');
    assertNetworkRole(context);
    const input = parseInput(AccessPointsInput, args.input);
    const { router } = writableRouter(context, input.equipmentId);
    input.accessPoints.forEach((ap, i) => {
      if (!router.accessPoints.some((own) => own.id === ap.id)) {
        throw new ApiError('VALIDATION_FAILED', 'No such access point on this router', [
          { path: ['accessPoints', i, 'id'], code: 'custom', message: 'accessPoint.unknown' },
        ]);
      }
      refuseFields(accessPointErrors({ ...ap, securityMode: ap.securityMode as SecurityMode }), ['accessPoints', i]);
    });
    changeRouter(context, input.equipmentId, (draft) => {
      for (const ap of input.accessPoints) {
        const own = draft.accessPoints.find((a) => a.id === ap.id)!;
        own.ssid = ap.ssid;
        own.passphrase = ap.password;
        own.securityMode = ap.securityMode as SecurityMode;
      }
    });
    return { equipmentId: input.equipmentId };
  },

  createPortForward: (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed('createPortForward');
    assertNetworkRole(context);
    const { equipmentId, ...draft } = parseInput(PortForwardInput, args.input);
    const { router } = writableRouter(context, equipmentId);
    const typed = { ...draft, protocol: draft.protocol as Router['portForwards'][number]['protocol'] };
    refuseFields(portForwardErrors(typed, router));
    return addTo(context, equipmentId, 'portForwards', {
      name: typed.name.trim(),
      protocol: typed.protocol,
      externalPorts: typed.externalPorts.replace(/\s/g, ''),
      internalPorts: typed.internalPorts.replace(/\s/g, ''),
      targetAddress: typed.targetAddress.trim(),
    });
  },

  deletePortForward: deleteFrom('deletePortForward', 'portForwards', 'Port forward'),

  createDhcpReservation: (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed('createDhcpReservation');
    assertNetworkRole(context);
    const { equipmentId, ...draft } = parseInput(ReservationInput, args.input);
    const { router } = writableRouter(context, equipmentId);
    refuseFields(reservationErrors(draft, router));
    return addTo(context, equipmentId, 'dhcpReservations', {
      deviceName: draft.deviceName.trim(),
      macAddress: normalizeMac(draft.macAddress)!,
      ipAddress: draft.ipAddress.trim(),
    });
  },

  deleteDhcpReservation: deleteFrom('deleteDhcpReservation', 'dhcpReservations', 'DHCP reservation'),

  /**
   * Additional (guest) networks (spec platform §3, §7 "additional network create/update/delete";
   * the spec does not name the mutations, so they are named like the others): the Wi-Fi rules, a
   * name none of the router's other networks has, and at most ADDITIONAL_NETWORKS_MAX on a router
   * (CONFLICT additionalNetwork.limit).
   */
  createAdditionalNetwork: (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed('createAdditionalNetwork');
    assertNetworkRole(context);
    const { equipmentId, password, ...draft } = parseInput(GuestCreateInput, args.input);
    const { router } = writableRouter(context, equipmentId);
    const limit = addNetworkRefusal(router);
    if (limit) throw new ApiError('CONFLICT', 'The router has all the networks it can broadcast', [{ path: ['equipmentId'], code: 'custom', message: limit }]);
    const typed = { ...draft, password, securityMode: draft.securityMode as SecurityMode };
    refuseFields(additionalNetworkErrors(typed, router, null));
    return additionalNetworkOf(addTo(context, equipmentId, 'additionalNetworks', { ...draft, securityMode: typed.securityMode, passphrase: password }));
  },

  updateAdditionalNetwork: (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed('updateAdditionalNetwork');
    assertNetworkRole(context);
    const { equipmentId, id, password, ...draft } = parseInput(GuestUpdateInput, args.input);
    const { router } = writableRouter(context, equipmentId);
    if (!router.additionalNetworks.some((n) => n.id === id)) throw new ApiError('NOT_FOUND', 'Additional network not found');
    const typed = { ...draft, password, securityMode: draft.securityMode as SecurityMode };
    refuseFields(additionalNetworkErrors(typed, router, id));
    return changeRouter(context, equipmentId, (own) => {
      const network = own.additionalNetworks.find((n) => n.id === id)!;
      Object.assign(network, { ...draft, securityMode: typed.securityMode, passphrase: password });
      return additionalNetworkOf(network);
    });
  },

  deleteAdditionalNetwork: deleteFrom('deleteAdditionalNetwork', 'additionalNetworks', 'Additional network'),

  updateDnsConfiguration: (args: { input: unknown }, context: ResolverContext) => {
    context.server.faults.failIfArmed('updateDnsConfiguration');
    assertNetworkRole(context);
    const { equipmentId, ...draft } = parseInput(DnsInput, args.input);
    writableRouter(context, equipmentId);
    refuseFields(dnsErrors(draft));
    const dns = {
      customDnsEnabled: draft.customDnsEnabled,
      primaryDns: draft.customDnsEnabled ? draft.primaryDns.trim() : null,
      secondaryDns: draft.customDnsEnabled && draft.secondaryDns.trim() !== '' ? draft.secondaryDns.trim() : null,
    };
    changeRouter(context, equipmentId, (own) => Object.assign(own, dns));
    return dns;
  },

  updateRouterConfigurationUpnp: toggle('updateRouterConfigurationUpnp', 'upnpEnabled'),
  updateNetworkHotSpot: toggle('updateNetworkHotSpot', 'hotspotEnabled'),

  /**
   * Factory reset: the router goes offline until the estimated completion on the server clock and
   * comes back with the provider's defaults: no forwards, reservations, additional networks,
   * custom DNS, UPnP or hotspot. Its Wi-Fi names and passphrases are the account's, which the
   * provider re-provisions on a managed router. Fault `deviceRecovery` makes it never come back.
   */
  factoryResetRouter: (args: { input: unknown }, context: ResolverContext): RebootResult & { estimatedDateTimeCompleted: string } => {
    const { server } = context;
    server.faults.failIfArmed('factoryResetRouter');
    assertNetworkRole(context);
    const { equipmentId } = parseInput(EquipmentOnly, args.input);
    const { device } = writableRouter(context, equipmentId);
    if (!device.supportedFeatures.includes('FACTORY_RESET')) throw new ApiError('CONFLICT', 'This equipment cannot be reset remotely');
    const { offlineSeconds, ...timing } = server.store.state.config.factoryReset ?? FACTORY_RESET_TIMING;
    const neverReturns = server.faults.consume('deviceRecovery');
    const completes = new Date(server.clock.now().getTime() + offlineSeconds * 1000).toISOString();
    changeRouter(context, equipmentId, (own, store) => {
      Object.assign(own, { ...factoryDefaults(), factoryResetUntil: completes });
      const record = store.equipment.find((e) => e.id === equipmentId)!;
      record.connectionState = 'OFFLINE';
      record.onlineAt = neverReturns ? null : completes;
    });
    return { estimatedDateTimeCompleted: completes, isPollingSupported: true, pollingGuidelines: { featureToUseForPolling: 'connectionState', ...timing } };
  },
};
