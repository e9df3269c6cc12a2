import { describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_MONTHS, auditRetained, auditRetentionStart } from '../../src/domain/audit';
import { credentialsIssues, passwordIssue, usernameIssue } from '../../src/domain/credentials';
import { invitationOpen } from '../../src/domain/invitation';

// The sign-in a person chooses when accepting an invitation (src/domain/credentials.ts), the
// invitation's expiry (src/domain/invitation.ts) and the audit trail's retention limit
// (src/domain/audit.ts): each rule at its boundary. The server runs the same functions
// (tests/server/invitation.test.ts, tests/server/audit-retention.test.ts).

const owner = { username: 'ana.reyes@acme.example', firstName: 'Ana', lastName: 'Reyes' };

describe('the password rules', () => {
  it.each([
    ['', 'password.required'],
    ['Abcdefgh 12', 'password.tooShort'], // 11 characters
    ['Abcdefgh 123', null], // 12
    [`Ab1 ${'x'.repeat(124)}`, null], // 128
    [`Ab1 ${'x'.repeat(125)}`, 'password.tooLong'], // 129
    ['abcdefghijkl', 'password.kinds'], // one kind
    ['abcdefghijk1', 'password.kinds'], // two kinds
    ['abcdefghij1!', null], // three: lower, digit, other
    ['ABCDEFGHIJ1a', null], // three: upper, digit, lower
    ['contáctenos Ñ 9', null], // letters of any script count as letters
    ['My ana.reyes key 9', 'password.containsUsername'],
    ['MY ANA.REYES@ACME.EXAMPLE 9', 'password.containsUsername'],
    ['Sunny REYES day 9', 'password.containsName'],
    ['Ana and co 9 lights', 'password.containsName'],
    ['Letmein to the 9 gates', 'password.common'],
    ['zero\u200bwidth Pass 9', 'password.characters'],
    ['new\nline Pass 99', 'password.characters'],
  ])('%j → %s', (password, issue) => {
    expect(passwordIssue(password, owner)).toBe(issue);
  });
});

describe('the username and the form', () => {
  it('a name shorter than three characters is not looked for', () => {
    expect(passwordIssue('Al and co 9 lights', { username: 'boss@corp.example', firstName: 'Al', lastName: 'Li' })).toBeNull();
  });

  it('a username is an e-mail address of at most 254 characters', () => {
    expect(usernameIssue('  ')).toBe('username.required');
    expect(usernameIssue('ana@reyes.example')).toBeNull();
    expect(usernameIssue('ana reyes')).toBe('email.format');
    expect(usernameIssue(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe('email.format'); // 255
  });

  it('the form lists one issue per field; the confirmation only once the password holds', () => {
    expect(credentialsIssues({ username: 'x', password: 'short', confirm: 'other' }, owner)).toEqual([
      { path: ['username'], code: 'custom', message: 'email.format' },
      { path: ['password'], code: 'custom', message: 'password.tooShort' },
    ]);
    expect(credentialsIssues({ username: owner.username, password: 'Harbor lights 42', confirm: 'Harbor lights 4' }, owner)).toEqual([
      { path: ['confirm'], code: 'custom', message: 'password.mismatch' },
    ]);
    expect(credentialsIssues({ username: owner.username, password: 'Harbor lights 42', confirm: 'Harbor lights 42' }, owner)).toEqual([]);
  });
});

describe('the invitation expires at its instant', () => {
  it('open the millisecond before, closed at it', () => {
    const at = '2027-03-10T15:00:00.000Z';
    expect(invitationOpen(at, new Date(Date.parse(at) - 1))).toBe(true);
    expect(invitationOpen(at, new Date(at))).toBe(false);
  });
});

describe('the audit trail keeps 24 months', () => {
  it('an entry is kept while written after the same instant 24 calendar months earlier', () => {
    expect(AUDIT_RETENTION_MONTHS).toBe(24);
    const now = new Date('2028-05-15T10:00:00.000Z');
    expect(auditRetentionStart(now).toISOString()).toBe('2026-05-15T10:00:00.000Z');
    expect(auditRetained('2026-05-15T10:00:00.001Z', now)).toBe(true);
    expect(auditRetained('2026-05-15T10:00:00.000Z', now)).toBe(false);
  });

  it('counts calendar months in UTC: a month end stays a month end, a leap day falls back to the 28th', () => {
    expect(auditRetentionStart(new Date('2027-03-31T12:00:00.000Z')).toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(auditRetentionStart(new Date('2027-01-01T00:00:00.000Z')).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(auditRetentionStart(new Date('2028-02-29T08:00:00.000Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });
});
