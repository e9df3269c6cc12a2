import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ASSIGNABLE_ROLES, AssignableRole } from '../../domain/people';
import type { Role } from '../../domain/roles';
import { ROLE_NAMES } from '../../ui/labels';
import { SelectField } from '../../ui/select-field';
import { ROLE_POWERS } from './labels';

/**
 * The choice of a role someone may be given (spec platform §6: owner, administrator, billing,
 * standard), with what the chosen one may do under it: the invitation's and a person's new role.
 * `current` is a role shown first while none is chosen (the one the person has).
 */
export function RoleField({
  id,
  label,
  role,
  current,
  onRole,
  error,
  errorTestId,
}: {
  id: string;
  label: ReactNode;
  /** the chosen role, or null while none is */
  role: string | null;
  current?: Role;
  onRole: (role: AssignableRole) => void;
  error?: ReactNode;
  errorTestId?: string;
}) {
  const { t } = useLingui();
  const chosen = ASSIGNABLE_ROLES.find((r) => r === role);
  return (
    <SelectField
      id={id}
      label={label}
      value={role ?? ''}
      onValue={(value) => {
        const parsed = AssignableRole.safeParse(value);
        if (parsed.success) onRole(parsed.data);
      }}
      hint={chosen ? t(ROLE_POWERS[chosen]) : null}
      error={error}
      announce
      errorTestId={errorTestId}
    >
      {role === null && current ? <option value="">{t(ROLE_NAMES[current])}</option> : null}
      {ASSIGNABLE_ROLES.map((r) => (
        <option key={r} value={r}>
          {t(ROLE_NAMES[r])}
        </option>
      ))}
    </SelectField>
  );
}
