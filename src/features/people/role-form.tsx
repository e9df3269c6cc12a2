import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { peopleRoleMachine } from '../../../machines/people/people-role';
import { SaveActions } from '../../ui/flow-steps/save-actions';
import { REFUSALS } from './labels';
import { RoleField } from './role-field';

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
      <RoleField
        id={id}
        label={<Trans>New role for {name}</Trans>}
        role={role}
        current={person.role}
        onRole={(chosen) => actor.send({ type: 'role.set', role: chosen })}
        error={refusal ? t(REFUSALS[refusal]) : null}
        errorTestId="role-refusal"
      />
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
