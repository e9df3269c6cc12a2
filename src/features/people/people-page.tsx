import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListedPerson, PeopleEnded } from '../../../machines/people/people-page';
import { screenMeta } from '../../../machines/parts/screen';
import { peoplePage } from '../../api/flows-people';
import { peopleWriteRefusal } from '../../domain/people';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useFlow } from '../../shell/use-flow';
import { FlowNotice } from '../../ui/flow-notice';
import { LoadedContent } from '../../ui/loaded-content';
import { PageHeader } from '../../ui/page-header';
import { TitledCard } from '../../ui/titled-card';
import { AccessDialog } from './access-dialog';
import { InviteForm } from './invite-form';
import { ROLE_NAMES } from '../../ui/labels';
import { STATUS_NAMES } from './labels';
import { RoleForm } from './role-form';

type Send = ReturnType<typeof useFlow<typeof peoplePage>>['send'];
type Snapshot = ReturnType<typeof useFlow<typeof peoplePage>>['snapshot'];

/**
 * People and roles (spec platform §2 /user-preferences/people, §6): everyone on the
 * account with role and status. The owner and administrators invite people, change roles,
 * suspend, reactivate and remove, where the rules allow it (src/domain/people.ts); every other
 * role reads the list and sees no control that would change it.
 */
