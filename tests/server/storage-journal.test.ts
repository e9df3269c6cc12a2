import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journalPathOf } from '../../src/server/store/journal';
import { Store } from '../../src/server/store/records';
import { DataStore, nextId, readStoreFiles, StoreInvalidError, type StoreStep } from '../../src/server/store/store';
import { ROOT, SEED } from '../support/backend';

// The store's journal (src/server/store/journal.ts) and its compaction, killed at every step:
// each crash leaves a store that loads, holds every acknowledged write and nothing half-written.

const dirs: string[] = [];
const open: DataStore[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshStoreFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-journal-'));
  dirs.push(dir);
  const file = join(dir, 'db.json');
  copyFileSync(SEED, file);
  return file;
}

function openStore(file: string, options: ConstructorParameters<typeof DataStore>[2] = {}): DataStore {
  const store = new DataStore(file, new Date(), options);
  open.push(store);
  return store;
}

/** Changes one byte of a journal line, whole length kept, so only its checksum can tell (`which` picks the line's index). */
function damageJournalLine(file: string, which: (lines: string[]) => number): void {
  const lines = readFileSync(journalPathOf(file), 'utf8').split('\n');
  const index = which(lines);
  lines[index] = lines[index]!.replace('journal test', 'journal tesT');
  writeFileSync(journalPathOf(file), lines.join('\n'));
}

/** A write like a saved card: a new record, and a change to an existing one. */
function write(store: DataStore): string {
  return store.transact((draft) => {
    const record = { ...draft.paymentMethods[0]!, id: nextId(draft, 'paymentMethods'), nickname: 'journal test' };
    draft.paymentMethods.push(record);
    draft.accounts[0]!.paperless = !draft.accounts[0]!.paperless;
    return record.id;
  });
}

/** What a server starting on `file` would load, checked against the store's schema. */
const recovered = (file: string) => Store.parse(readStoreFiles(file).document);
const methodIds = (store: Store) => store.paymentMethods.map((m) => m.id);

/** A store left as a killed process leaves it: its lock is stale (here: removed, as a new server would take it over). */
function abandon(store: DataStore): void {
  open.splice(open.indexOf(store), 1);
  rmSync(`${store.path}.lock`, { force: true });
}

/** A fresh store written `count` times by a process that then died (its lock left behind): the file, and the ids written. */
function abandonedAfterWrites(count: number): { file: string; ids: string[] } {
  const file = freshStoreFile();
  const store = openStore(file);
  const ids = Array.from({ length: count }, () => write(store));
  abandon(store);
  return { file, ids };
}

describe('journal', () => {
  it('a write is on disk when transact returns, as one journal line; the snapshot is not rewritten', () => {
    const file = freshStoreFile();
    const store = openStore(file);
    write(store); // the first write after the store was moved to today writes it whole
    const snapshot = readFileSync(file, 'utf8');
    const ids = [write(store), write(store), write(store)];
    expect(readFileSync(file, 'utf8')).toBe(snapshot);
    expect(readFileSync(journalPathOf(file), 'utf8').trim().split('\n')).toHaveLength(1 + 3); // header + entries
    expect(methodIds(recovered(file))).toEqual(expect.arrayContaining(ids));
    expect(recovered(file)).toEqual(JSON.parse(JSON.stringify(store.state)));
  });

  it('a clean close folds the journal into the snapshot: plain JSON, no journal', () => {
    const file = freshStoreFile();
    const store = openStore(file);
    const ids = [write(store), write(store)];
    store.close();
    expect(existsSync(journalPathOf(file))).toBe(false);
    expect(methodIds(Store.parse(JSON.parse(readFileSync(file, 'utf8'))))).toEqual(expect.arrayContaining(ids));
    expect(readdirSync(join(file, '..'))).toEqual(['db.json']);
  });

  it('a failed change writes nothing and leaves the live state as it was', () => {
    const file = freshStoreFile();
    const store = openStore(file);
    write(store);
    write(store);
    const before = readFileSync(journalPathOf(file), 'utf8');
    const state = store.state;
    expect(() =>
      store.transact((draft) => {
        draft.paymentMethods.push({ ...draft.paymentMethods[0]!, id: nextId(draft, 'paymentMethods') });
        draft.accounts[0]!.currentBalance = 1;
        throw new Error('a rule says no');
      }),
    ).toThrow('a rule says no');
    expect(store.state).toBe(state);
    expect(readFileSync(journalPathOf(file), 'utf8')).toBe(before);
  });

  it('a torn last line (a write the process died in, never answered) is ignored', () => {
    const { file, ids } = abandonedAfterWrites(3);
    appendFileSync(journalPathOf(file), '1a2b3c4d {"seq":3,"ops":[["put","paymentMe');
    const again = openStore(file);
    expect(methodIds(again.state)).toEqual(expect.arrayContaining(ids));
    expect(again.state.paymentMethods).toHaveLength(recovered(file).paymentMethods.length);
    // the journal was folded in at start; the torn line is gone with it
    expect(existsSync(journalPathOf(file))).toBe(false);
  });

  it('a whole-length last line whose bytes are wrong (checksum) is a torn write too', () => {
    const { file, ids: written } = abandonedAfterWrites(3);
    const [, kept, lost] = written;
    // the journal ends with a newline: its last entry is the line before the empty one
    damageJournalLine(file, (lines) => lines.length - 2);
    const ids = methodIds(openStore(file).state);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(lost);
  });

  it('a damaged line before the last is refused, naming the file and line (not silently dropped)', () => {
    const { file } = abandonedAfterWrites(3);
    damageJournalLine(file, () => 1);
    expect(() => openStore(file)).toThrow(StoreInvalidError);
    expect(() => openStore(file)).toThrow(/db\.json\.journal.*line 2 is damaged/);
  });

  it('a journal left beside another snapshot (one written after it) is discarded, not replayed', () => {
    const { file } = abandonedAfterWrites(2);
    const journal = readFileSync(journalPathOf(file), 'utf8');
    // the seed put back by hand while the journal stayed
    copyFileSync(SEED, file);
    const again = openStore(file);
    expect(methodIds(again.state)).toEqual(methodIds(Store.parse(JSON.parse(readFileSync(SEED, 'utf8')))));
    expect(journal.length).toBeGreaterThan(0);
    expect(existsSync(journalPathOf(file))).toBe(false);
  });

  it('compacts by itself once the journal is as large as the snapshot', () => {
    const file = freshStoreFile();
    const store = openStore(file, { compactAtBytes: 1 });
    write(store);
    const snapshot = readFileSync(file, 'utf8');
    const ids: string[] = [];
    while (existsSync(journalPathOf(file)) || ids.length === 0) {
      ids.push(write(store));
      expect(ids.length).toBeLessThan(500);
    }
    expect(readFileSync(file, 'utf8')).not.toBe(snapshot);
    expect(methodIds(Store.parse(JSON.parse(readFileSync(file, 'utf8'))))).toEqual(expect.arrayContaining(ids));
  });
});

