import type { AppRouter } from './router';

/**
 * A first visit keeps index.html's frame (the header's bar and mark, a spinner: no content) until
 * the router has resolved the first address, its guards, data and code in, and rendered it (issue
 * 13). React renders beneath the frame, unseen (`#root[data-pending]`); then the frame goes and
 * the page shows. Before, React's first render replaced the frame with nothing, since the router
 * renders no route until its first load resolves, and the page stayed blank meanwhile. Now the
 * first contentful paint is the page's own. A signed-in page's content still follows its shell
 * in React's background render (src/shell/after-shell.tsx). Later navigations are unchanged.
 */
export function revealFirstPage(router: AppRouter): void {
  // onResolved follows the render of the resolved matches (the router awaits React's commit)
  const stop = router.subscribe('onResolved', () => {
    stop();
    document.getElementById('boot')?.remove();
    document.getElementById('root')?.removeAttribute('data-pending');
  });
}
