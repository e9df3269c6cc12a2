import { Navigate } from '@tanstack/react-router';

/** An address no route knows: shown as /404, replacing the entry so Back does not return to it. */
export function RedirectToNotFound() {
  return <Navigate to="/404" replace />;
}
