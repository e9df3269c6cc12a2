import type { NetworkSetting } from '../../src/domain/router-network';
import { confirmedCall, confirmedCallSetup, type ConfirmedCallOutput } from '../parts/confirmed-call';
import { notProvided } from '../parts/not-provided';

/**
 * Turn UPnP or the hotspot on or off (spec platform §7 `updateRouterConfigurationUpnp`,
 * `updateNetworkHotSpot`): the router applies it at once, so the switch asks first, then makes the
 * call. Outcomes switched (with the state the router answered), failure (with the code), kept.
 */
export interface NetworkToggleInput {
  equipmentId: string;
  setting: NetworkSetting;
  /** the state asked for */
  enabled: boolean;
}
export type NetworkToggleOutput = ConfirmedCallOutput<'switched', { setting: NetworkSetting; enabled: boolean }>;

export const networkToggleMachine = confirmedCallSetup<NetworkToggleInput, NetworkToggleOutput, 'network'>()({
  setNetworkToggle: notProvided<{ enabled: boolean }, NetworkToggleInput>('setNetworkToggle'),
}).createMachine({
  ...confirmedCall({
    id: 'networkToggle',
    dialog: { screen: 'network', dialog: 'toggle' },
    calling: 'switching',
    done: 'switched',
    invoke: {
      id: 'setToggle',
      src: 'setNetworkToggle',
      input: ({ context }: { context: NetworkToggleInput }) => ({ equipmentId: context.equipmentId, setting: context.setting, enabled: context.enabled }),
    },
  }),
  output: ({ context }) => ({ outcome: context.outcome!, setting: context.setting, enabled: context.enabled, code: context.code }),
});
