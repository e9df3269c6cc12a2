import { useMatches } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { Profile } from '../domain/session';
import { AfterShell } from './after-shell';
import { Header } from './header';
import { MobileFooter } from './mobile-footer';
import { PageAlerts } from './page-alerts';
import { SessionTimeoutSlot } from './session-timeout-slot';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { tabsFor } from './tabs';
import { useReachesPage } from '../ui/reaches-page';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/**
 * The frame of every signed-in screen (spec platform §2 app shell): banner, the 250 px side menu
 * from 1090 px or the mobile footer below it, the page-alert area, the page, and the slot of the
 * session-timeout dialog. Focused, nested-buy and full-width-header-only flows get no menu.
 */
export function AppShell({ profile, children }: { profile: Profile; children: ReactNode }) {
  const matches = useMatches();
  const chrome = matches.reduce<string>((c, m) => m.staticData.chrome ?? c, 'standard');
  const hideAlerts = chrome === 'focused' || matches.some((m) => m.staticData.hidePageAlerts);
  const withMenu = chrome === 'standard';
  const reaches = useReachesPage();
  const tabs = useMemo(() => tabsFor(profile, reaches), [profile, reaches]);
  useFocusOnNavigate('main-content');

  return (
    <div className={`frame frame--app${withMenu ? ' frame--with-menu' : ''}`}>
      <SkipLink />
      <Header profile={profile} />
      <div className="app-body">
        {withMenu ? <SideMenu tabs={tabs} /> : null}
        <div className="app-content">
          <main id="main-content" className="app-main" tabIndex={-1}>
            {hideAlerts ? null : <PageAlerts />}
            <AfterShell>{children}</AfterShell>
          </main>
          {/* with the page, not before it: a footer drawn first would be pushed down (a layout shift) */}
          <AfterShell>
            <SiteFooter />
          </AfterShell>
        </div>
      </div>
      {withMenu ? <MobileFooter tabs={tabs} /> : null}
      <AfterShell>
        <SessionTimeoutSlot />
      </AfterShell>
    </div>
  );
}
