import { laterChunk } from '../../shell/prefetched-chunk';

// The page's own chunk holds what it shows on arrival (the ways to pay, the list, the questions
// about expired and expiring cards); the add and edit forms are a later chunk (./forms-chunk-views.ts),
// fetched once the wallet shows, so they are there when the user opens one.
const laterViews = laterChunk(() => import('./forms-chunk-views'));

/** Starts fetching the forms' views (once the wallet shows). */
export const useLaterViews = laterViews.usePrefetch;

/** A form's view, drawn at once when its code is here, else `fallback` until it is. */
export const LaterView = laterViews.Later;
