import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

describe('the hash an unknown username is checked against', () => {
  it('is the scrypt hash it says it is, so checking it costs what checking a stored password does', () => {
    expect(DUMMY_HASH).toBe(hashPassword('no-such-user-placeholder', Buffer.alloc(16, 7)));
    const [scheme, salt, hash] = DUMMY_HASH.split('$');
    const stored = hashPassword('anything').split('$');
    expect(scheme).toBe('scrypt');
    expect(salt).toHaveLength(stored[1]!.length);
    expect(hash).toHaveLength(stored[2]!.length); // same key length: the same scrypt work
  });

  it('does not verify the passwords people type, the demo one included', () => {
    for (const password of ['', 'Portal-demo-1', 'password', 'no-such-user']) expect(verifyPassword(password, DUMMY_HASH)).toBe(false);
  });
});
