import { describe, expect, it } from 'vitest';
import { auditRetentionStart } from '../../src/domain/audit';
import { accepted } from '../support/autopay';
import { seedWithoutTrail } from '../support/backend';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn } from '../support/client';

// The audit trail's retention limit (src/domain/audit.ts AUDIT_RETENTION_MONTHS, enforced by
// src/server/audit.ts): on the server clock, an entry at the limit is dropped when the trail is
// next written and never read again; the one a millisecond younger is kept.

const OWNER = 'owner@acme.example';
// the entries these tests' writes leave, on a seed whose own trail is left out (tests/support/backend.ts)
const backend = backendPerFile({ seedFile: seedWithoutTrail() });

const old = (id: string, at: string) => ({
  id,
  accountId: 'acct_1',
  at,
  userId: 'usr_1',
  userName: 'Maria Delgado',
  sessionRef: 'ses_000000000000',
  kind: 'BILL_DELIVERY_CHANGED',
  recordId: 'acct_1',
  subject: null,
  changes: [{ field: 'paperless', item: null, before: false, after: true }],
});
const PAPERLESS = 'mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }';
const TRAIL = '{ auditTrail { entries { id } } }';
const ids = async () => ((await control.store(backend.url)).auditEntries as { id: string }[]).map((e) => e.id);

describe('the audit trail keeps 24 months', () => {
  it('at the limit an entry is gone from the read and dropped by the next write; a millisecond younger stays', async () => {
    const now = new Date((await control.serverClock(backend.url)).now);
    const start = auditRetentionStart(now).getTime();
    const atLimit = new Date(start).toISOString();
    const younger = new Date(start + 1).toISOString();
    await control.reset(backend.url, { auditEntries: [old('aud_901', atLimit), old('aud_902', younger)] }, { now: now.toISOString() });

    const owner = await signedIn(backend.url, OWNER);
    const read = accepted<{ auditTrail: { entries: { id: string }[] } }>(await owner.gql(TRAIL)).auditTrail.entries.map((e) => e.id);
    expect(read).toEqual(['aud_902']);
    expect(await ids()).toEqual(['aud_901', 'aud_902']); // a read writes nothing

    accepted(await owner.gql(PAPERLESS, { input: { enrolled: true } }));
    const kept = await ids();
    expect(kept).not.toContain('aud_901');
    expect(kept.slice(0, 1)).toEqual(['aud_902']);
    expect(kept).toHaveLength(2);

    // a millisecond later on the server clock, the younger one has reached the limit too
    await control.clock(backend.url, { now: new Date(now.getTime() + 1).toISOString() });
    expect(accepted<{ auditTrail: { entries: { id: string }[] } }>(await owner.gql(TRAIL)).auditTrail.entries.map((e) => e.id)).not.toContain('aud_902');
  });
});
