import { dateInZone, timeInZone } from '../domain/dates';
import type { Session, Sessions } from './auth/sessions';
import type { Clock } from './clock';
import type { Faults } from './faults';
import type { DataStore } from './store/store';
import type { AccountRecord, UserRecord } from './store/records';

/** What every handler shares: one store, one clock, one set of sessions and faults. */
export interface ServerContext {
  store: DataStore;
  clock: Clock;
  faults: Faults;
  sessions: Sessions;
  testMode: boolean;
  seedFile: string;
}

/** The signed-in caller of one request. */
export interface Caller {
  session: Session;
  user: UserRecord;
  account: AccountRecord;
}

/** The business day on the server clock in the business time zone (config.timeZone). */
export function businessToday(ctx: ServerContext): string {
  return dateInZone(ctx.clock.now(), ctx.store.state.config.timeZone);
}

export function businessTime(ctx: ServerContext): string {
  return timeInZone(ctx.clock.now(), ctx.store.state.config.timeZone);
}
