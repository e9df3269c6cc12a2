import type { FlowModel } from './model';
import { equipmentRebootMachine } from './equipment-reboot';

/** Small server-side timings for the walk: first read after 1 s, then every second, for 2 s. */
const GUIDELINES = { featureToUseForPolling: 'connectionState', startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 };
/** How long the simulated device stays down (config.reboot.offlineSeconds in the seed). */
const BACK_ONLINE_AFTER = 90;

export const equipmentRebootModel: FlowModel<typeof equipmentRebootMachine> = {
  id: 'equipmentReboot',
  title: 'Equipment reboot',
  machine: equipmentRebootMachine,
  // Acme's router: it can be polled
  input: { equipmentId: 'eq_2' },
  events: [],
  actors: {
    reboot: [
      {
        name: 'pollable',
        event: { type: 'xstate.done.actor.reboot', output: { isPollingSupported: true, pollingGuidelines: GUIDELINES } },
        cause: { kind: 'answer' },
      },
      // Acme's voice adapter does not report its state while restarting
      {
        name: 'notPollable',
        event: { type: 'xstate.done.actor.reboot', output: { isPollingSupported: false, pollingGuidelines: null } },
        cause: { kind: 'answer' },
        input: { equipmentId: 'eq_5' },
      },
      {
        name: 'failed',
        event: { type: 'xstate.error.actor.reboot', error: { code: 'SERVICE_UNAVAILABLE', status: 200 } },
        cause: { kind: 'fault', operation: 'rebootEquipment', errorCode: 'SERVICE_UNAVAILABLE' },
      },
    ],
    connection: [
      { name: 'offline', event: { type: 'xstate.done.actor.connection', output: 'OFFLINE' }, cause: { kind: 'answer' } },
      { name: 'online', event: { type: 'xstate.done.actor.connection', output: 'ONLINE' }, cause: { kind: 'serverClock', advanceSeconds: BACK_ONLINE_AFTER } },
      {
        name: 'failed',
        event: { type: 'xstate.error.actor.connection', error: { code: 'SERVICE_UNAVAILABLE', status: 200 } },
        cause: { kind: 'fault', operation: 'connectionState', errorCode: 'SERVICE_UNAVAILABLE' },
      },
    ],
  },
  world: { username: 'owner@acme.example', patch: { config: { reboot: { startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 } } } },
  verify: (outcome, steps) => {
    if (outcome === 'online') return 'deviceOnline';
    if (outcome === 'failed' && steps.includes('reboot:failed')) return 'deviceUntouched';
    return 'deviceOffline'; // timedOut, notPollable, or the polling failed while it restarts
  },
};
