import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { peopleRoleMachine } from '../../../machines/people-role';
import { ASSIGNABLE_ROLES, AssignableRole } from '../../domain/people';
import { SaveActions } from '../../ui/flow-steps/save-actions';
import { ROLE_NAMES } from '../../ui/labels';
import { SelectField } from '../../ui/select-field';
import { REFUSALS, ROLE_POWERS } from './labels';

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
      <SelectField
        id={id}
        label={<Trans>New role for {name}</Trans>}
        value={role ?? ''}
        onValue={(value) => {
          const chosen = AssignableRole.safeParse(value);
          if (chosen.success) actor.send({ type: 'role.set', role: chosen.data });
        }}
        hint={role ? t(ROLE_POWERS[role]) : null}
        error={refusal ? t(REFUSALS[refusal]) : null}
        announce
        errorTestId="role-refusal"
      >
        {role === null ? <option value="">{t(ROLE_NAMES[person.role])}</option> : null}
        {ASSIGNABLE_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_NAMES[r])}
          </option>
        ))}
      </SelectField>
      <SaveActions
        small
        primary={<Trans>Save role</Trans>}
        busy={busy}
        onCancel={() => actor.send({ type: 'cancel' })}
        testId="role-save"
        cancelTestId="role-cancel"
      />
    </form>
  );
}
