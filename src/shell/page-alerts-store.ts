import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/** spec platform §4: message types error, success and info. */
type PageAlertKind = 'error' | 'success' | 'info';
export interface PageAlert {
  id: number;
  kind: PageAlertKind;
  /** A message descriptor, translated when shown, so a language switch re-translates it. */
  message: MessageDescriptor;
}

let alerts: readonly PageAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly PageAlert[]): void {
  alerts = next;
  for (const l of listeners) l();
}

/** Any screen can raise a page alert; the shell shows it in the page-alert area. */
export function pushPageAlert(alert: Omit<PageAlert, 'id'>): void {
  set([...alerts, { ...alert, id: nextId++ }]);
}
export const dismissPageAlert = (id: number): void => set(alerts.filter((a) => a.id !== id));
export const clearPageAlerts = (): void => {
  if (alerts.length) set([]);
};

export function usePageAlerts(): readonly PageAlert[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => alerts,
  );
}
