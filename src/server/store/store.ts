import { closeSync, fdatasyncSync, ftruncateSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import low from 'lowdb';
import { discardLeftovers, RenamedNotDurableError, syncDirectory, writeAll, writeFileAtomically, type AtomicStep } from './atomic-file';
import { createDraft } from './draft';
import { diff, entryLine, headerLine, journalPathOf, readJournal, replay, snapshotHashOf, JournalCorruptError, type JournalOp } from './journal';
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
  equipmentShipments: 'shp',
  mobileLines: 'line',
  mobileDevices: 'dev',
  mobileBalances: 'mbal',
  mobileAccounts: 'macct',
  mobileUsage: 'use',
  internationalUsage: 'intl',
  lineFeatureRequests: 'lfr',
  mobileOrders: 'mord',
  lineActivations: 'lact',
  carriers: 'carr',
  streamingSubscriptions: 'str',
  contacts: 'ct',
  otpChallenges: 'otp',
  communicationPreferences: 'cpref',
  appointments: 'appt',
  voiceMessages: 'vm',
  callDetails: 'call',
  valueAddedServices: 'vas',
  stores: 'store',
  idempotency: 'idem',
  auditEntries: 'aud',
  // records kept inside a router (EquipmentRecord.components.router), numbered file-wide like line items
  portForwards: 'pf',
  dhcpReservations: 'dhcp',
  additionalNetworks: 'net',
  planGroups: 'plan',
  insurancePlans: 'ins',
  promotions: 'promo',
} as const satisfies Record<CollectionName | NestedCollection, string>;

/** Records kept inside other records, with ids of their own from meta.nextIds. */
export type NestedCollection = 'lineItems' | 'portForwards' | 'dhcpReservations' | 'additionalNetworks' | 'planGroups' | 'insurancePlans' | 'promotions';

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

/** Where a write of the store can be cut short; crash tests stop the process at each. */
export type StoreStep =
  | `snapshot-${AtomicStep}`
  /** the new snapshot is in place and durable; the journal it replaces is still there */
  | 'snapshot-renamed'
  | 'journal-created'
  | 'journal-half-appended';

export interface StoreOptions {
  /** compact once the journal is this many bytes and at least as large as the snapshot (default 1 MiB) */
  compactAtBytes?: number;
  /** called at each step of a write (crash tests) */
  step?: (name: StoreStep) => void;
}

/**
 * What is on disk for the store at `path`, recovered as a server starting on it would: the
 * snapshot with its journal replayed, torn last line ignored. Reads only; for tools and tests.
 */
