import { getRouteApi } from '@tanstack/react-router';
import { DevicePage } from '../features/equipment/device-page';
import { NetworkSection } from '../features/network/network-section';

const route = getRouteApi('/auth/services/equipment/$equipmentId');

/**
 * /services/equipment/$equipmentId: the device its loader read (a device of another account is
 * 404), and for a router its network section (src/features/network), which the page
 * shows to the users who manage the network.
 */
export function DeviceScreen() {
  const { profile } = route.useRouteContext();
  const device = route.useLoaderData();
  return (
    <DevicePage
      device={device}
      role={profile.role}
      network={(deviceName, onDeviceChanged) => <NetworkSection equipmentId={device.id} deviceName={deviceName} onDeviceChanged={onDeviceChanged} />}
    />
  );
}
