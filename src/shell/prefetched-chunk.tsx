import { useEffect, type ReactNode } from 'react';
import { LoadedLater } from './lazy-component';
import { loadOnce } from './load-once';

/**
 * Views a page shows only after its first screen (later steps, forms a user opens), as a chunk of
 * their own (the largest lazy route): `usePrefetch` starts fetching it from the first
 * screen, so it is usually here before it is needed; `Later` draws a view at once when its code is
 * here, else `fallback` until it is. The machines load with the page and still decide every step;
 * only the drawing of one can wait for its code. Used by the Auto Pay page's later steps and the
 * wallet's forms.
 */
export function laterChunk<Views>(start: () => Promise<Views>) {
  const chunk = loadOnce(start);
  return {
    usePrefetch: (): void => useEffect(() => void chunk.load().catch(() => undefined), []),
    Later: ({ fallback, children }: { fallback: ReactNode; children: (views: Views) => ReactNode }) => (
      <LoadedLater loaded={chunk.loaded} load={chunk.load} fallback={fallback}>
        {children}
      </LoadedLater>
    ),
  };
}
