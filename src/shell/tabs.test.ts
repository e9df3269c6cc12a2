import { describe, expect, it } from 'vitest';
import type { Profile } from '../domain/session';
import { tabsFor } from './tabs';

type Flags = Profile['featureFlags'];
// prettier-ignore
const flags: Flags = { userPreferences: true, sharedBilling: false, billingStub: true, voice: true, community: false, securitySuite: true, selfInstall: true, softDisconnectLookup: true };
const user = (over: Partial<Parameters<typeof tabsFor>[0]> = {}): Parameters<typeof tabsFor>[0] => ({
  role: 'PRIMARY',
  featureFlags: flags,
  communityAgreement: null,
  hasServices: true,
  hasVoice: false,
  ...over,
});
const every = () => true;
const ids = (u: Parameters<typeof tabsFor>[0]) => tabsFor(u, every).map((t) => t.id);

describe('tabsFor (spec platform §2 navigation tabs)', () => {
  it('always has Account Summary first', () => {
    expect(ids(user({ role: 'STANDARD', hasServices: false, featureFlags: { ...flags, userPreferences: false } }))).toEqual(['accountSummary']);
  });

  it('gives Billing to PRIMARY and ADMIN only (the billing group)', () => {
    expect(ids(user({ role: 'PRIMARY' }))).toContain('billing');
    expect(ids(user({ role: 'ADMIN' }))).toContain('billing');
    expect(ids(user({ role: 'BILLING' }))).not.toContain('billing');
    expect(ids(user({ role: 'STANDARD' }))).not.toContain('billing');
    expect(ids(user({ role: 'CHILD' }))).not.toContain('billing');
  });

  it('points Billing at the stub variant the shared-billing flag chooses', () => {
    const href = (f: Partial<typeof flags>) => tabsFor(user({ featureFlags: { ...flags, ...f } }), every).find((t) => t.id === 'billing')?.href;
    expect(href({})).toBe('/billing-stub');
    expect(href({ sharedBilling: true })).toBe('/billing-stub-2');
    expect(href({ billingStub: false })).toBe('/billing');
  });

  it('shows Services only with services, titled for voice when voice is present', () => {
    expect(tabsFor(user({ hasServices: false }), every).find((t) => t.id === 'services')).toBeUndefined();
    expect(tabsFor(user({ hasVoice: true }), every).find((t) => t.id === 'services')).toMatchObject({ withVoice: true });
    expect(tabsFor(user({ hasVoice: false }), every).find((t) => t.id === 'services')).toMatchObject({ withVoice: false });
  });

  it('shows Profile & Settings with user preferences on, and Users for admins when they are off', () => {
    expect(ids(user())).toEqual(['accountSummary', 'billing', 'services', 'settings']);
    const off = { ...flags, userPreferences: false };
    expect(ids(user({ featureFlags: off }))).toEqual(['accountSummary', 'billing', 'services', 'users']);
    expect(ids(user({ featureFlags: off, role: 'ADMIN' }))).toContain('users');
    expect(ids(user({ featureFlags: off, role: 'STANDARD' }))).not.toContain('users');
    expect(ids(user({ featureFlags: off, role: 'BILLING' }))).not.toContain('users');
  });

  it('shows Your Community with the flag, unless a tenant-wifi agreement was rejected', () => {
    const on = { ...flags, community: true };
    expect(ids(user({ featureFlags: on, communityAgreement: 'ACCEPTED' }))).toContain('community');
    expect(ids(user({ featureFlags: on, communityAgreement: null }))).toContain('community');
    expect(ids(user({ featureFlags: on, communityAgreement: 'REJECTED' }))).not.toContain('community');
    expect(ids(user({ communityAgreement: 'ACCEPTED' }))).not.toContain('community');
  });

  it('leaves out a tab whose page is not built yet (it would open the 404 page)', () => {
    const on = { ...flags, community: true };
    const built = (href: string) => href !== '/community';
    expect(tabsFor(user({ featureFlags: on }), built).map((t) => t.id)).toEqual(['accountSummary', 'billing', 'services', 'settings']);
  });
});
