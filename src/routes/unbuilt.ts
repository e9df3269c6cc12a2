import { createRoute, redirect, type AnyRoute, type StaticDataRouteOption } from '@tanstack/react-router';
import type { Profile } from '../domain/session';
import { enforce, type Guard } from './guards';

/**
 * A route of spec platform §2 whose area has not been built yet: it exists with its real guards,
 * so who may reach it is already right, and then answers with the 404 page until its issue
 * lands and gives it a component. Nothing links to it and nothing pretends to work: it is marked
 * `unbuilt`, which is how the portal's links learn that it has no page yet (built.ts).
 */
export function unbuiltRoute<const TPath extends string, TParent extends AnyRoute>(
  parent: () => TParent,
  path: TPath,
  guards: readonly Guard[] = [],
  staticData: StaticDataRouteOption = {},
) {
  return createRoute({
    getParentRoute: parent,
    path,
    staticData: { ...staticData, unbuilt: true },
    beforeLoad: ({ context }) => {
      const profile = (context as { profile?: Profile }).profile;
      if (profile) enforce(profile, guards);
      throw redirect({ to: '/404', replace: true });
    },
  });
}
