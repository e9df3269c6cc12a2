import { expect } from 'vitest';
import { flowsOn } from '../../machines/index';
import type { FlowPath } from '../../machines/paths';
import { ACME_PREFERENCES, LUIS_LANDLINE } from '../../machines/profile.model';
import { control } from '../support/client';
import { describeWalks, modelBackend } from './harness';

/**
 * Profile & Settings (issue 17), walked against the backend as tests/model/flow-groups.ts walks
 * every flow, and then the store checked after each outcome: the contact verified only by the
 * right code (not by a wrong, expired or locked one), the preferences as saved (or as they were).
 * The page, whose children are stood in by the path, changes nothing.
 */
const backend = await modelBackend();
const { today } = backend;

interface Store {
  contacts: { id: string; verified: boolean; dateLastConfirmed: string | null }[];
  communicationPreferences: { accountId: string; contactId: string; serviceEventCode: string }[];
}
const read = async (): Promise<Store> => (await control.store(backend.url)) as Store;
const facts = (s: Store) => {
  const luis = s.contacts.find((c) => c.id === LUIS_LANDLINE)!;
  return {
    verified: luis.verified,
    confirmed: luis.dateLastConfirmed,
    preferences: Object.fromEntries(
      ACME_PREFERENCES.map((p) => [
        p.serviceEventCode,
        s.communicationPreferences.filter((c) => c.accountId === 'acct_1' && c.serviceEventCode === p.serviceEventCode).map((c) => c.contactId),
      ]),
    ),
  };
};

/** What the store must say after the path, from what it said in the seed. */
function expected(flowId: string, path: FlowPath, seed: ReturnType<typeof facts>) {
  switch (`${flowId}:${path.outcome}`) {
    case 'otpVerification:verified':
      return { ...seed, verified: true, confirmed: today };
    case 'notificationPreferencesEdit:saved': {
      // each toggle the rules allowed; the model's only allowed one adds the owner's e-mail to outages
      const added = path.steps.some((s) => s.event.type === 'toggle' && s.event.family === 'OUTAGES');
      return { ...seed, preferences: { ...seed.preferences, OUTAGES: added ? ['ct_2', 'ct_1'] : seed.preferences.OUTAGES } };
    }
    default:
      return seed;
  }
}

const ours = new Set(['otpVerification', 'notificationPreferencesEdit', 'profileSettings']);
const seed = facts(await read());

for (const flow of flowsOn(today).filter((f) => ours.has(f.id)))
  describeWalks(backend, flow, { maxPaths: 100, thenCheck: async (path) => expect(facts(await read())).toEqual(expected(flow.id, path, seed)) });
