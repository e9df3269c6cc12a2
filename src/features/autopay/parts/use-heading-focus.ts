import { useEffect, useRef } from 'react';

/**
 * The heading of each new screen takes the focus, so keyboard and screen-reader users start at
 * the top of the step (not on the first load: the page's own heading comes first then). A child
 * flow the user opened (`onMount`) focuses its first screen too: it replaced the one they were on.
 */
export function useHeadingFocus(screen: string, { onMount = false }: { onMount?: boolean } = {}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === screen) return;
    const first = shown.current === null;
    shown.current = screen;
    if (!first || onMount) heading.current?.focus();
  }, [screen, onMount]);
  return heading;
}
