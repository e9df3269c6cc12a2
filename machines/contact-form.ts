import { assign, setup } from 'xstate';
import { contactFormErrors, draftFromContact, NEW_CONTACT, type ContactFormDraft, type ContactOnFile } from '../src/domain/contact-form';
import { endingWith, formSaveActions, formSaveStart, refusableForm, saveOrRefuse, savingState, type FormSaveContext } from './form-save';
import { notProvided } from './not-provided';
import { refusedFor } from './refusal';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * Add a contact or change one on file (issue 17; spec platform §3, §7 `createOrUpdateContacts`):
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

interface Context extends ContactFormInput, FormSaveContext<ContactFormOutput> {
  draft: ContactFormDraft;
}

export const contactFormMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
    output: {} as ContactFormOutput,
    meta: {} as ScreenMeta<'contactForm'>,
    tags: {} as FlowTag,
  },
  actors: {
    saveContact: notProvided<SavedContact, ContactWrite>('saveContact'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(contactFormErrors(context.draft, context.others)).length > 0,
  },
  actions: formSaveActions<ContactFormOutput, Context, ContactFormEvent>(),
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ ...input, draft: input.contact ? draftFromContact(input.contact) : NEW_CONTACT, ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'contactForm' },
      on: {
        'draft.set': { target: '.open', actions: assign({ draft: ({ event }) => event.draft }) },
        save: saveOrRefuse(refusedFor('contact.fields')),
        cancel: 'cancelled',
      },
      ...refusableForm,
    },
    saving: savingState({
      screen: 'contactForm',
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }: { context: Context }) => ({ ...context.draft, contactGuid: context.contact?.id ?? null }),
      },
      saved: (context: Context, contact: SavedContact): ContactFormOutput => ({ outcome: 'saved', contact, added: context.contact === null }),
    }),
    saved: { type: 'final' },
    cancelled: endingWith({ outcome: 'cancelled' }),
  },
  output: ({ context }) => context.output!,
});
