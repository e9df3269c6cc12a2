import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SettingsContact } from '../../../machines/profile/profile-settings';
import { screenMeta } from '../../../machines/parts/screen';
import { profileSettings } from '../../api/flows-profile';
import { settingsRefusal } from '../../domain/roles';
import type { Profile } from '../../domain/session';
import { useFormat } from '../../i18n/format';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useFlow } from '../../shell/use-flow';
import { Fact } from '../../ui/facts';
import { EndedNotice } from '../../ui/flow-notice';
import { LoadedContent } from '../../ui/loaded-content';
import { PageHeader } from '../../ui/page-header';
import { TitledCard } from '../../ui/titled-card';
import { contactName, ContactValue } from './contact-text';
import { ROLE_NAMES } from '../../ui/labels';
import { INVALID_REASON_LABELS } from './labels';
import { PreferencesEditor, PreferencesEnded, PreferencesList } from './preferences-card';
import { VerificationEnded, VerifyDialog } from './verify-dialog';
import { ContactEnded, ContactFormView } from './contact-form';
import { MarketingEditor, MarketingList } from './marketing-card';
import { SecurityQuestionForm, SecurityQuestionSummary } from './security-question-card';
import { CpniEnded, CpniSummary, CpniVerifyForm } from './cpni-card';

