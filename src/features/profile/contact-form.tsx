import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { contactFormMachine, ContactFormOutput } from '../../../machines/profile/contact-form';
import { contactFormErrors, needsVerifyingAgain, PHONE_TYPES } from '../../domain/contact-form';
import { StepActions } from '../../ui/flow-steps/step-actions';
import { StepForm } from '../../ui/flow-steps/step-form';
import { EndedNotice } from '../../ui/flow-notice';
import { draftFields } from '../../ui/payment-method/field-state';
import { fieldId } from '../../ui/payment-method/field-id';
import { TextField } from '../../ui/payment-method/text-field';
import { useShownErrors } from '../../ui/use-shown-errors';
import { CONTACT_ISSUE_LABELS, CONTACT_SAVE_REFUSALS } from './labels';

// the fields are keyed as their ids are (`contact.firstName`); ORDER is the order their errors are announced in
const keyOf = (field: string) => `contact.${field}`;
const idOf = (field: string) => fieldId(keyOf(field));
const ORDER = ['firstName', 'lastName', 'value', 'phoneType', 'extension', 'sms'].map(keyOf);
const LABELS: Record<string, MessageDescriptor> = { ...CONTACT_ISSUE_LABELS, ...CONTACT_SAVE_REFUSALS };
const labelOf = (code: string): MessageDescriptor | undefined => LABELS[code];

/**
 * Add a contact or change one on file (the contactForm flow): a name, an e-mail address or a phone
 * number with its type, texts and extension, and the offers opt-in. The rules are the flow's
 * (src/domain/contact-form.ts); a changed address or number is said to need verifying again.
 */
