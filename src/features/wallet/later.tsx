import { useEffect, type ReactNode } from 'react';
import { LoadedLater } from '../../shell/loaded-later';
import { loadOnce } from '../../shell/load-once';

type Views = typeof import('./later-views');

// issue 13, the largest lazy route: the page's own chunk holds what it shows on arrival (the
// ways to pay, the list, the questions about expired and expiring cards). The add and edit forms
// are a chunk of their own, fetched once the wallet shows (`useLaterViews`), so they are there
// when the user opens one. Their machines load with the page: the wallet's machine still decides
// every step; only the drawing of a form can wait for its code.
const laterViews = loadOnce<Views>(() => import('./later-views'));

/** Starts fetching the forms' views (once the wallet shows). */
export function useLaterViews() {
  useEffect(() => void laterViews.load().catch(() => undefined), []);
}

/** A form's view, drawn at once when its code is here, else `fallback` until it is. */
export function LaterView({ fallback, children }: { fallback: ReactNode; children: (views: Views) => ReactNode }) {
  return (
    <LoadedLater loaded={laterViews.loaded} load={laterViews.load} fallback={fallback}>
      {children}
    </LoadedLater>
  );
}
