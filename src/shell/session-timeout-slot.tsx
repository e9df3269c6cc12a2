import { SessionTimeoutDialog } from './session-timeout/session-timeout-dialog';

/**
 * The session-timeout dialog (spec platform §2, §9), mounted inside the signed-in shell only, so
 * public pages never run an idle timer.
 */
export function SessionTimeoutSlot() {
  return <SessionTimeoutDialog />;
}
