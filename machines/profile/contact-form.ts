import { setup } from 'xstate';
import { contactFormErrors, draftFromContact, NEW_CONTACT, type ContactFormDraft, type ContactOnFile } from '../../src/domain/contact-form';
import { draftActions, formSaveSetup, formSaveStart, oneCallFormStates, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';

/**
 * Add a contact or change one on file (spec platform §3, §7 `createOrUpdateContacts`):
 * a name with an e-mail address or a phone number (type, texts, extension) and the offers opt-in.
 * The field rules (src/domain/contact-form.ts, the e-mail, North American number and extension
 * rules of src/domain/contacts.ts) refuse Save on the form; the server runs them again, and a
 * Save it refuses goes back to the form with why. A changed value is saved unverified, to be
 * verified by a code from the page. Outcomes: saved (the contact's id), cancelled.
 */
export interface ContactFormInput {
  /** the contact changed, or null for a new one */
  contact: ContactOnFile | null;
  /** the account's other contacts: a value is on the account once */
  others: { id: string; contactValue: string }[];
}
export interface SavedContact {
  contactGuid: string;
  verified: boolean;
}
export type ContactFormOutput = { outcome: 'saved'; contact: SavedContact; added: boolean } | { outcome: 'cancelled' };
export type ContactFormEvent = { type: 'draft.set'; draft: ContactFormDraft } | { type: 'save' } | { type: 'cancel' };
/** createOrUpdateContacts with the one contact */
export interface ContactWrite extends ContactFormDraft {
  contactGuid: string | null;
}

type Context = DraftFormContext<ContactFormInput, ContactFormOutput, ContactFormDraft>;

export const contactFormMachine = setup(
  formSaveSetup<ContactFormInput, Context, ContactFormEvent, ContactFormOutput, 'contactForm'>()({
    actors: { saveContact: notProvided<SavedContact, ContactWrite>('saveContact') },
    invalid: (context) => Object.keys(contactFormErrors(context.draft, context.others)).length > 0,
    actions: draftActions<ContactFormDraft, Context, ContactFormEvent>(),
  }),
).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ ...input, draft: input.contact ? draftFromContact(input.contact) : NEW_CONTACT, ...formSaveStart }),
  initial: 'editing',
  states: oneCallFormStates({
    screen: 'contactForm',
    on: { 'draft.set': typedIn<ContactFormDraft>() },
    reason: refusedFor('contact.fields'),
    invoke: {
      id: 'saveContact',
      src: 'saveContact',
      input: ({ context }: { context: Context }) => ({ ...context.draft, contactGuid: context.contact?.id ?? null }),
    },
    saved: (context: Context, contact: SavedContact): ContactFormOutput => ({ outcome: 'saved', contact, added: context.contact === null }),
  }),
  output: ({ context }) => context.output!,
});
