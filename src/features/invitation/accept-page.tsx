import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { CredentialsField } from '../../../machines/people/invitation-accept';
import { screenMeta } from '../../../machines/parts/screen';
import { invitationAccept } from '../../api/flows-people';
import { INVITATION_VALID_DAYS } from '../../domain/invitation';
import { PASSWORD_KINDS, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, type PasswordIssue, type UsernameIssue } from '../../domain/credentials';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useFlow } from '../../shell/use-flow';
import { describedControl, FieldFrame } from '../../ui/field-frame';
import { GenericError } from '../../ui/generic-error';

const route = getRouteApi('/open/create-sub-account');

const ISSUES: Record<UsernameIssue | PasswordIssue, MessageDescriptor> = {
  'username.required': msg`Enter the e-mail address you will sign in with.`,
  'email.format': msg`Enter an e-mail address, like name@company.com.`,
  'username.taken': msg`That username is already in use. Choose another e-mail address.`,
  'password.required': msg`Choose a password.`,
  'password.tooShort': msg`Use at least ${PASSWORD_MIN} characters.`,
  'password.tooLong': msg`Use at most ${PASSWORD_MAX} characters.`,
  'password.kinds': msg`Mix at least ${PASSWORD_KINDS} of: lower-case letters, capital letters, digits, and spaces or symbols.`,
  'password.containsUsername': msg`Don't use your username, or the part of it before the @, in the password.`,
  'password.containsName': msg`Don't use your first or last name in the password.`,
  'password.common': msg`That password starts from a word everyone tries first. Choose something less common.`,
  'password.characters': msg`Use only characters you can type: no tabs, line breaks or invisible characters.`,
  'password.mismatch': msg`The two passwords are not the same.`,
};
const FIELDS: readonly CredentialsField[] = ['username', 'password', 'confirm'];
const idOf = (field: CredentialsField) => `invitation-${field}`;

/**
 * /create-sub-account (spec platform §2, open without a session): the invited person
 * opens the link they were e-mailed, chooses their username and password, and signs in. The page
 * renders machines/people/invitation-accept.ts; the token comes from the link and goes nowhere else.
 */
export function InvitationAcceptPage() {
  const { t } = useLingui();
  const { token } = route.useSearch();
  useDocumentTitle(t`Accept your invitation`);
  return token ? <AcceptFlow token={token} /> : <Ending kind="invalid" />;
}

