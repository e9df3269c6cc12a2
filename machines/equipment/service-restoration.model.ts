import { BUSINESS_TIME_ZONE, instantInZone } from '../../src/domain/dates';
import { answered, flowModel, unavailable } from '../model/model-helpers';
import { serviceRestorationMachine } from './service-restoration';

/**
 * Harbor (soft-disconnected, spec billing §4) has paid its past due: the server holds the
 * restoration instant five minutes on (patched in at the reset, on the day and at the noon the
 * runner freezes its clock on). The walk uses small timings: a read every second for three
 * seconds past the promise given to the machine, so that "not back yet" is reached before the
 * server's five minutes; "back" is the server's clock moved past them.
 */
const RESTORE_AFTER_SECONDS = 300;

export function serviceRestorationModelOn(today: string) {
  const noon = instantInZone(today, '12:00', BUSINESS_TIME_ZONE);
  const at = (seconds: number) => new Date(noon.getTime() + seconds * 1000).toISOString();
  return flowModel(serviceRestorationMachine, 'Service restoration after a payment', {
    input: { paidAt: at(0), restoresAt: at(1), intervalSeconds: 1, graceSeconds: 1 },
    events: [],
    actors: {
      check: [
        answered('check', 'restoring', { restored: false }),
        {
          name: 'restored',
          event: { type: 'xstate.done.actor.check', output: { restored: true } },
          cause: { kind: 'serverClock', advanceSeconds: RESTORE_AFTER_SECONDS },
        },
        unavailable('check', 'billing'),
      ],
    },
    world: {
      username: 'disconnected@harbor.example',
      time: '12:00',
      patch: { accounts: [{ id: 'acct_4', restoreServiceAt: at(RESTORE_AFTER_SECONDS) }] },
    },
    verify: (outcome) => (outcome === 'restored' ? 'serviceRestored' : 'serviceInterrupted'),
  });
}
