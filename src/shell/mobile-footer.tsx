import { useLingui } from '@lingui/react/macro';
import { NavTabs } from './nav-tabs';
import type { NavTab } from './tabs';

/** Below 1090 px the tabs move to a footer bar at the bottom of the screen (spec platform §2). */
export function MobileFooter({ tabs }: { tabs: NavTab[] }) {
  const { t } = useLingui();
  return (
    <nav className="mobile-footer" aria-label={t`Main menu`} data-testid="mobile-footer">
      <NavTabs tabs={tabs} compact />
    </nav>
  );
}