function AcceptFlow({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const { snapshot, send } = useFlow(invitationAccept, { token }, { routeSessionEnd: false });
  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const refused = snapshot.hasTag('refused');
  const { invitation, draft, issues } = snapshot.context;
  const first = FIELDS.find((f) => issues.some((i) => i.path[0] === f)) ?? null;
  // a refused submit: the first field in error takes the focus (its message is announced)
  useEffect(() => {
    if (refused && first) document.getElementById(idOf(first))?.focus();
  }, [refused, first, issues]);

  if (snapshot.status === 'done') {
    const { outcome, username } = snapshot.output!;
    return <Ending kind={outcome} username={username} />;
  }
  if (screen === 'loading') return <p role="status">{t`Opening your invitation…`}</p>;
  if (screen === 'unavailable')
    return (
      <section className="status-page" aria-labelledby="status-title">
        <h1 id="status-title">
          <Trans>Accept your invitation</Trans>
        </h1>
        <GenericError onOk={() => send({ type: 'retry' })} takeFocus />
      </section>
    );

  const issueOf = (field: CredentialsField) => {
    const issue = issues.find((i) => i.path[0] === field);
    const descriptor = issue ? ISSUES[issue.message as keyof typeof ISSUES] : undefined;
    return issue ? t(descriptor ?? ISSUES['password.required']) : null;
  };
  const field = (name: CredentialsField, label: ReactNode, extra: { type: string; autoComplete: string; hint?: ReactNode; max: number }) => {
    const error = issueOf(name);
    return (
      <FieldFrame id={idOf(name)} label={label} hint={extra.hint} error={error} announce={first === name} errorTestId={`${idOf(name)}-error`}>
        <input
          {...describedControl(idOf(name), extra.hint, error)}
          type={extra.type}
          autoComplete={extra.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={extra.max}
          value={draft[name]}
          onChange={(e) => send({ type: 'change', field: name, value: e.target.value })}
        />
      </FieldFrame>
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) send({ type: 'submit' });
  };
  const company = invitation?.companyName ?? '';
  const name = invitation?.firstName ?? '';
  const until = invitation ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(invitation.expiresAt)) : '';
  return (
    <div className="login">
      <section className="login__intro" aria-labelledby="invitation-intro-title">
        <h2 id="invitation-intro-title" className="login__intro-title">
          <Trans>
            {company} invited you, {name}
          </Trans>
        </h2>
        <p>
          <Trans>Choose how you will sign in to your business account. The invitation works once, until {until}.</Trans>
        </p>
      </section>
      <section className="card login__card" aria-labelledby="invitation-title">
        <h1 id="invitation-title" className="login__title">
          <Trans>Accept your invitation</Trans>
        </h1>
        <form className="form" noValidate data-state={JSON.stringify(snapshot.value)} onSubmit={submit}>
          {field('username', <Trans>Username (an e-mail address)</Trans>, { type: 'email', autoComplete: 'username', max: USERNAME_MAX })}
          {field('password', <Trans>Password</Trans>, {
            type: 'password',
            autoComplete: 'new-password',
            max: PASSWORD_MAX,
            hint: (
              <Trans>
                {PASSWORD_MIN} to {PASSWORD_MAX} characters, mixing at least {PASSWORD_KINDS} of: lower-case letters, capital letters, digits, and spaces or
                symbols. Not your username or your name.
              </Trans>
            ),
          })}
          {field('confirm', <Trans>Type the password again</Trans>, { type: 'password', autoComplete: 'new-password', max: PASSWORD_MAX })}
          <button
            type="submit"
            className="button button--primary button--block"
            aria-disabled={busy || undefined}
            aria-busy={busy}
            data-testid="invitation-submit"
          >
            {busy ? <Trans>Setting up your sign-in…</Trans> : <Trans>Accept and create my sign-in</Trans>}
          </button>
        </form>
      </section>
    </div>
  );
}

/** How the invitation ended: signed up (sign in now), expired, not valid, or a failure that changed nothing. */
function Ending({ kind, username = null }: { kind: 'accepted' | 'expired' | 'invalid' | 'failed'; username?: string | null }) {
  const TITLES = {
    accepted: <Trans>You're all set</Trans>,
    expired: <Trans>This invitation has expired</Trans>,
    invalid: <Trans>This invitation link is not valid</Trans>,
    failed: <Trans>We couldn't set up your sign-in</Trans>,
  };
  const TEXTS = {
    accepted: <Trans>Your sign-in is ready. Sign in with {username} and the password you chose.</Trans>,
    expired: <Trans>Invitations work for {INVITATION_VALID_DAYS} days. Ask your account administrator to invite you again.</Trans>,
    invalid: (
      <Trans>It may have been used already. If you set up your sign-in, sign in with it; otherwise ask your account administrator to invite you again.</Trans>
    ),
    failed: <Trans>Nothing was changed and your invitation still works. Please open the link in your e-mail again later.</Trans>,
  };
  // the outcome's heading takes the focus: what happened is read first
  useEffect(() => {
    document.getElementById('status-title')?.focus();
  }, [kind]);
  return (
    <section className="status-page" aria-labelledby="status-title" data-testid={`invitation-${kind}`}>
      <h1 id="status-title" tabIndex={-1}>
        {TITLES[kind]}
      </h1>
      <p className="status-page__text">{TEXTS[kind]}</p>
      <Link to="/login" className="button button--primary">
        <Trans>Go to sign in</Trans>
      </Link>
    </section>
  );
}