/**
 * Profile & Settings (spec platform §2 /user-preferences and /profile-and-settings):
 * who is signed in, the account's contacts (added, changed and verified by a one-time code), who
 * gets which notifications, the signed-in person's security question and the account's marketing
 * settings. Changes are for the owner and administrators (settingsRefusal); other roles read
 * everything and see no control that would change it.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const { profile } = useRouteContext({ strict: false }) as { profile: Profile };
  useDocumentTitle(t`Profile & Settings`);
  const canChange = settingsRefusal(profile.role) === null;
  const { snapshot, send } = useFlow(profileSettings, undefined);
  const { screen } = screenMeta(snapshot);
  const { settings, ended } = snapshot.context;
  const verification = snapshot.children.verification;
  const cpniCode = snapshot.children.cpni;
  const editor = snapshot.children.preferences;
  const contactForm = snapshot.children.contact;
  const questionForm = snapshot.children.securityQuestion;
  const marketingEditor = snapshot.children.marketing;
  const dismiss = () => send({ type: 'dismiss' });
  // a form that ended saved says so above its card's content, with OK (cancelling says nothing)
  const saved = (kind: 'securityQuestion' | 'marketing', testId: string, text: ReactNode) =>
    ended?.kind === kind && ended.output.outcome !== 'cancelled' ? (
      <EndedNotice testId={testId} onDismiss={dismiss}>
        {text}
      </EndedNotice>
    ) : null;
  const loaded = (children: ReactNode) => (
    <LoadedContent
      screen={screen}
      loading={<Trans>Loading…</Trans>}
      failure={<Trans>Your contacts couldn't be loaded. Please try again later.</Trans>}
      failureTestId="settings-unavailable"
      onRetry={() => send({ type: 'retry' })}
    >
      {children}
    </LoadedContent>
  );
  return (
    <div className="page profile" data-state={JSON.stringify(snapshot.value)}>
      <PageHeader title={<Trans>Profile & Settings</Trans>} />
      <TitledCard titleId="profile-title" title={<Trans>Your profile</Trans>} testId="profile-card">
        <dl className="facts">
          <Fact label={<Trans>Name</Trans>} testId="profile-name">
            {profile.firstName} {profile.lastName}
          </Fact>
          <Fact label={<Trans>Username</Trans>} testId="profile-username">
            {profile.username}
          </Fact>
          <Fact label={<Trans>Role</Trans>} testId="profile-role">
            {t(ROLE_NAMES[profile.role])}
          </Fact>
          <Fact label={<Trans>Company</Trans>}>{profile.accountName}</Fact>
        </dl>
        <p className="card__text">
          <Link to="/user-preferences/people" className="link" data-testid="people-link">
            <Trans>People and roles</Trans>
          </Link>
        </p>
        {canChange ? null : (
          <p className="card__text" data-testid="read-only">
            <Trans>Only the account owner and administrators can change contacts, notifications and these settings.</Trans>
          </p>
        )}
      </TitledCard>

      <TitledCard titleId="contacts-title" title={<Trans>Contacts</Trans>} testId="contacts-card" busy={screen === 'loading'}>
        {ended?.kind === 'verification' ? <VerificationEnded output={ended.output} onDismiss={dismiss} /> : null}
        {ended?.kind === 'contact' ? <ContactEnded output={ended.output} onDismiss={dismiss} /> : null}
        {loaded(
          <>
            <ul className="contacts">
              {settings.contacts.map((c) => (
                <ContactItem
                  key={c.contactGuid}
                  contact={c}
                  canVerify={canChange && snapshot.can({ type: 'verify', contactId: c.contactGuid })}
                  onVerify={() => send({ type: 'verify', contactId: c.contactGuid })}
                  canEdit={canChange && snapshot.can({ type: 'editContact', contactId: c.contactGuid })}
                  onEdit={() => send({ type: 'editContact', contactId: c.contactGuid })}
                />
              ))}
            </ul>
            {contactForm ? (
              <ContactFormView actor={contactForm} />
            ) : canChange && snapshot.can({ type: 'addContact' }) ? (
              <button type="button" className="button" data-testid="contact-add" onClick={() => send({ type: 'addContact' })}>
                <Trans>Add a contact</Trans>
              </button>
            ) : null}
          </>,
        )}
        {verification ? <VerifyDialog actor={verification} returnFocusTo="contacts-title" /> : null}
      </TitledCard>

      <TitledCard titleId="notifications-title" title={<Trans>Notifications</Trans>} testId="notifications-card">
        {ended?.kind === 'preferences' ? <PreferencesEnded output={ended.output} onDismiss={dismiss} /> : null}
        {loaded(
          editor ? (
            <PreferencesEditor actor={editor} contacts={settings.contacts} />
          ) : (
            <>
              <p className="card__text">
                <Trans>Each kind of notice goes to the verified contacts chosen for it.</Trans>
              </p>
              <PreferencesList preferences={settings.preferences} contacts={settings.contacts} />
              {canChange && snapshot.can({ type: 'editPreferences' }) ? (
                <button type="button" className="button button--primary" data-testid="preferences-edit" onClick={() => send({ type: 'editPreferences' })}>
                  <Trans>Change notifications</Trans>
                </button>
              ) : null}
            </>
          ),
        )}
      </TitledCard>

      <TitledCard titleId="security-title" title={<Trans>Security question</Trans>} testId="security-card">
        {saved('securityQuestion', 'security-question-saved', <Trans>Your security question is saved.</Trans>)}
        {loaded(
          questionForm ? (
            <SecurityQuestionForm actor={questionForm} />
          ) : (
            <>
              <SecurityQuestionSummary question={settings.securityQuestion} />
              {canChange && snapshot.can({ type: 'editSecurityQuestion' }) ? (
                <button
                  type="button"
                  className="button button--primary"
                  data-testid="security-question-edit"
                  onClick={() => send({ type: 'editSecurityQuestion' })}
                >
                  {settings.securityQuestion ? <Trans>Change security question</Trans> : <Trans>Set a security question</Trans>}
                </button>
              ) : null}
            </>
          ),
        )}
      </TitledCard>

      <TitledCard titleId="cpni-title" title={<Trans>CPNI verification</Trans>} testId="cpni-card">
        {ended?.kind === 'cpni' ? <CpniEnded output={ended.output} onDismiss={dismiss} /> : null}
        {loaded(
          <>
            <p className="card__text">
              <Trans>
                Federal rules protect what we know about the account's services and calls (CPNI). We discuss or release it only once an administrator has
                verified the account with a one-time code sent to one of its verified contacts.
              </Trans>
            </p>
            <CpniSummary cpni={settings.cpni} />
            {canChange && snapshot.matches('showing') ? (
              <CpniVerifyForm
                contacts={settings.contacts}
                verified={settings.cpni.status === 'VERIFIED'}
                onVerify={(contactId) => send({ type: 'verifyCpni', contactId })}
              />
            ) : null}
          </>,
        )}
        {cpniCode ? <VerifyDialog actor={cpniCode} returnFocusTo="cpni-title" purpose="cpni" /> : null}
      </TitledCard>

      <TitledCard titleId="marketing-title" title={<Trans>Offers and marketing</Trans>} testId="marketing-card">
        {saved('marketing', 'marketing-saved', <Trans>Your marketing choices are saved.</Trans>)}
        {loaded(
          marketingEditor ? (
            <MarketingEditor actor={marketingEditor} />
          ) : (
            <>
              <p className="card__text">
                <Trans>How the account agrees to get offers and news from us. Each contact can still say no to offers.</Trans>
              </p>
              <MarketingList settings={settings.marketing} />
              {canChange && snapshot.can({ type: 'editMarketing' }) ? (
                <button type="button" className="button button--primary" data-testid="marketing-edit" onClick={() => send({ type: 'editMarketing' })}>
                  <Trans>Change marketing choices</Trans>
                </button>
              ) : null}
            </>
          ),
        )}
      </TitledCard>
    </div>
  );
}

function ContactItem({
  contact: c,
  canVerify,
  onVerify,
  canEdit,
  onEdit,
}: {
  contact: SettingsContact;
  canVerify: boolean;
  onVerify: () => void;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const name = contactName(c);
  const kind = c.type === 'EMAIL' ? <Trans>E-mail</Trans> : c.phoneType === 'MOBILE' ? <Trans>Mobile phone</Trans> : <Trans>Landline</Trans>;
  return (
    <li className="contact" data-testid={`contact-${c.contactGuid}`}>
      <div className="contact__who">
        <strong>{contactName(c)}</strong>
        {c.role ? <span className="contact__role">{t(ROLE_NAMES[c.role as keyof typeof ROLE_NAMES] ?? ROLE_NAMES.STANDARD)}</span> : null}
        {c.mine ? (
          <span className="badge">
            <Trans>You</Trans>
          </span>
        ) : null}
      </div>
      <div className="contact__how">
        <span className="contact__kind">{kind}</span> <ContactValue contact={c} />
      </div>
      <div className="contact__status">
        {!c.valid ? (
          <span className="badge badge--danger" data-testid="contact-invalid">
            <Trans>Not working: {t(INVALID_REASON_LABELS[c.invalidReason ?? 'UNDELIVERABLE']!)}</Trans>
          </span>
        ) : c.verified ? (
          <span className="badge badge--ok" data-testid="contact-verified">
            {c.dateLastConfirmed ? <Trans>Verified {format.date(c.dateLastConfirmed, 'medium')}</Trans> : <Trans>Verified</Trans>}
          </span>
        ) : (
          <span className="badge" data-testid="contact-unverified">
            <Trans>Not verified</Trans>
          </span>
        )}
        {c.sms ? (
          <span className="badge">
            <Trans>Texts</Trans>
          </span>
        ) : null}
        <span className="contact__optin">{c.optin ? <Trans>Offers: yes</Trans> : <Trans>Offers: no</Trans>}</span>
        {canVerify ? (
          <button type="button" className="button button--small" data-testid={`verify-${c.contactGuid}`} onClick={onVerify}>
            <Trans>Verify</Trans>
          </button>
        ) : null}
        {canEdit ? (
          <button
            type="button"
            className="button button--small button--ghost"
            data-testid={`edit-${c.contactGuid}`}
            onClick={onEdit}
            aria-label={t`Change ${name}`}
          >
            <Trans>Change</Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}