export function readStoreFiles(path: string): {
  document: Record<string, unknown>;
  snapshotBytes: Buffer;
  journalEntries: number;
  journal: 'none' | 'stale' | 'current';
  tornTail: boolean;
} {
  const snapshotBytes = readFileSync(path);
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(snapshotBytes.toString('utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new StoreInvalidError(`${path} is not JSON: ${(error as Error).message}`);
  }
  let journal;
  try {
    journal = readJournal(path, snapshotHashOf(snapshotBytes));
    replay(document, journal.entries);
  } catch (error) {
    if (error instanceof JournalCorruptError) throw new StoreInvalidError(`${journalPathOf(path)} cannot be replayed: ${error.message}`);
    throw error;
  }
  return { document, snapshotBytes, journalEntries: journal.entries.length, journal: journal.kind, tornTail: journal.tornTail };
}

/**
 * The portal's data, on json-server's lowdb (so json-server's router can read the same object).
 * All writes go through transact() or replace().
 *
 * On disk: the snapshot `<path>` (the whole store, plain JSON, what db.json is) and beside it
 * the journal `<path>.journal` (src/server/store/journal.ts). A transaction appends one line with
 * the records it changed and flushes it (fdatasync) before it returns, so the answer describes a
 * durable write, at the cost of a few KB however large the store. The journal is folded into a
 * new snapshot (compaction: temporary file, fsync, rename, directory fsync, then the journal
 * removed) when it has grown as large as the snapshot, when the server stops cleanly, and when a
 * server starts on a journal left by one that did not. So a stopped server leaves only the
 * snapshot, and a crash at any moment leaves a snapshot plus a journal whose replay is every
 * acknowledged write.
 */
export class DataStore {
  readonly db: low.LowdbSync<Store>;
  private readonly releaseLock: () => void;
  private readonly journalPath: string;
  private readonly compactAtBytes: number;
  private readonly step: (name: StoreStep) => void;
  /** sha256 of the snapshot file as it is on disk: the journal header names it */
  private snapshotHash = '';
  private snapshotBytes = 0;
  /** the open journal (append), or null when there is none on disk */
  private journalFd: number | null = null;
  private journalBytes = 0;
  private journalSeq = 0;
  /** the state was moved to today on load: the first write writes it whole, so the journal extends a snapshot of the moved store */
  private wholeWritePending = false;
  /** a journal append failed and could not be undone: nothing more may be written */
  private broken: Error | null = null;
  private closed = false;
  private commitHook: ((before: Store, after: Store) => Store) | null = null;
  private readonly onExit = () => this.close();

  constructor(
    readonly path: string,
    now: Date,
    options: StoreOptions = {},
  ) {
    this.journalPath = journalPathOf(path);
    this.compactAtBytes = options.compactAtBytes ?? 1024 * 1024;
    this.step = options.step ?? (() => {});
    this.releaseLock = acquireStoreLock(path);
    try {
      discardLeftovers(path);
      const found = readStoreFiles(path);
      const loaded = parseStore(found.document, found.journal === 'current' ? `${path} with its journal` : path);
      this.snapshotHash = snapshotHashOf(found.snapshotBytes);
      this.snapshotBytes = found.snapshotBytes.length;
      if (found.journalEntries > 0)
        this.writeSnapshot(loaded); // a server that did not stop cleanly: fold its journal in
      else if (found.journal !== 'none') this.dropJournal(); // another snapshot's, or no entry in it
      const state = rebaseStoreAt(loaded, now);
      this.wholeWritePending = state !== loaded;
      // lowdb reads its state from the adapter once, at creation; writes never go through lowdb
      this.db = low({ read: () => state, write: () => this.refuseLowdbWrite() } as unknown as low.AdapterSync<Store>);
    } catch (error) {
      this.closeJournal();
      this.releaseLock();
      throw error;
    }
    process.once('exit', this.onExit);
  }

  /**
   * Sees each transaction's store before and after its change, before anything is written, and
   * answers the store to write (the audit trail adds its entries about the change so, in the same
   * journal line: a write that fails leaves no entry, an entry never lacks its write). It must not
   * modify either store; if it throws, the transaction fails and nothing is written.
   */
  setCommitHook(hook: ((before: Store, after: Store) => Store) | null): void {
    this.commitHook = hook;
  }

  get state(): Readonly<Store> {
    return this.db.getState();
  }

  /**
   * Runs a change on a copy-on-write draft of the store (src/server/store/draft.ts) and makes
   * what it changed durable: one journal line, flushed. If the change throws (a rule, a conflict,
   * an armed fault) or the write fails, the live state is untouched and nothing was written: a
   * failed request leaves no half-written record.
   */
  transact<T>(change: (draft: Store) => T): T {
    this.assertWritable();
    const before = this.db.getState();
    const { draft, finish } = createDraft(before);
    const result = change(draft);
    let after = finish();
    if (after === before) return result;
    // what the change made, with the audit trail's entries about it (src/server/audit.ts): one write
    if (this.commitHook) after = this.commitHook(before, after);
    if (this.wholeWritePending) this.writeSnapshot(after);
    else {
      const ops = diff(before, after);
      if (ops.length > 0) this.append(ops);
    }
    this.db.setState(after);
    this.compactIfDue();
    return result;
  }

  /** Replaces the whole store (test reset) with a checked document, rebased to today. */
  replace(data: unknown, now: Date): void {
    this.replaceChecked(parseStore(data, 'reset document'), now);
  }

  /**
   * Replaces the whole store with one already checked (a reset to the seed without a patch: the
   * seed was checked when it was read, see src/server/control.ts), rebased to today. The store
   * given becomes the live state: it must not be shared.
   */
  replaceChecked(store: Store, now: Date): void {
    this.assertWritable();
    const next = rebaseStoreAt(store, now);
    const journaled = this.journalFd !== null;
    // With a journal on disk, its replay must end in the new store even if the process dies while
    // the snapshot is rewritten: the whole store goes into it first. Once that line is on disk the
    // reset has happened, and the snapshot is only a compaction.
    if (journaled) this.append(Object.entries(next).map(([key, value]): JournalOp => ['set', key, value]));
    else this.writeSnapshot(next);
    this.db.setState(next);
    if (journaled) this.compactQuietly();
  }

  /** Folds the journal into a new snapshot now (it also happens by itself; see the class). */
  compact(): void {
    this.assertWritable();
    if (this.journalFd !== null || this.wholeWritePending) this.writeSnapshot(this.db.getState());
  }

  /** Compacts if there is a journal, and releases the store. Also runs when the process exits. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    process.removeListener('exit', this.onExit);
    try {
      if (!this.broken && this.journalFd !== null) this.writeSnapshot(this.db.getState());
    } catch (error) {
      // the journal still holds every write: the next start replays it
      console.error(`[store] could not compact on close: ${(error as Error).message}`);
    } finally {
      this.closeJournal();
      this.releaseLock();
    }
  }

  private assertWritable(): void {
    if (this.closed) throw new Error('The store is closed');
    if (this.broken) throw this.broken;
  }

  private refuseLowdbWrite(): never {
    throw new Error('Writes go through DataStore.transact, not lowdb');
  }

  /** Appends one entry and flushes it. On failure the journal is cut back to where it was. */
  private append(ops: JournalOp[]): void {
    if (this.journalFd === null) this.createJournal();
    const fd = this.journalFd!;
    const line = Buffer.from(entryLine(this.journalSeq + 1, ops));
    try {
      const half = line.length >> 1;
      writeAll(fd, line.subarray(0, half));
      this.step('journal-half-appended');
      writeAll(fd, line.subarray(half));
      fdatasyncSync(fd);
    } catch (error) {
      try {
        ftruncateSync(fd, this.journalBytes);
        fdatasyncSync(fd);
      } catch {
        // What is on disk is unknown; writing on could put a good line after a bad one. The
        // next start replays what is whole and ignores a torn last line.
        this.broken = new Error('The store journal could not be written or restored; restart the server');
      }
      throw error;
    }
    this.journalBytes += line.length;
    this.journalSeq += 1;
  }

  /** A new journal for the current snapshot: its header on disk, and its name in the directory, before any entry. */
  private createJournal(): void {
    const fd = openSync(this.journalPath, 'w');
    try {
      const header = Buffer.from(headerLine(this.snapshotHash));
      writeAll(fd, header);
      fdatasyncSync(fd);
      syncDirectory(dirname(this.journalPath));
      this.journalBytes = header.length;
      this.journalSeq = 0;
      this.journalFd = fd;
    } catch (error) {
      closeSync(fd);
      rmSync(this.journalPath, { force: true });
      throw error;
    }
    this.step('journal-created');
  }

  /**
   * Writes `state` as the new snapshot (atomically), then removes the journal it makes redundant.
   * A crash before the rename leaves the old snapshot and the journal (replayed); after it, the
   * new snapshot and a journal whose header names the old one (discarded; replaying it would also
   * give the same store, since its ops are absolute).
   */
  private writeSnapshot(state: Store): void {
    const bytes = Buffer.from(`${JSON.stringify(state, null, 2)}\n`);
    try {
      writeFileAtomically(this.path, bytes, (name) => this.step(`snapshot-${name}`));
    } catch (error) {
      // renamed in but perhaps not durable: a journal for either snapshot could be replayed over the other
      if (error instanceof RenamedNotDurableError) this.broken = new Error('The store snapshot could not be made durable; restart the server');
      throw error;
    }
    this.snapshotHash = snapshotHashOf(bytes);
    this.snapshotBytes = bytes.length;
    this.wholeWritePending = false;
    this.step('snapshot-renamed');
    this.dropJournal();
  }

  private dropJournal(): void {
    this.closeJournal();
    rmSync(this.journalPath, { force: true });
    this.journalBytes = 0;
    this.journalSeq = 0;
  }

  private closeJournal(): void {
    if (this.journalFd === null) return;
    try {
      closeSync(this.journalFd);
    } finally {
      this.journalFd = null;
    }
  }

  /**
   * A compaction once the journal is as large as the snapshot (and past compactAtBytes), so it
   * costs at most one more write of the store per store-size of writes, and a start replays at
   * most that much. It runs in the transaction that crossed the line, before its answer: the
   * files are then never being rewritten while no request is in flight.
   */
  private compactIfDue(): void {
    if (this.journalBytes >= Math.max(this.compactAtBytes, this.snapshotBytes)) this.compactQuietly();
  }

  /** A compaction whose failure changes nothing: the journal still holds every write. */
  private compactQuietly(): void {
    try {
      this.writeSnapshot(this.db.getState());
    } catch (error) {
      console.error(`[store] compaction failed, the journal is kept: ${(error as Error).message}`);
    }
  }
}

/** Allocates the next id of a collection. meta.nextIds only grows, so deleted ids never return. */
export function nextId(draft: Store, collection: keyof typeof ID_PREFIX): string {
  const n = draft.meta.nextIds[collection] ?? 1;
  draft.meta.nextIds[collection] = n + 1;
  return `${ID_PREFIX[collection]}_${n}`;
}
