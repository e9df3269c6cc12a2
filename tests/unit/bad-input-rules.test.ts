import { describe, expect, it } from 'vitest';
import { CancelAutoPayInput } from '../../src/domain/autopay-request';
import { NewBankAccount } from '../../src/domain/bank';
import { HolderName } from '../../src/domain/card';
import { Nickname } from '../../src/domain/equipment';
import { MethodNickname } from '../../src/domain/payment-method';
import { equipmentActionRefusal, type Role } from '../../src/domain/roles';
import { humanText, isReadableText, TEXT_CHARACTERS } from '../../src/domain/text';
import { nestingExceeds } from '../../src/server/json-body';
import { REFUSED_CHARACTERS } from '../support/refused-characters';

// The rules that give bad input a clear answer, one level below the server tests
// (tests/server/bad-input.test.ts): the text rule, the body depth scan, the equipment role rule.

describe('human-readable text (src/domain/text.ts)', () => {
  for (const [what, character] of Object.entries(REFUSED_CHARACTERS)) {
    it(`refuses ${what}, anywhere in the text`, () => {
      for (const text of [`${character}Maria`, `Ma${character}ria`, `Maria${character}`]) expect(isReadableText(text)).toBe(false);
    });
  }

  const kept = [
    'Maria Delgado',
    "Zoë O'Brien-Ñúñez",
    'Łukasz Żółw',
    '李小龙',
    'محمد علی',
    'مي\u200Cخواهم',
    'राम\u200Dकृष्ण',
    'Ops 💳',
    '👩‍💻 desk',
    'Café & Co., #2 (main)',
  ];
  for (const text of kept) it(`keeps ${JSON.stringify(text)}`, () => expect(isReadableText(text)).toBe(true));

  it('reports one issue, the text rule, when a refused character and a length rule both fail', () => {
    const schema = humanText({ min: { length: 2, message: 'name.required' }, max: { length: 5, message: 'name.tooLong' } });
    expect(schema.safeParse('\u0000').error?.issues.map((i) => i.message)).toEqual([TEXT_CHARACTERS]);
    expect(schema.safeParse('abcdef\u0000').error?.issues.map((i) => i.message)).toEqual([TEXT_CHARACTERS]);
    expect(schema.safeParse('  ab  ').data).toBe('ab');
    expect(schema.safeParse(' a ').error?.issues.map((i) => i.message)).toEqual(['name.required']);
  });

  it('is the rule of every human-readable field the portal writes', () => {
    const bad = 'Front\u202edesk';
    const messages = [
      HolderName.safeParse(bad),
      NewBankAccount.shape.nameOnAccount.safeParse(bad),
      MethodNickname.safeParse(bad),
      Nickname.safeParse(bad),
      CancelAutoPayInput.shape.reason.safeParse(bad),
    ].map((result) => result.error?.issues.map((i) => i.message));
    expect(messages).toEqual(Array(5).fill([TEXT_CHARACTERS]));
  });
});

describe('body nesting (src/server/json-body.ts)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('counts objects and arrays together', () => {
    expect(nestingExceeds(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestingExceeds(bytes('{"a":[{"b":[[1]]}]}'), 4)).toBe(true);
  });
  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestingExceeds(bytes(JSON.stringify({ a: '[[[[[{{{{{' })), 1)).toBe(false);
    expect(nestingExceeds(bytes(JSON.stringify({ a: 'say \\"[[[[[' })), 1)).toBe(false);
    expect(nestingExceeds(bytes(JSON.stringify({ a: 'ends in a backslash \\', b: [[1]] })), 2)).toBe(true);
  });
  it('reads multi-byte characters as text', () => {
    expect(nestingExceeds(bytes(JSON.stringify({ a: '🙂[李]' })), 1)).toBe(false);
  });
  it('scans 10,000 levels without recursing', () => {
    expect(nestingExceeds(bytes('['.repeat(10_000) + ']'.repeat(10_000)), 32)).toBe(true);
  });
});

describe('equipment actions by role (src/domain/roles.ts, spec platform §6)', () => {
  const roles: Role[] = ['PRIMARY', 'ADMIN', 'BILLING', 'STANDARD', 'CHILD'];
  it('everyone of the account may restart', () => {
    expect(roles.map((role) => equipmentActionRefusal(role, 'restart'))).toEqual([null, null, null, null, null]);
  });
  it('only the admin group renames', () => {
    expect(roles.map((role) => equipmentActionRefusal(role, 'rename'))).toEqual([
      null,
      null,
      'equipment.adminOnly',
      'equipment.adminOnly',
      'equipment.adminOnly',
    ]);
  });
});
