/**
 * External addresses the portal hands users to. Not known to this codebase, so configured per
 * deployment; without one the route answers 404 rather than inventing an address.
 */
export const SELF_INSTALL_URL: string | undefined = import.meta.env.VITE_SELF_INSTALL_URL || undefined;
