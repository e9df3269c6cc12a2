import { hasBillingAccess, isAdmin } from '../domain/roles';
import type { Profile } from '../domain/session';

export type TabId = 'accountSummary' | 'billing' | 'services' | 'settings' | 'users' | 'community';

export interface NavTab {
  id: TabId;
  href: string;
  /** Services is titled "Voice & Services" when voice is present. */
  withVoice?: boolean;
}

type TabSource = Pick<Profile, 'role' | 'featureFlags' | 'communityAgreement' | 'hasServices' | 'hasVoice'>;

/**
 * The navigation tabs of one user, in menu order: spec platform §2 "Navigation tabs".
 * Each tab's page is guarded again by its route; hiding a tab is never the only check. A tab whose
 * area is not built yet (`reaches`, the route tree: src/routes/built.ts) would open the 404 page:
 * it is left out until its area lands.
 */
export function tabsFor(user: TabSource, reaches: (href: string) => boolean): NavTab[] {
  const flags = user.featureFlags;
  const tabs: NavTab[] = [{ id: 'accountSummary', href: '/account-summary' }];
  if (hasBillingAccess(user.role)) tabs.push({ id: 'billing', href: billingHref(flags) });
  if (user.hasServices) tabs.push({ id: 'services', href: '/services', withVoice: user.hasVoice });
  if (flags.userPreferences) tabs.push({ id: 'settings', href: '/user-preferences' });
  // With user preferences on, people are managed in /user-preferences/people instead.
  if (isAdmin(user.role) && !flags.userPreferences) tabs.push({ id: 'users', href: '/manage-users/list' });
  // The tenant-wifi bulk master agreement matters only where there is one (null: none applies).
  if (flags.community && user.communityAgreement !== 'REJECTED') tabs.push({ id: 'community', href: '/community' });
  return tabs.filter((tab) => reaches(tab.href));
}

/**
 * spec platform §2: billing-stub and billing-stub-2 load the billing module (link text Billing)
 * behind the billing-stub flag; the shared-billing flag swaps the variant. Without the stub flag
 * the tab opens the billing area itself.
 */
function billingHref(flags: Profile['featureFlags']): string {
  if (!flags.billingStub) return '/billing';
  return flags.sharedBilling ? '/billing-stub-2' : '/billing-stub';
}
