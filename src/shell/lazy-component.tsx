import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a component whose code loads after the first render, off the first load's critical
 * path: at once if `loaded` already holds it, else `fallback` (nothing unless given)
 * until `load` brings it. A failed load (offline) keeps the fallback; the next mount tries again.
 */
export function LoadedLater<Component>({
  loaded,
  load,
  fallback = null,
  children,
}: {
  loaded: Component | undefined;
  /** a module-level function, so the effect does not run again on each render */
  load: () => Promise<Component>;
  fallback?: ReactNode;
  children: (component: Component) => ReactNode;
}) {
  const [component, setComponent] = useState<Component | undefined>(() => loaded);
  useEffect(() => {
    if (component) return;
    let live = true;
    load().then(
      (arrived) => live && setComponent(() => arrived),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [component, load]);
  return component ? children(component) : fallback;
}
