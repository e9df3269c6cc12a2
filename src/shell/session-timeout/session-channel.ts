/**
 * Tabs of one browser share one session (one cookie), so they must agree about it: activity in
 * one keeps all alive, and signing out in one signs out all. BroadcastChannel carries only these
 * three words between tabs of this origin; no account data crosses.
 */
export type SessionMessage = 'activity' | 'extended' | 'signedOut';

const NAME = 'portal-session';

export interface SessionChannel {
  post: (message: SessionMessage) => void;
  close: () => void;
}

export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === 'activity' || event.data === 'extended' || event.data === 'signedOut') onMessage(event.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
