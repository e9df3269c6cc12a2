import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a component whose code loads after the first render, off the first load's critical
 * path (issue 13): at once if `loaded` already holds it, else nothing until `load` brings it. A
 * failed load (offline) renders nothing; the next mount tries again.
 */
export function LoadedLater<Component>({
  loaded,
  load,
  children,
}: {
  loaded: Component | undefined;
  /** a module-level function, so the effect does not run again on each render */
  load: () => Promise<Component>;
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
  return component ? children(component) : null;
}
