/** A person's name as the audit trail, the CPNI status and the invitations record it: first then last, either may be empty. */
export const personName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();
