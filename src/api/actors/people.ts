import { z } from 'zod/mini';
import type { PeopleAccessAction } from '../../../machines/people/people-access';
import type { ListedPerson } from '../../../machines/people/people-page';
import { PersonStatus, type AssignableRole, type InviteDraft, type Person } from '../../domain/people';
import { Role } from '../../domain/roles';
import type { Transport } from '../transport';

// People and roles (spec platform §2 /user-preferences/people, §6): the `people` query
// and its writes (src/server/graphql/people.graphql). Each document is written out whole, so the
// documents the client can send are all in the source (tests/unit/graphql-limits.test.ts).

const PERSON_FIELDS = 'id firstName lastName email role status me';
const Listed = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), role: Role, status: PersonStatus, me: z.boolean() });
const PeopleAnswer = z.object({ people: z.array(Listed) });
const person = ({ me: _me, ...rest }: z.infer<typeof Listed>): Person => rest;

const INVITE = `mutation($input: InvitePersonInput!) { invitePerson(input: $input) { ${PERSON_FIELDS} } }`;
const ROLE = `mutation($input: UpdatePersonRoleInput!) { updatePersonRole(input: $input) { ${PERSON_FIELDS} } }`;
const STATUS = 'mutation($input: UpdatePersonStatusInput!) { updatePersonStatus(input: $input) { id } }';
const REMOVE = 'mutation($input: RemovePersonInput!) { removePerson(input: $input) { id } }';
const Ref = z.object({ id: z.string() });

export function peopleCalls(transport: Transport) {
  return {
    loadPeople: async (): Promise<ListedPerson[]> => (await transport.graph(`query People { people { ${PERSON_FIELDS} } }`, PeopleAnswer)).people,
    invitePerson: async (draft: InviteDraft): Promise<Person> =>
      person((await transport.graph(INVITE, z.object({ invitePerson: Listed }), { input: draft })).invitePerson),
    updatePersonRole: async (input: { personId: string; role: AssignableRole }): Promise<Person> =>
      person((await transport.graph(ROLE, z.object({ updatePersonRole: Listed }), { input })).updatePersonRole),
    /** suspend and reactivate are the person's status; remove is its own call */
    changeAccess: async ({ personId, action }: { personId: string; action: PeopleAccessAction }): Promise<{ personId: string }> => {
      if (action === 'remove') return { personId: (await transport.graph(REMOVE, z.object({ removePerson: Ref }), { input: { personId } })).removePerson.id };
      const status = action === 'suspend' ? 'SUSPENDED' : 'ACTIVE';
      return { personId: (await transport.graph(STATUS, z.object({ updatePersonStatus: Ref }), { input: { personId, status } })).updatePersonStatus.id };
    },
  };
}
