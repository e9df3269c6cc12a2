import { useLingui } from '@lingui/react/macro';
import { NavTabs } from './nav-tabs';
import type { NavTab } from './tabs';

/** The 250 px side menu of screens 1090 px and wider (spec platform §2, §9); CSS shows it. */
export function SideMenu({ tabs }: { tabs: NavTab[] }) {
  const { t } = useLingui();
  return (
    <nav className="side-menu" aria-label={t`Main menu`} data-testid="side-menu">
      <NavTabs tabs={tabs} />
    </nav>
  );
}
