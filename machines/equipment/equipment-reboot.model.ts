import { answered, faulted, flowModel } from '../model/model-helpers';
import { equipmentRebootMachine } from './equipment-reboot';

/** Small server-side timings for the walk: first read after 1 s, then every second, for 2 s. */
const GUIDELINES = { featureToUseForPolling: 'connectionState', startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 };
/** How long the simulated device stays down (config.reboot.offlineSeconds in the seed). */
const BACK_ONLINE_AFTER = 90;

export const equipmentRebootModel = flowModel(equipmentRebootMachine, 'Equipment reboot', {
  // Acme's router: it can be polled
  input: { equipmentId: 'eq_2' },
  events: [],
  actors: {
    reboot: [
      answered('reboot', 'pollable', { isPollingSupported: true, pollingGuidelines: GUIDELINES }),
      // Acme's voice adapter does not report its state while restarting
      answered('reboot', 'notPollable', { isPollingSupported: false, pollingGuidelines: null }, { input: { equipmentId: 'eq_5' } }),
      faulted('reboot', 'failed', 'rebootEquipment', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
    connection: [
      answered('connection', 'offline', 'OFFLINE'),
      { name: 'online', event: { type: 'xstate.done.actor.connection', output: 'ONLINE' }, cause: { kind: 'serverClock', advanceSeconds: BACK_ONLINE_AFTER } },
      faulted('connection', 'failed', 'connectionState', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
  },
  world: { username: 'owner@acme.example', patch: { config: { reboot: { startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 } } } },
  verify: (outcome, steps) => {
    if (outcome === 'online') return 'deviceOnline';
    if (outcome === 'failed' && steps.includes('reboot:failed')) return 'deviceUntouched';
    return 'deviceOffline'; // timedOut, notPollable, or the polling failed while it restarts
  },
});
