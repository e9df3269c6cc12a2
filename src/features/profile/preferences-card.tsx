import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { notificationPreferencesEditMachine, NotificationPreferencesEditOutput } from '../../../machines/profile/notification-preferences-edit';
import type { SettingsContact } from '../../../machines/profile/profile-settings';
import type { FamilyPreference } from '../../domain/notification-preferences';
import { EndedNotice } from '../../ui/flow-notice';
import { SaveForm } from '../../ui/flow-steps/save-form';
import { contactName, ContactValue } from './contact-text';
import { FAMILY_LABELS, REFUSAL_LABELS } from './labels';

/** A family's name (Required when its notices must reach someone) and what it sends. */
function FamilyHeading({ family }: { family: FamilyPreference }) {
  const { t } = useLingui();
  return (
    <>
      <span className="preferences__title">
        {t(FAMILY_LABELS[family.serviceEventCode].title)}
        {family.mandatory ? (
          <span className="badge">
            <Trans>Required</Trans>
          </span>
        ) : null}
      </span>
      <span className="preferences__events">{t(FAMILY_LABELS[family.serviceEventCode].events)}</span>
    </>
  );
}

/** The families and who gets each (read only), or the editor when the edit flow runs. */
export function PreferencesList({ preferences, contacts }: { preferences: FamilyPreference[]; contacts: SettingsContact[] }) {
  return (
    <dl className="preferences">
      {preferences.map((p) => {
        const receivers = contacts.filter((c) => p.contactIds.includes(c.contactGuid));
        return (
          <div key={p.serviceEventCode} className="preferences__family" data-testid={`family-${p.serviceEventCode}`}>
            <dt>
              <FamilyHeading family={p} />
            </dt>
            <dd>
              {receivers.length ? (
                <ul className="preferences__receivers">
                  {receivers.map((c) => (
                    <li key={c.contactGuid}>
                      {contactName(c)}: <ContactValue contact={c} />
                    </li>
                  ))}
                </ul>
              ) : (
                <Trans>Off</Trans>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The edit flow: a checkbox per family and contact; a choice the rules refuse says why beside its family. */
export function PreferencesEditor({ actor, contacts }: { actor: ActorRefFrom<typeof notificationPreferencesEditMachine>; contacts: SettingsContact[] }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status === 'done') return null;
  const { preferences, refusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <SaveForm testId="preferences-editor" busy={busy} actor={actor} primary={<Trans>Save notifications</Trans>}>
      {preferences.map((p) => (
        <fieldset key={p.serviceEventCode} className="preferences__family" data-testid={`edit-${p.serviceEventCode}`}>
          <legend>
            <FamilyHeading family={p} />
          </legend>
          {contacts.map((c) => {
            const id = `pref-${p.serviceEventCode}-${c.contactGuid}`;
            const unverified = !c.verified || !c.valid;
            return (
              <div key={c.contactGuid} className="preferences__choice">
                <input
                  id={id}
                  type="checkbox"
                  checked={p.contactIds.includes(c.contactGuid)}
                  aria-describedby={unverified ? `${id}-why` : undefined}
                  onChange={() => actor.send({ type: 'toggle', family: p.serviceEventCode, contactId: c.contactGuid })}
                />
                <label htmlFor={id}>
                  {contactName(c)}: <ContactValue contact={c} />
                  {unverified ? (
                    <span id={`${id}-why`} className="preferences__why">
                      {' '}
                      <Trans>(not verified)</Trans>
                    </span>
                  ) : null}
                </label>
              </div>
            );
          })}
          {refusal?.family === p.serviceEventCode ? (
            <p className="field__error" role="alert" data-testid="preferences-refusal">
              {t(REFUSAL_LABELS[refusal.reason])}
            </p>
          ) : null}
        </fieldset>
      ))}
    </SaveForm>
  );
}

export function PreferencesEnded({ output, onDismiss }: { output: NotificationPreferencesEditOutput; onDismiss: () => void }) {
  if (output.outcome === 'cancelled') return null;
  return output.outcome === 'saved' ? (
    <EndedNotice testId="preferences-saved" onDismiss={onDismiss}>
      <Trans>Your notification choices are saved.</Trans>
    </EndedNotice>
  ) : (
    <EndedNotice kind="error" testId="preferences-failure" onDismiss={onDismiss}>
      <Trans>Your notification choices couldn't be saved. Nothing was changed. Please try again.</Trans>
    </EndedNotice>
  );
}