/** Runs storage-crash-child.ts until it kills itself at the nth `step`; answers the ids it acknowledged. */
function crashAt(file: string, scenario: 'writes' | 'compact' | 'reset', step: StoreStep, nth = 1): string[] {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/server/storage-crash-child.ts'), file, scenario, step, String(nth), SEED], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(child.signal, `the child was to be killed at ${step}: ${child.stdout}${child.stderr}`).toBe('SIGKILL');
  return [...child.stdout.matchAll(/^ack (\S+)$/gm)].map((m) => m[1]!);
}

/** A server starting after the crash: it loads, holds `ids`, and leaves no temporary file. */
function expectRecovered(file: string, ids: string[]): Store {
  const store = openStore(file);
  for (const id of ids) expect(methodIds(store.state), `acknowledged ${id} lost`).toContain(id);
  expect(readdirSync(join(file, '..')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  expect(existsSync(journalPathOf(file))).toBe(false); // folded in at start
  const state = store.state;
  store.close();
  open.splice(open.indexOf(store), 1);
  expect(Store.parse(JSON.parse(readFileSync(file, 'utf8')))).toEqual(JSON.parse(JSON.stringify(state)));
  return state;
}

describe('kill -9 at each step of a write', { timeout: 120_000 }, () => {
  it('in the middle of a journal line: the acknowledged writes are there, the torn one is not', () => {
    const file = freshStoreFile();
    const acked = crashAt(file, 'writes', 'journal-half-appended', 4);
    expect(acked).toHaveLength(1 + 3);
    const state = expectRecovered(file, acked);
    expect(state.paymentMethods.filter((m) => m.nickname === 'journal test' || m.nickname === 'crash test')).toHaveLength(acked.length);
  });

  it('after a new journal is created, before its first line', () => {
    const file = freshStoreFile();
    const acked = crashAt(file, 'writes', 'journal-created');
    expect(acked).toHaveLength(1);
    expect(expectRecovered(file, acked).paymentMethods.filter((m) => m.nickname === 'crash test')).toHaveLength(1);
  });

  for (const step of ['snapshot-temp-half-written', 'snapshot-temp-written', 'snapshot-renamed'] as const) {
    it(`compaction, at ${step}: every acknowledged write is there`, () => {
      const file = freshStoreFile();
      const acked = crashAt(file, 'compact', step);
      expect(acked).toHaveLength(1 + 5);
      expect(expectRecovered(file, acked).paymentMethods.filter((m) => m.nickname === 'crash test')).toHaveLength(6);
    });
  }

  for (const step of ['journal-half-appended', 'snapshot-temp-written', 'snapshot-renamed'] as const) {
    it(`a reset, at ${step}: the store is either before the reset or after it, never a mix`, () => {
      const file = freshStoreFile();
      // the reset's journal line is the fourth line after the three writes
      const acked = crashAt(file, 'reset', step, step === 'journal-half-appended' ? 4 : 1);
      expect(acked).toHaveLength(1 + 3);
      const seedIds = methodIds(Store.parse(JSON.parse(readFileSync(SEED, 'utf8'))));
      const store = openStore(file);
      const ids = methodIds(store.state);
      if (step === 'journal-half-appended') {
        // the reset's line was torn: it never happened
        for (const id of acked) expect(ids).toContain(id);
      } else {
        // the reset's line was on disk: it happened, whatever the snapshot was when the process died
        expect(ids).toEqual(seedIds);
      }
    });
  }
});
