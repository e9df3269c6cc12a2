import type { AnyRoute } from '@tanstack/react-router';
import { routeTree } from './tree';

/**
 * Whether an address of the portal has a page: the one answer every link asks before it is shown
 * ("every link reaches a page"). It reads the route tree itself, where an area not built yet is
 * a route marked `unbuilt` (unbuilt.ts): when an area lands and its route gets a component, the
 * links to it appear on their own.
 */

/** A path of the tree as its segments ('$name' stands for any one segment), and whether it has a page. */
export interface TreePath {
  path: string;
  segments: string[];
  built: boolean;
}

/** Every path of a route tree (layouts without a path add none of their own). */
export function treePaths(route: AnyRoute, parent: string[] = []): TreePath[] {
  const options = route.options as { path?: string; staticData?: { unbuilt?: true } } | undefined;
  const own = options?.path;
  const segments = own === undefined ? parent : [...parent, ...own.split('/').filter(Boolean)];
  const children = (route.children ? Object.values(route.children) : []) as AnyRoute[];
  const here = own === undefined ? [] : [{ path: `/${segments.join('/')}`, segments, built: !options?.staticData?.unbuilt }];
  return [...here, ...children.flatMap((child) => treePaths(child, segments))];
}

/** The path part of an internal address (no search, no hash, no trailing slash), as segments. */
const segmentsOf = (href: string): string[] => href.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length && pattern.every((p, i) => p.startsWith('$') || p === segments[i]);

/**
 * The tree's path an address opens, or null: like the router, a path with more fixed segments
 * wins over one with more parameters.
 */
export function pathOf(paths: readonly TreePath[], href: string): TreePath | null {
  const segments = segmentsOf(href);
  const fixed = (p: TreePath) => p.segments.filter((s) => !s.startsWith('$')).length;
  return paths.filter((p) => matches(p.segments, segments)).sort((a, b) => fixed(b) - fixed(a))[0] ?? null;
}

/** An internal address (one path, not another site's, a phone number or a mail address). */
const isInternal = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/** Whether an address reaches a page: another site's always does here; the portal's own when its route is built. */
const reachesPageIn =
  (paths: readonly TreePath[]) =>
  (href: string): boolean =>
    !isInternal(href) || pathOf(paths, href)?.built === true;

const PATHS = treePaths(routeTree);

/** The portal's answer, for its route tree. */
export const reachesPage = reachesPageIn(PATHS);
