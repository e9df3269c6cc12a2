import { redirect } from '@tanstack/react-router';
import { isApiError } from '../api/errors';
import type { SessionStore } from '../api/session';
import { hasBillingAccess } from '../domain/roles';
import type { FeatureFlags, Profile } from '../domain/session';
import type { AccessNotice } from '../features/account-summary/search';

/** Where a refused guard sends the user; null lets the navigation through. */
type GuardOutcome = { kind: 'notFound' } | { kind: 'notice'; notice: AccessNotice } | { kind: 'external'; href: string } | null;
export type Guard = (profile: Profile) => GuardOutcome;

const NOT_FOUND: GuardOutcome = { kind: 'notFound' };

/** A feature that is off does not exist for this user. */
export const flagGuard =
  (flag: keyof FeatureFlags): Guard =>
  (p) =>
    p.featureFlags[flag] ? null : NOT_FOUND;

/** spec platform §6: billing access is ADMIN and PRIMARY; standard users cannot pay a bill. */
export const billingAccessGuard: Guard = (p) => (hasBillingAccess(p.role) ? null : { kind: 'notice', notice: 'no-billing-access' });

/** Service-eligibility guards of spec platform §2: no such service, nothing to show. */
export const servicesGuard: Guard = (p) => (p.hasServices ? null : NOT_FOUND);
export const voiceGuard: Guard = (p) => (p.hasVoice ? null : NOT_FOUND);
export const mobileGuard: Guard = (p) => (p.hasMobile ? null : NOT_FOUND);

/** Runs guards in order; the first refusal becomes a redirect (replace: Back does not loop). */
export function enforce(profile: Profile, guards: readonly Guard[]): void {
  for (const guard of guards) {
    const outcome = guard(profile);
    if (!outcome) continue;
    if (outcome.kind === 'external') throw redirect({ href: outcome.href, reloadDocument: true, replace: true });
    if (outcome.kind === 'notice') throw redirect({ to: '/account-summary', search: { notice: outcome.notice }, replace: true });
    throw redirect({ to: '/404', replace: true });
  }
}

/**
 * The authentication guard: the signed-in profile, or a redirect to /login keeping where the user
 * was going, or to /maintenance. An unreachable backend is thrown on to the root error page.
 */
export async function requireProfile(session: SessionStore, targetUrl: string): Promise<Profile> {
  let profile: Profile | null;
  try {
    profile = await session.current();
  } catch (e) {
    if (isApiError(e, 'IN_MAINTENANCE')) {
      session.end();
      throw redirect({ to: '/maintenance', replace: true });
    }
    throw e;
  }
  if (!profile) throw redirect({ to: '/login', search: { targetUrl }, replace: true });
  return profile;
}

/** The profile if someone is signed in, for pages open to everyone; never blocks them. */
export async function peekProfile(session: SessionStore): Promise<Profile | null> {
  try {
    return await session.current();
  } catch {
    return null;
  }
}
