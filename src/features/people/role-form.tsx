import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { peopleRoleMachine } from '../../../machines/people-role';
import { ASSIGNABLE_ROLES, AssignableRole } from '../../domain/people';
import { REFUSALS, ROLE_NAMES, ROLE_POWERS } from './labels';

/**
 * A person's new role, chosen in their row: Save is checked by the role rules first (not the role
 * they have, not the last active owner), and a refusal is said beside the choice and announced.
 */
export function RoleForm({ actor, returnFocusTo }: { actor: ActorRefFrom<typeof peopleRoleMachine>; returnFocusTo: string }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const id = `role-choice-${snapshot.context.person.id}`;
  useEffect(() => {
    document.getElementById(id)?.focus();
    return () => {
      requestAnimationFrame(() => (document.getElementById(returnFocusTo) ?? document.getElementById('people-invite'))?.focus());
    };
  }, [id, returnFocusTo]);
  if (snapshot.status === 'done') return null;
  const { role, refusal, person } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <form
      className="form people__role"
      data-testid="role-form"
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) actor.send({ type: 'save' });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          <Trans>New role for {name}</Trans>
        </label>
        <select
          id={id}
          className="field__input"
          value={role ?? ''}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : `${id}-hint`}
          onChange={(e) => {
            const chosen = AssignableRole.safeParse(e.target.value);
            if (chosen.success) actor.send({ type: 'role.set', role: chosen.data });
          }}
        >
          {role === null ? <option value="">{t(ROLE_NAMES[person.role])}</option> : null}
          {ASSIGNABLE_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(ROLE_NAMES[r])}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="field__hint field__hint--below">
          {role ? t(ROLE_POWERS[role]) : null}
        </p>
        {refusal ? (
          <p id={`${id}-refusal`} className="field__error" role="alert" data-testid="role-refusal">
            {t(REFUSALS[refusal])}
          </p>
        ) : null}
      </div>
      <div className="balance__actions">
        <button type="submit" className="button button--small button--primary" data-testid="role-save" aria-disabled={busy || undefined}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save role</Trans>}
        </button>
        <button
          type="button"
          className="button button--small"
          data-testid="role-cancel"
          aria-disabled={busy || undefined}
          onClick={() => !busy && actor.send({ type: 'cancel' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
