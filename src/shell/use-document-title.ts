import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Each page names itself, so the tab and a screen reader's page announcement say where the user is. */
export function useDocumentTitle(page: string): void {
  const { t } = useLingui();
  const site = t`Business Portal`;
  useEffect(() => {
    document.title = `${page} | ${site}`;
  }, [page, site]);
}
