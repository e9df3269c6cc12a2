/**
 * spec platform §2: trailing-slash variants (user-preferences/, billing-stub/, support/category/)
 * redirect to the path without the slash. The router already matches both and builds links
 * without it; an address typed or bookmarked with the slash is rewritten in place before the
 * router reads it. (A router redirect cannot do it: it treats the two as the same location.)
 */
export function canonicalizeTrailingSlash(loc: Location = window.location, history: History = window.history): void {
  if (loc.pathname.length > 1 && loc.pathname.endsWith('/')) {
    history.replaceState(history.state, '', loc.pathname.replace(/\/+$/, '') + loc.search + loc.hash);
  }
}
