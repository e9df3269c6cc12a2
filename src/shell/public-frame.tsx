import type { ReactNode } from 'react';
import { Header } from './header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** The frame of pages seen signed out: sign-in, maintenance, 404. */
export function PublicFrame({ children }: { children: ReactNode }) {
  useFocusOnNavigate('main-content');
  return (
    <div className="frame frame--public">
      <SkipLink />
      <Header profile={null} />
      <main id="main-content" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
