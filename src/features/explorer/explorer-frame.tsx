import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { Brand } from '../../ui/brand';
import { LanguageButtons } from '../../ui/language-buttons';
import { useExplorerCatalog } from './use-explorer-catalog';
import './explorer.css';

/**
 * The explorer's own frame, in the portal's look: brand, language, no account and no customer
 * navigation. It sits outside both of the portal's layouts, so opening it asks the backend
 * nothing.
 *
 * It is written here rather than reusing the shell's header, because a module shared between
 * the explorer and the portal is split out of the portal's first-load chunks (measured: about
 * 0.5 KB more on /login), and the explorer must cost the customer pages nothing.
 */
export function ExplorerFrame({ children }: { children: ReactNode }) {
  const ready = useExplorerCatalog();
  useFocusOnNavigate();
  return (
    <div className="frame frame--public">
      {ready ? <ExplorerHeader /> : null}
      <main id="main-content" className="public-main explorer" tabIndex={-1} aria-busy={!ready}>
        {/* until its catalog is in, the explorer has no words to show */}
        {ready ? children : <span className="spinner" aria-hidden="true" />}
      </main>
      {ready ? <ExplorerFooter /> : null}
    </div>
  );
}

/** After a move inside the explorer (the list, a flow), focus goes to the new page's content. */
function useFocusOnNavigate() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-content')?.focus();
  }, [pathname]);
}

// the portal's saved language (src/i18n/locale.ts reads it at start)
const LOCALE_KEY = 'portal.locale';

function ExplorerHeader() {
  const current = i18n.locale;
  // The portal's catalogs load at start: a change of language starts the page again in it.
  const choose = (locale: 'en' | 'es') => {
    if (locale === current) return;
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      return;
    }
    window.location.reload();
  };
  return (
    <>
      <a className="skip-link" href="#main-content">
        <Trans>Skip to the explorer</Trans>
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a href="/" className="site-header__home">
            <Brand />
          </a>
          <div className="site-header__tools">
            <LanguageButtons current={current} onChoose={choose} />
          </div>
        </div>
      </header>
    </>
  );
}

function ExplorerFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        <Trans>© {year} Business Portal. Machine explorer for analysts and testers.</Trans>
      </p>
    </footer>
  );
}

/** The tab's title: the page, then the site. */
export function useExplorerTitle(page: string): void {
  const { t } = useLingui();
  const title = t`${page} | Business Portal`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
