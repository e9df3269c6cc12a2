import type { ReactNode } from 'react';

/** A setting that is on or off, as a badge: green when on (Auto Pay On/Off, Paperless/Paper). */
export function SettingBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: ReactNode; offLabel: ReactNode }) {
  return <span className={on ? 'badge badge--ok' : 'badge'}>{on ? onLabel : offLabel}</span>;
}
