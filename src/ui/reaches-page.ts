import { createContext, useContext } from 'react';

/**
 * Whether an address reaches a page, as the routes know it (src/routes/built.ts, given to the whole
 * app by the router). A link to a page not built yet is not shown: features and the shell ask here
 * before they render an internal link, and never keep a list of their own.
 */
export const ReachesPage = createContext<(href: string) => boolean>(() => true);

export const useReachesPage = () => useContext(ReachesPage);
