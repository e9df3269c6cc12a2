import type { ComponentType } from 'react';
import { LoadedLater } from './lazy-component';

// The dialog, its machine and xstate load after the shell's first render, off the first load's
// critical path. The signed-in layout starts the load as soon as the session is known
// (src/routes/layouts.tsx), so it arrives with the page's own code and data and the dialog mounts
// with the shell; the idle timer starts when it mounts. No Suspense: React throttles the reveal
// of a suspended boundary with a timer, which would start the idle timer late.
let loaded: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;
export function loadSessionTimeout(): Promise<ComponentType> {
  loading ??= import('./session-timeout/session-timeout-dialog').then((m) => (loaded = m.SessionTimeoutDialog));
  // a failed load (offline) is tried again by the next mount, not remembered
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The session-timeout dialog (spec platform §2, §9), mounted inside the signed-in shell only, so
 * public pages never run an idle timer.
 */
export function SessionTimeoutSlot() {
  return (
    <LoadedLater loaded={loaded} load={loadSessionTimeout}>
      {(Dialog) => <Dialog />}
    </LoadedLater>
  );
}
