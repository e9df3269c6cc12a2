import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { InviteField, peopleInviteMachine } from '../../../machines/people/people-invite';
import { screenMeta } from '../../../machines/parts/screen';
import { ASSIGNABLE_ROLES, type InviteIssue } from '../../domain/people';
import { SaveActions } from '../../ui/flow-steps/save-actions';
import { ROLE_NAMES } from '../../ui/labels';
import { INVITE_ISSUES } from './labels';
import { RoleField } from './role-field';

type InviteRef = ActorRefFrom<typeof peopleInviteMachine>;
const FIELDS: readonly InviteField[] = ['firstName', 'lastName', 'email', 'role'];
const idOf = (field: InviteField) => `invite-${field}`;

/**
 * The invitation (the /create-sub-account flow: name, e-mail, role): the form, checked by the
 * invitation rules on Review (the first refused field takes the focus and is announced), then the
 * review with Send invitation. Its card heading takes the focus when a step opens.
 */
export function InviteForm({ actor }: { actor: InviteRef }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { step } = screenMeta(snapshot);
  const refused = snapshot.hasTag('refused');
  const { draft, issues } = snapshot.context;
  const first = FIELDS.find((f) => issues.some((i) => i.path[0] === f)) ?? null;
  // a step opened: its heading (a refused Review focuses the field instead, below)
  useEffect(() => {
    document.getElementById('invite-title')?.focus();
  }, [step]);
  useEffect(() => {
    if (refused && first) document.getElementById(idOf(first))?.focus();
  }, [refused, first, issues]);
  if (snapshot.status === 'done') return null;
  const busy = snapshot.hasTag('busy');
  const issueOf = (field: InviteField) => {
    const issue = issues.find((i) => i.path[0] === field);
    return issue ? t(INVITE_ISSUES[issue.message as InviteIssue] ?? INVITE_ISSUES['name.required']) : null;
  };
  if (step === 'review')
    return (
      <InviteCard title={<Trans>Check the invitation</Trans>} testId="invite-check">
        <dl className="facts">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd data-testid="review-name">
            {draft.firstName.trim()} {draft.lastName.trim()}
          </dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd data-testid="review-email">{draft.email.trim()}</dd>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd data-testid="review-role">{t(ROLE_NAMES[ASSIGNABLE_ROLES.find((r) => r === draft.role) ?? 'STANDARD'])}</dd>
        </dl>
        <p className="card__text">
          <Trans>We'll e-mail them a link to choose a password. They can sign in once they accept it.</Trans>
        </p>
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) actor.send({ type: 'confirm' });
          }}
        >
          <SaveActions
            primary={<Trans>Send invitation</Trans>}
            busyLabel={<Trans>Sending…</Trans>}
            busy={busy}
            onCancel={() => actor.send({ type: 'cancel' })}
            testId="invite-send"
            cancelTestId="invite-cancel"
          >
            <button
              type="button"
              className="button"
              data-testid="invite-edit"
              aria-disabled={busy || undefined}
              onClick={() => !busy && actor.send({ type: 'edit' })}
            >
              <Trans>Edit</Trans>
            </button>
          </SaveActions>
        </form>
      </InviteCard>
    );
  const text = (field: Exclude<InviteField, 'role'>, label: string, extra: { type?: string; autoComplete: string }) => {
    const error = issueOf(field);
    return (
      <div className="field">
        <label className="field__label" htmlFor={idOf(field)}>
          {label}
        </label>
        <input
          id={idOf(field)}
          className="field__input"
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          maxLength={254}
          value={draft[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idOf(field)}-error` : undefined}
          onChange={(e) => actor.send({ type: 'change', field, value: e.target.value })}
        />
        {error ? (
          <p id={`${idOf(field)}-error`} className="field__error" role={first === field ? 'alert' : undefined} data-testid={`${idOf(field)}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <InviteCard title={<Trans>Invite a person</Trans>} testId="invite-form">
      <form
        className="form"
        noValidate
        data-state={JSON.stringify(snapshot.value)}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'review' });
        }}
      >
        {text('firstName', t`First name`, { autoComplete: 'off' })}
        {text('lastName', t`Last name`, { autoComplete: 'off' })}
        {text('email', t`E-mail address (their username)`, { type: 'email', autoComplete: 'off' })}
        <RoleField
          id={idOf('role')}
          label={<Trans>Role</Trans>}
          role={draft.role}
          onRole={(role) => actor.send({ type: 'change', field: 'role', value: role })}
        />
        <SaveActions
          primary={<Trans context="button">Review</Trans>}
          busy={busy}
          onCancel={() => actor.send({ type: 'cancel' })}
          testId="invite-review"
          cancelTestId="invite-cancel"
        />
      </form>
    </InviteCard>
  );
}

/** The invitation's card: its heading takes the focus when a step opens (so it can be focused, not tabbed to). */
function InviteCard({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby="invite-title" data-testid={testId}>
      <h2 id="invite-title" className="card__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
