import { it } from 'vitest';
import type { Backend } from './backend';
import { expectGqlRefused } from './autopay';
import { control, signedIn, type Client, type Reply } from './client';

/** Acme's sign-ins, one a role (db.json, README "Demo sign-ins"). */
export const ACME_ROLES = {
  PRIMARY: 'owner@acme.example',
  ADMIN: 'admin@acme.example',
  BILLING: 'billing@acme.example',
  STANDARD: 'staff@acme.example',
} as const;

/**
 * Every role × every write of an area that only the owner and administrators change (spec
 * platform §6), one test each, from the seed: for PRIMARY and ADMIN the valid request is made and
 * `allowed` checks what it did; for BILLING and STANDARD it is refused FORBIDDEN with the area's
 * `refusal` message, and the store is left as it was.
 */
export function everyRoleEveryWrite<W extends string>(
  backend: Backend,
  write: Record<W, (client: Client, input: unknown) => Promise<Reply>>,
  valid: Record<W, unknown>,
  refusal: string,
  allowed: (name: W, send: () => Promise<Reply>) => Promise<void>,
) {
  for (const [role, username] of Object.entries(ACME_ROLES))
    for (const name of Object.keys(write) as W[]) {
      const admin = role === 'PRIMARY' || role === 'ADMIN';
      it(`${role} ${name}: ${admin ? 'allowed' : 'FORBIDDEN, nothing changes'}`, async () => {
        await control.reset(backend.url);
        const client = await signedIn(backend.url, username);
        const send = () => write[name](client, valid[name]);
        if (admin) await allowed(name, send);
        else await expectGqlRefused(backend, send, { code: 'FORBIDDEN', messages: { '': refusal } });
      });
    }
}
