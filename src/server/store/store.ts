import low from 'lowdb';
import { AtomicFileAdapter } from './atomic-file';
import { acquireStoreLock } from './lock';
import { rebaseStoreAt } from './rebase';
import { Store as StoreSchema, type CollectionName, type Store } from './records';

export const ID_PREFIX = {
  users: 'usr',
  accounts: 'acct',
  services: 'svc',
  statements: 'stmt',
  lineItems: 'li',
  payments: 'pay',
  paymentMethods: 'pm',
  delinquencySchedules: 'dlq',
  equipment: 'eq',
  mobileLines: 'line',
  mobileDevices: 'dev',
  mobileBalances: 'mbal',
  contacts: 'ct',
  appointments: 'appt',
  voiceMessages: 'vm',
  valueAddedServices: 'vas',
  stores: 'store',
  idempotency: 'idem',
} as const satisfies Record<CollectionName | 'lineItems', string>;

export class StoreInvalidError extends Error {}

/** Checks a whole store document; the message names the first bad field. */
export function parseStore(data: unknown, source: string): Store {
  const result = StoreSchema.safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new StoreInvalidError(`${source} is not a valid store: ${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`);
  }
  return result.data;
}

/**
 * The portal's data, on json-server's lowdb (so json-server's router can read the same
 * object), persisted through the atomic adapter. All writes go through transact().
 */
export class DataStore {
  readonly db: low.LowdbSync<Store>;
  private readonly adapter: AtomicFileAdapter<Store>;
  private readonly releaseLock: () => void;

  constructor(
    readonly path: string,
    now: Date,
  ) {
    this.releaseLock = acquireStoreLock(path);
    try {
      this.adapter = new AtomicFileAdapter<Store>(path);
      this.adapter.discardLeftovers();
      // lowdb reads through the adapter at creation; the state is then replaced by the checked one
      this.db = low(this.adapter as unknown as low.AdapterSync<Store>);
      this.db.setState(rebaseStoreAt(parseStore(this.db.getState(), path), now));
    } catch (error) {
      this.releaseLock();
      throw error;
    }
  }

  get state(): Readonly<Store> {
    return this.db.getState();
  }

  /**
   * Runs a change on a copy of the store and persists it in one atomic write. If the change
   * throws (a rule, a conflict, an armed fault) or the write fails, the live state is
   * untouched: a failed request leaves no half-written record.
   */
  transact<T>(change: (draft: Store) => T): T {
    const draft = structuredClone(this.db.getState());
    const result = change(draft);
    this.adapter.write(draft);
    this.db.setState(draft);
    return result;
  }

  /** Replaces the whole store (test reset) with a checked document, rebased to today. */
  replace(data: unknown, now: Date): void {
    const next = rebaseStoreAt(parseStore(data, 'reset document'), now);
    this.adapter.write(next);
    this.db.setState(next);
  }

  close(): void {
    this.releaseLock();
  }
}

/** Allocates the next id of a collection. meta.nextIds only grows, so deleted ids never return. */
export function nextId(draft: Store, collection: keyof typeof ID_PREFIX): string {
  const n = draft.meta.nextIds[collection] ?? 1;
  draft.meta.nextIds[collection] = n + 1;
  return `${ID_PREFIX[collection]}_${n}`;
}
