import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NavigationErrorPage } from '../features/system/navigation-error';
import { RedirectToNotFound } from '../features/system/redirect-to-not-found';
import { NavigationSpinner } from '../shell/navigation-spinner';
import type { RouterContext } from './context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // spec platform §4: a navigation error hides the spinner and goes to /404.
  errorComponent: NavigationErrorPage,
  notFoundComponent: RedirectToNotFound,
});

function Root() {
  return (
    <>
      <NavigationSpinner />
      <Outlet />
    </>
  );
}
