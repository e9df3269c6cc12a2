import { Trans } from '@lingui/react/macro';
import type { NavTab } from './tabs';

/**
 * The tab's text. `compact` is the mobile footer, where "Profile & Settings" is shortened to
 * "Settings" (spec platform §2: "Profile & Settings, or Settings").
 */
export function TabLabel({ tab, compact = false }: { tab: NavTab; compact?: boolean }) {
  switch (tab.id) {
    case 'accountSummary':
      return <Trans>Account Summary</Trans>;
    case 'billing':
      return <Trans>Billing</Trans>;
    case 'services':
      return tab.withVoice ? <Trans>Voice &amp; Services</Trans> : <Trans>Services</Trans>;
    case 'settings':
      return compact ? <Trans>Settings</Trans> : <Trans>Profile &amp; Settings</Trans>;
    case 'users':
      return <Trans>Users</Trans>;
    case 'community':
      return <Trans>Your Community</Trans>;
  }
}
