import { Trans } from '@lingui/react/macro';
import type { SettingsContact } from '../../../machines/profile/profile-settings';
import { formattedPhone } from '../../domain/contacts';

export const contactName = (c: Pick<SettingsContact, 'firstName' | 'lastName'>) => `${c.firstName} ${c.lastName}`;

/** An e-mail address as it is; a phone as people write it, with its extension. */
export function ContactValue({ contact }: { contact: Pick<SettingsContact, 'type' | 'contactValue' | 'extension'> }) {
  if (contact.type === 'EMAIL') return <span className="contact__value">{contact.contactValue}</span>;
  return (
    <span className="contact__value">
      {formattedPhone(contact.contactValue)}
      {contact.extension ? (
        <>
          {' '}
          <Trans>ext. {contact.extension}</Trans>
        </>
      ) : null}
    </span>
  );
}
