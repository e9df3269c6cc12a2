import { Trans } from '@lingui/react/macro';

/** The page footer (contentinfo landmark). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        <Trans>© {year} Business Portal. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