export function ContactFormView({ actor }: { actor: ActorRefFrom<typeof contactFormMachine> }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const { draft, contact, others, saveError, tried } = snapshot.context;
  const errors = Object.fromEntries(Object.entries(contactFormErrors(draft, others)).map(([field, code]) => [keyOf(field), code]));
  const { shown, touch, alertField } = useShownErrors(errors, tried, ORDER, snapshot.hasTag('refused'), fieldId);
  if (snapshot.status === 'done') return null;
  const saving = snapshot.hasTag('busy');
  const errorText = (code: string) => {
    const label = labelOf(code);
    return label ? t(label) : code;
  };
  const { set, field } = draftFields('contact', draft, (next) => actor.send({ type: 'draft.set', draft: next }), { shown, touch, alertField, errorText });
  // the choices beside the text fields: their error under them, announced like a field's
  const errorOf = (name: 'phoneType' | 'sms') => {
    const code = shown(keyOf(name));
    return code ? errorText(code) : null;
  };
  const phone = draft.type === 'PHONE';
  const refusal = saveError ? labelOf(saveError) : undefined;
  return (
    <section className="contact-form" aria-labelledby="contact-form-title" data-testid="contact-form">
      <h3 id="contact-form-title" ref={title} tabIndex={-1} className="contact-form__title">
        {contact ? <Trans>Change a contact</Trans> : <Trans>Add a contact</Trans>}
      </h3>
      <StepForm busy={saving} aria-busy={saving || undefined} onSubmit={() => actor.send({ type: 'save' })}>
        {saveError ? (
          <p className="field__error" role="alert" data-testid="contact-save-error">
            {refusal ? t(refusal) : <Trans>The contact couldn't be saved. Nothing was changed. Please try again.</Trans>}
          </p>
        ) : null}
        <div className="field-row field-row--two">
          <TextField {...field('firstName')} label={<Trans>First name</Trans>} autoComplete="off" maxLength={60} />
          <TextField {...field('lastName')} label={<Trans>Last name</Trans>} autoComplete="off" maxLength={60} />
        </div>
        <fieldset className="choice-row">
          <legend className="field__label">
            <Trans>Kind of contact</Trans>
          </legend>
          <label className="choice-row__option">
            <input type="radio" name="contact-type" checked={draft.type === 'EMAIL'} onChange={() => set({ type: 'EMAIL' })} />
            <Trans>E-mail</Trans>
          </label>
          <label className="choice-row__option">
            <input type="radio" name="contact-type" checked={phone} onChange={() => set({ type: 'PHONE' })} />
            <Trans>Phone</Trans>
          </label>
        </fieldset>
        <TextField
          {...field('value')}
          label={phone ? <Trans>Phone number</Trans> : <Trans>E-mail address</Trans>}
          hint={phone ? <Trans>A US or Canadian number, 10 digits.</Trans> : null}
          type={phone ? 'tel' : 'email'}
          inputMode={phone ? 'tel' : 'email'}
          autoComplete="off"
          maxLength={254}
        />
        {phone ? (
          <>
            <fieldset className="choice-row" aria-describedby={errorOf('phoneType') ? `${idOf('phoneType')}-error` : undefined}>
              <legend className="field__label">
                <Trans>Phone type</Trans>
              </legend>
              {PHONE_TYPES.map((type, i) => (
                <label key={type} className="choice-row__option">
                  <input
                    id={i === 0 ? idOf('phoneType') : undefined}
                    type="radio"
                    name="contact-phone-type"
                    checked={draft.phoneType === type}
                    onChange={() => set({ phoneType: type })}
                  />
                  {type === 'MOBILE' ? <Trans context="phone type">Mobile</Trans> : <Trans>Landline</Trans>}
                </label>
              ))}
            </fieldset>
            {errorOf('phoneType') ? (
              <p id={`${idOf('phoneType')}-error`} className="field__error" role={alertField === keyOf('phoneType') ? 'alert' : undefined}>
                {errorOf('phoneType')}
              </p>
            ) : null}
            <TextField
              {...field('extension')}
              className="field--narrow"
              label={<Trans>Extension (optional)</Trans>}
              hint={<Trans>Landlines only, up to 6 digits.</Trans>}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
            />
            <div className="check">
              <input
                id={idOf('sms')}
                type="checkbox"
                checked={draft.sms}
                aria-invalid={errorOf('sms') ? true : undefined}
                aria-describedby={errorOf('sms') ? `${idOf('sms')}-error` : undefined}
                onChange={(e) => set({ sms: e.target.checked })}
              />
              <label htmlFor={idOf('sms')}>
                <Trans>This phone can receive text messages</Trans>
              </label>
            </div>
            {errorOf('sms') ? (
              <p id={`${idOf('sms')}-error`} className="field__error" role={alertField === keyOf('sms') ? 'alert' : undefined}>
                {errorOf('sms')}
              </p>
            ) : null}
          </>
        ) : null}
        <div className="check">
          <input id={idOf('optin')} type="checkbox" checked={draft.optin} onChange={(e) => set({ optin: e.target.checked })} />
          <label htmlFor={idOf('optin')}>
            <Trans>Send offers to this contact</Trans>
          </label>
        </div>
        {contact === null || needsVerifyingAgain(contact, draft) ? (
          <p className="step-form__lead" data-testid="contact-verify-note">
            {contact === null ? (
              <Trans>A new contact gets no notifications until it is verified with a code.</Trans>
            ) : (
              <Trans>The new address or number must be verified with a code before it gets notifications again.</Trans>
            )}
          </p>
        ) : null}
        <StepActions
          snapshot={{ can: (e) => e.type === 'cancel' && snapshot.can(e) }}
          send={() => actor.send({ type: 'cancel' })}
          busy={saving}
          primary={<Trans>Save contact</Trans>}
        />
      </StepForm>
    </section>
  );
}

/** How the contact form ended, above the contacts (cancelling says nothing). */
export function ContactEnded({ output, onDismiss }: { output: ContactFormOutput; onDismiss: () => void }) {
  if (output.outcome === 'cancelled') return null;
  return (
    <EndedNotice testId="contact-saved" onDismiss={onDismiss}>
      {output.contact.verified ? (
        <Trans>The contact is saved.</Trans>
      ) : output.added ? (
        <Trans>The contact is added. Verify it so it can get notifications.</Trans>
      ) : (
        <Trans>The contact is saved. Verify it so it can get notifications.</Trans>
      )}
    </EndedNotice>
  );
}
