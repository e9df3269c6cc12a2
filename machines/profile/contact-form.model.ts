import { contactFormErrors, type ContactFormDraft } from '../../src/domain/contact-form';
import { contactFormMachine } from './contact-form';
import { answered, flowModel, steps, unavailable } from '../model/model-helpers';

/**
 * The contact form's model. The world is Acme signed in as its owner, adding a contact:
 * a valid e-mail address (saved as the account's next contact, unverified), a North American
 * number with an exchange that cannot exist (refused on the form), and the owner's own address
 * again (refused: a value is on the account once). The store check after `saved` is in
 * tests/model/profile.test.ts.
 */
const ACME_ON_FILE = [
  { id: 'ct_1', contactValue: 'owner@acme.example' },
  { id: 'ct_2', contactValue: '7185550147' },
  { id: 'ct_3', contactValue: 'billing@acme.example' },
  { id: 'ct_4', contactValue: '7185550142' },
];
const base: ContactFormDraft = { firstName: 'Ana', lastName: 'Reyes', type: 'EMAIL', value: '', phoneType: null, extension: '', sms: false, optin: true };
export const NEW_EMAIL: ContactFormDraft = { ...base, value: 'ana.reyes@acme.example' };
const BAD_PHONE: ContactFormDraft = { ...base, type: 'PHONE', value: '(718) 155-0100', phoneType: 'MOBILE', sms: true };
const DUPLICATE: ContactFormDraft = { ...base, value: 'Owner@Acme.example' };

export function contactFormModel() {
  return flowModel(contactFormMachine, 'Add a contact or change one on file', {
    input: { contact: null, others: ACME_ON_FILE },
    events: [...[NEW_EMAIL, BAD_PHONE, DUPLICATE].map((draft) => ({ event: { type: 'draft.set', draft } })), ...steps('save', 'cancel')],
    actors: {
      saveContact: [
        answered(
          'saveContact',
          'saved',
          { contactGuid: 'ct_32', verified: false },
          { possible: ((c: { draft: ContactFormDraft }) => c.draft.value === NEW_EMAIL.value) as never },
        ),
        unavailable('saveContact', 'createOrUpdateContacts'),
      ],
    },
    world: { username: 'owner@acme.example' },
    project: (c) => ({
      errors: Object.values(contactFormErrors(c.draft, c.others)).join(','),
      saveError: c.saveError,
      tried: c.tried,
    }),
  });
}
