import { expect } from 'vitest';
import type { FlowPath } from '../../machines/model/paths';
import { NEW_EMAIL } from '../../machines/profile/contact-form.model';
import { ACME_PREFERENCES, LUIS_LANDLINE } from '../../machines/profile/profile.model';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * Profile & Settings, walked against the backend as tests/model/flow-groups.ts walks
 * every flow, and then the store checked after each outcome: the contact verified only by the
 * right code (not by a wrong, expired or locked one), the preferences as saved (or as they were),
 * a contact added unverified, the security question set only with the right password, the
 * marketing channels as saved, the account's CPNI verified only by the right CPNI code.
 * The page, whose children are stood in by the path, changes nothing.
 */
const backend = await modelBackend();
const { today } = backend;

interface Store {
  contacts: { id: string; accountId: string; contactValue: string; verified: boolean; dateLastConfirmed: string | null }[];
  communicationPreferences: { accountId: string; contactId: string; serviceEventCode: string }[];
  users: { username: string; securityQuestion?: { questionId: string; answerHash: string } }[];
  accounts: { id: string; marketing?: { channels: Record<string, boolean> }; cpni?: { contactId: string; method: string } | null }[];
}
const read = async (): Promise<Store> => (await control.store(backend.url)) as Store;
const facts = (s: Store) => {
  const luis = s.contacts.find((c) => c.id === LUIS_LANDLINE)!;
  return {
    // the contact form adds Ana's address, unverified
    added: s.contacts.filter((c) => c.contactValue === NEW_EMAIL.value.toLowerCase()).map((c) => ({ account: c.accountId, verified: c.verified })),
    question: s.users.find((u) => u.username === 'owner@acme.example')?.securityQuestion?.questionId ?? null,
    // acct_13: Granite Works, the marketing model's world
    marketing: s.accounts.find((a) => a.id === 'acct_13')?.marketing?.channels ?? null,
    verified: luis.verified,
    // Acme's CPNI verification: none in the seed
    cpni: s.accounts.find((a) => a.id === 'acct_1')?.cpni ?? null,
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
  // the code flow for CPNI, to Luis's landline verified for it: only a right code records CPNI, by voice to it
  if (flowId === 'otpVerification' && path.input.purpose === 'CPNI')
    return { ...seed, verified: true, cpni: path.outcome === 'verified' ? expect.objectContaining({ contactId: LUIS_LANDLINE, method: 'VOICE' }) : null };
  switch (`${flowId}:${path.outcome}`) {
    case 'contactForm:saved':
      return { ...seed, added: [{ account: 'acct_1', verified: false }] };
    case 'securityQuestionEdit:saved':
      return { ...seed, question: 'childhoodStreet' };
    case 'marketingSettingsEdit:saved':
      // the only channel the model switches on that Granite's contacts allow
      return {
        ...seed,
        marketing: {
          EMAIL: path.steps.filter((s) => s.event.type === 'toggle' && s.event.channel === 'EMAIL').length % 2 === 1,
          SMS: false,
          VOICE: false,
          MAIL: false,
        },
      };
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

const seed = facts(await read());

for (const flow of storeCheckedFlows('profile', today))
  describeWalks(backend, flow, { maxPaths: 100, thenCheck: async (path) => expect(facts(await read())).toEqual(expected(flow.id, path, seed)) });