export function PeoplePage() {
  const { t } = useLingui();
  useDocumentTitle(t`People and roles`);
  const { snapshot, send } = useFlow(peoplePage, undefined);
  const { screen } = screenMeta(snapshot);
  const { people, ended } = snapshot.context;
  const { invite, role, access } = snapshot.children;
  const canInvite = snapshot.can({ type: 'invite' });
  const me = people.find((p) => p.me);
  return (
    <div className="page people" data-state={JSON.stringify(snapshot.value)}>
      <PageHeader title={<Trans>People and roles</Trans>} />
      <TitledCard titleId="people-title" title={<Trans>People on this account</Trans>} testId="people-card" busy={screen === 'loading'}>
        {ended ? <Ended ended={ended} onDismiss={() => send({ type: 'dismiss' })} /> : null}
        <LoadedContent
          screen={screen}
          loading={<Trans>Loading…</Trans>}
          failure={<Trans>The people of this account couldn't be loaded. Please try again later.</Trans>}
          failureTestId="people-unavailable"
          onRetry={() => send({ type: 'retry' })}
        >
          {me && peopleWriteRefusal(me.role) ? (
            <p className="card__text" data-testid="people-read-only">
              <Trans>Only the account owner and administrators can invite people or change their roles and access.</Trans>
            </p>
          ) : null}
          <ul className="contacts" data-testid="people-list">
            {people.map((p) => (
              <PersonRow key={p.id} person={p} snapshot={snapshot} send={send}>
                {role && snapshot.context.acting?.id === p.id ? <RoleForm actor={role} returnFocusTo={`role-${p.id}`} /> : null}
              </PersonRow>
            ))}
          </ul>
          {canInvite ? (
            <button type="button" id="people-invite" className="button button--primary" data-testid="people-invite" onClick={() => send({ type: 'invite' })}>
              <Trans>Invite a person</Trans>
            </button>
          ) : null}
        </LoadedContent>
        {access ? <AccessDialog actor={access} returnFocusTo="people-invite" /> : null}
      </TitledCard>
      {me && !peopleWriteRefusal(me.role) ? (
        <p className="card__text" data-testid="people-audit-link">
          <Link to="/user-preferences/activity">
            <Trans>See who changed what on the account</Trans>
          </Link>
        </p>
      ) : null}
      {invite ? <InviteForm actor={invite} /> : null}
    </div>
  );
}

type RowEvent = Extract<Parameters<Send>[0], { type: 'role' | 'access' }>;

/** A button of a person's row: the event it sends (shown only where the flow can take it), its words with the person's name for a screen reader. */
interface RowAction {
  event: RowEvent;
  label: ReactNode;
  id?: string;
  ghost?: boolean;
}

function PersonRow({ person: p, snapshot, send, children }: { person: ListedPerson; snapshot: Snapshot; send: Send; children: ReactNode }) {
  const { t } = useLingui();
  const name = `${p.firstName} ${p.lastName}`;
  const access = (action: 'suspend' | 'reactivate' | 'remove'): RowEvent => ({ type: 'access', personId: p.id, action });
  const actions: RowAction[] = [
    {
      event: { type: 'role', personId: p.id },
      id: `role-${p.id}`,
      label: (
        <Trans>
          Change role<span className="visually-hidden"> of {name}</span>
        </Trans>
      ),
    },
    {
      event: access('suspend'),
      label: (
        <Trans>
          Suspend<span className="visually-hidden"> {name}</span>
        </Trans>
      ),
    },
    {
      event: access('reactivate'),
      label: (
        <Trans>
          Reactivate<span className="visually-hidden"> {name}</span>
        </Trans>
      ),
    },
    {
      event: access('remove'),
      ghost: true,
      label: (
        <Trans>
          Remove<span className="visually-hidden"> {name}</span>
        </Trans>
      ),
    },
  ];
  return (
    <li className="contact" data-testid={`person-${p.id}`}>
      <div className="contact__who">
        <strong>{name}</strong>
        {p.me ? (
          <span className="badge">
            <Trans>You</Trans>
          </span>
        ) : null}
        <span className="contact__role" data-testid="person-role">
          {t(ROLE_NAMES[p.role])}
        </span>
      </div>
      <div className="contact__how">
        <span className="contact__value">{p.email}</span>
      </div>
      <div className="contact__status">
        <span className={`badge${p.status === 'ACTIVE' ? ' badge--ok' : p.status === 'SUSPENDED' ? ' badge--danger' : ''}`} data-testid="person-status">
          {t(STATUS_NAMES[p.status])}
        </span>
        {actions
          .filter(({ event }) => snapshot.can(event))
          .map(({ event, label, id, ghost }) => (
            <button
              key={event.type === 'access' ? event.action : event.type}
              type="button"
              id={id}
              className={ghost ? 'button button--small button--ghost' : 'button button--small'}
              onClick={() => send(event)}
            >
              {label}
            </button>
          ))}
      </div>
      {children}
    </li>
  );
}

/** How the last change ended, above the list (a cancelled one says nothing). */
function Ended({ ended, onDismiss }: { ended: PeopleEnded; onDismiss: () => void }) {
  const { t } = useLingui();
  const { outcome } = ended.output;
  if (outcome === 'cancelled' || outcome === 'kept') return null;
  const ok = (testId: string, text: ReactNode) => (
    <FlowNotice kind="success" testId={testId} actionLabel={<Trans>OK</Trans>} onAction={onDismiss}>
      {text}
    </FlowNotice>
  );
  if (outcome === 'failed' || outcome === 'failure')
    return (
      <FlowNotice kind="error" testId="people-failure" actionLabel={<Trans>OK</Trans>} onAction={onDismiss}>
        <Trans>Sorry, that didn't go through. Nothing was changed. Please try again.</Trans>
      </FlowNotice>
    );
  if (ended.kind === 'invite') {
    const person = ended.output.person;
    const name = person ? `${person.firstName} ${person.lastName}` : '';
    const email = person?.email ?? '';
    return ok(
      'invite-saved',
      <Trans>
        Invitation sent to {name} at {email}. They can sign in once they accept it.
      </Trans>,
    );
  }
  if (ended.kind === 'role') {
    const { person } = ended.output;
    const name = `${person.firstName} ${person.lastName}`;
    const role = t(ROLE_NAMES[person.role]);
    return ok(
      'role-changed',
      <Trans>
        {name} is now: {role}. It applies from their next page.
      </Trans>,
    );
  }
  const { person, action } = ended.output;
  const name = `${person.firstName} ${person.lastName}`;
  return action === 'suspend'
    ? ok('access-changed', <Trans>{name} is suspended and signed out. Their role is kept for when you reactivate them.</Trans>)
    : action === 'reactivate'
      ? ok('access-changed', <Trans>{name} can sign in again.</Trans>)
      : ok('access-changed', <Trans>{name} was removed from the account and signed out.</Trans>);
}
