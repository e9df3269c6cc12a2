import { useAfterNavigate } from './use-after-navigate';

/**
 * After a navigation inside the app (not the first load), focus moves to the main content, so
 * keyboard and screen-reader users start at the new page and not at the link they used.
 */
export function useFocusOnNavigate(targetId: string): void {
  useAfterNavigate(() => document.getElementById(targetId)?.focus({ preventScroll: false }));
}
