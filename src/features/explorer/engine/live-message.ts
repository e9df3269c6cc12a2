import type { StateValue } from 'xstate';
import type { LiveMessage } from '../../../shell/live-inspector';

const STATUSES = new Set(['active', 'done', 'error', 'stopped']);

function isStateValue(v: unknown): v is StateValue {
  if (typeof v === 'string') return true;
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isStateValue);
}

/** What the explorer accepts from the channel: the inspector's four fields, nothing else (anything more is dropped). */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (typeof m.flowId !== 'string' || typeof m.sessionId !== 'string' || !isStateValue(m.value) || !STATUSES.has(m.status as string)) return null;
  return { flowId: m.flowId, sessionId: m.sessionId, value: m.value, status: m.status as LiveMessage['status'] };
}
