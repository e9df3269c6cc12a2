import type { AnyEventObject } from 'xstate';

// How the explorer names a model's event with its payload: on Play's buttons and Replay's steps.

const SENSITIVE = /number|cvv|password|account|routing|zip|name/i;

/** A short, readable summary of an event's payload; values that look personal are masked. */
export function payloadSummary(event: AnyEventObject): string {
  const parts = Object.entries(event)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => {
      if (v === null || typeof v === 'number' || typeof v === 'boolean') return `${k}=${String(v)}`;
      if (typeof v === 'string') return `${k}=${SENSITIVE.test(k) ? '•••' : v}`;
      if (Array.isArray(v)) return `${k}=[${v.map((x) => (typeof x === 'object' ? '…' : String(x))).join(', ')}]`;
      return `${k}={…}`;
    });
  return parts.join(' ');
}

/** Labels for a list of user events; events whose summaries collide are numbered. */
export function eventLabels(events: AnyEventObject[]): string[] {
  const base = events.map((e) => [e.type, payloadSummary(e)].filter(Boolean).join(' '));
  return base.map((label, i) => (base.filter((b) => b === label).length > 1 ? `${label} (${base.slice(0, i + 1).filter((b) => b === label).length})` : label));
}
