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
 * work as a wrong password and the two cannot be told apart by timing.
 */
export const DUMMY_HASH = hashPassword('no-such-user-placeholder', Buffer.alloc(16, 7));
