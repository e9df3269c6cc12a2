import { Link } from '@tanstack/react-router';
import { TabIcon } from './tab-icon';
import { TabLabel } from './tab-label';
import type { NavTab } from './tabs';

/** The tab links of one user; the router marks the current one (aria-current="page"). */
export function NavTabs({ tabs, compact = false }: { tabs: NavTab[]; compact?: boolean }) {
  return (
    <ul className="nav-tabs">
      {tabs.map((tab) => (
        <li key={tab.id}>
          <Link to={tab.href} className="nav-tabs__link" data-tab={tab.id}>
            <TabIcon id={tab.id} />
            <span className="nav-tabs__label">
              <TabLabel tab={tab} compact={compact} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
