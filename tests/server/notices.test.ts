import { describe, expect, it } from 'vitest';
import { accepted, expectGqlRefused } from '../support/autopay';
import { backendPerFile } from '../support/backend-per-file';
import { Client, control, signedIn } from '../support/client';

// The billing dialogs' dismissals (src/domain/notices.ts): each person's own, kept on
// the server (so they hold after signing in again, in another browser), whatever the role; another
// person of the same account still sees the notice; bad input and armed faults change nothing.

const backend = backendPerFile();

const READ = '{ dismissedNotices }';
const DISMISS = 'mutation($input: DismissNoticeInput!) { dismissNotice(input: $input) }';
const dismiss = (c: Client, input: unknown) => c.gql(DISMISS, { input });
const dismissedOf = async (c: Client) => accepted<{ dismissedNotices: string[] }>(await c.gql(READ)).dismissedNotices;
const recordOf = async (username: string) =>
  ((await control.store(backend.url)).users as { username: string; dismissedNotices?: string[] }[]).find((u) => u.username === username)!;

describe('dismissing a billing dialog', () => {
  it('is the person’s own: it holds in a new session (another browser), and another person of the account still sees the notice', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    expect(await dismissedOf(owner)).toEqual([]);
    expect(accepted(await dismiss(owner, { notice: 'billingDisclosures' }))).toEqual({ dismissNotice: ['billingDisclosures'] });
    expect(accepted(await dismiss(owner, { notice: 'billingNews' }))).toEqual({ dismissNotice: ['billingNews', 'billingDisclosures'] });
    expect((await recordOf('owner@acme.example')).dismissedNotices).toEqual(['billingNews', 'billingDisclosures']);

    // another sign-in of the same person (another browser, or after signing out)
    const again = await signedIn(backend.url, 'owner@acme.example');
    expect(await dismissedOf(again)).toEqual(['billingNews', 'billingDisclosures']);
    // the account's admin has dismissed nothing
    const admin = await signedIn(backend.url, 'admin@acme.example');
    expect(await dismissedOf(admin)).toEqual([]);
    expect((await recordOf('admin@acme.example')).dismissedNotices).toBeUndefined();
  });

  it('dismissing again answers the same list and writes nothing', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    accepted(await dismiss(owner, { notice: 'billingNews' }));
    const before = await control.store(backend.url);
    expect(accepted(await dismiss(owner, { notice: 'billingNews' }))).toEqual({ dismissNotice: ['billingNews'] });
    expect(await control.store(backend.url)).toEqual(before);
  });

  it.each(['STANDARD', 'BILLING'] as const)('a %s user may dismiss their own notices', async (role) => {
    const user = await signedIn(backend.url, role === 'STANDARD' ? 'staff@acme.example' : 'billing@acme.example');
    expect(accepted(await dismiss(user, { notice: 'billingNews' }))).toEqual({ dismissNotice: ['billingNews'] });
    expect(await dismissedOf(await signedIn(backend.url, 'owner@acme.example'))).toEqual([]);
  });

  it.each([
    ['an unknown notice', { notice: 'somethingElse' }, 'notice'],
    ['an empty notice', { notice: '' }, 'notice'],
    // someone else's record cannot even be named: the schema's input has no such field
    ['another person named besides', { notice: 'billingNews', userId: 'usr_2' }, 'userId'],
  ])('refuses %s with VALIDATION_FAILED and changes nothing', async (_name, input, field) => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const reply = await expectGqlRefused(backend, () => dismiss(owner, input), { code: 'VALIDATION_FAILED' });
    const issues = (reply.body.errors as { extensions: { issues: { path: string[]; message: string }[] } }[])[0]!.extensions.issues;
    expect(issues.map((i) => i.path.join('.'))).toEqual([field]);
    if (field === 'notice') expect(issues[0]!.message).toBe('notice.unknown');
    expect(await dismissedOf(owner)).toEqual([]);
  });

  it('needs a session and the XSRF token', async () => {
    const stranger = new Client(backend.url);
    const reply = await dismiss(stranger, { notice: 'billingNews' });
    expect(reply.status).toBe(401);
    const owner = await signedIn(backend.url, 'owner@acme.example');
    const forged = await owner.request('POST', '/selfservice/graph', {
      json: { query: DISMISS, variables: { input: { notice: 'billingNews' } } },
      xsrf: false,
    });
    expect(forged.status).toBe(403);
    expect(await dismissedOf(owner)).toEqual([]);
  });

  it('an armed fault fails the dismissal before anything is written, and the read on its own', async () => {
    const owner = await signedIn(backend.url, 'owner@acme.example');
    await control.fault(backend.url, { operation: 'dismissNotice', errorCode: 'SERVICE_UNAVAILABLE', status: 503 });
    await expectGqlRefused(backend, () => dismiss(owner, { notice: 'billingNews' }), { code: 'SERVICE_UNAVAILABLE' });
    await control.fault(backend.url, { operation: 'dismissedNotices', errorCode: 'SERVICE_UNAVAILABLE', status: 503 });
    const read = await owner.gql(READ);
    expect((read.body.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(await dismissedOf(owner)).toEqual([]);
  });
});
