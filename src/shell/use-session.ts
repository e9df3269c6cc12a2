import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from '../api/session';

export function useSessionStore(): SessionStore {
  return useRouter().options.context.session;
}

/** The session as the shell renders it; re-renders when it changes (sign-in, logout, a 401). */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
