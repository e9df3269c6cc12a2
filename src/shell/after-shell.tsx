import { useDeferredValue, type ReactNode } from 'react';

/**
 * What a freshly mounted shell holds (the page, the session-timeout dialog) rendered just after
 * the shell itself, in React's background render instead of the shell's own.
 *
 * Why: rendered with the shell, the first render of a signed-in page is one task of ~150 ms on a
 * desktop, 590 ms on Lighthouse's phone (4x CPU): the router's answer re-renders everything subscribed to it at
 * once, and React cannot split such a render. A deferred value's background render yields to the
 * browser every few milliseconds (time slicing), so the phone's main thread stays free for input
 * while the page is built, and the shell paints first. Only a shell's first mount is deferred: a
 * navigation inside it renders the next page as before.
 */
export function AfterShell({ children }: { children: ReactNode }) {
  const shellPainted = useDeferredValue(true, false);
  return shellPainted ? children : null;
}
