import { ACME_AT_NOON as ACME } from '../model/fixtures';
import { answered, children, each, flowModel, steps, unavailable } from '../model/model-helpers';
import { callDetailVerificationMachine, type CodeContactOption } from './call-detail-verification';

/**
 * The model of the call details' verification (spec billing §8). The world is Acme
 * signed in as its owner: the contacts a code can go to are its verified, working ones (db.json
 * ct_1 the owner's e-mail, ct_2 Tom's mobile, ct_3 the other e-mail); Luis's landline (ct_4) is not
 * verified, so it is not offered. The code itself is the profile's flow (otpVerification), stood
 * in here by its outcomes and walked against the backend on its own model; the whole verification
 * with a real code is tests/server/statement-call-details.test.ts and the statements browser spec.
 */
const ACME_CODE_CONTACTS: CodeContactOption[] = [
  { contactId: 'ct_1', contactValue: 'o•••@acme.example', otpMethod: 'EMAIL' },
  { contactId: 'ct_2', contactValue: '(•••) •••-0147', otpMethod: 'SMS' },
  { contactId: 'ct_3', contactValue: 'a•••@acme.example', otpMethod: 'EMAIL' },
];
/** none of Acme's contacts verified: no code can go anywhere */
const NOTHING_VERIFIED = { contacts: ['ct_1', 'ct_2', 'ct_3'].map((id) => ({ id, verified: false })) };

export function callDetailVerificationModel() {
  return flowModel(callDetailVerificationMachine, 'Statements: account verification for the voice call details', {
    input: {},
    events: [
      // a contact offered, and the landline that is not (refused)
      ...each('choose', 'contactId', 'ct_1', 'ct_4'),
      ...steps('cancel'),
    ],
    actors: {
      loadCodeContacts: [
        answered('loadCodeContacts', 'listed', ACME_CODE_CONTACTS),
        answered('loadCodeContacts', 'none', [], { patch: NOTHING_VERIFIED }),
        unavailable('loadCodeContacts', 'otpContacts'),
      ],
      code: children('code', ['verified', 'locked', 'cancelled'] as const, (outcome) => ({ outcome, contactId: 'ct_1' })),
    },
    world: ACME,
    project: (c: { contacts: CodeContactOption[]; chosen: { id: string } | null; noContact: boolean; code: string | null }) => ({
      contacts: c.contacts.length,
      chosen: c.chosen?.id ?? null,
      noContact: c.noContact,
      code: c.code,
    }),
  });
}
