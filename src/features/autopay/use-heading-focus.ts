import { useEffect, useRef } from 'react';

/**
 * The heading of each new screen takes the focus, so keyboard and screen-reader users start at
 * the top of the step (not on the first load: the page's own heading comes first then).
 */
export function useHeadingFocus(screen: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === screen) return;
    const first = shown.current === null;
    shown.current = screen;
    if (!first) heading.current?.focus();
  }, [screen]);
  return heading;
}
