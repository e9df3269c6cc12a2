import { useLocation } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `onNavigate` after each navigation inside the app, not on the first load: what a page
 * change resets (its alerts) or moves (the focus) is left alone when the app opens.
 */
export function useAfterNavigate(onNavigate: () => void): void {
  const pathname = useLocation({ select: (l) => l.pathname });
  const first = useRef(true);
  const navigated = useEffectEvent(onNavigate);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigated();
  }, [pathname]);
}
