import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Salted scrypt (node:crypto). Stored as scrypt$<salt hex>$<hash hex>; the password itself never is.
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Checked against when the username is unknown, so an unknown user costs the same scrypt
 * work as a wrong password and the two cannot be told apart by timing. It is
 * `hashPassword('no-such-user-placeholder', Buffer.alloc(16, 7))`, written out rather than computed
 * because computing it was a scrypt on every server start (~0.13 s of CPU, and the tests start the
 * server ~70 times); password.test.ts checks that the two agree. Whatever it verifies, the sign-in
 * refuses an unknown user anyway.
 */
export const DUMMY_HASH = 'scrypt$07070707070707070707070707070707$64858b48f7cb375c8f674f277ca76b8c096e4c192c658a5739696d8c20c4579d';
