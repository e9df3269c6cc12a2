import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After a navigation inside the app (not the first load), focus moves to the main content, so
 * keyboard and screen-reader users start at the new page and not at the link they used.
 */
export function useFocusOnNavigate(targetId: string): void {
  const pathname = useLocation({ select: (l) => l.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(targetId)?.focus({ preventScroll: false });
  }, [pathname, targetId]);
}
