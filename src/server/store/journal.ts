import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/**
 * The store's journal (write-ahead log): `<store>.journal` beside the snapshot `<store>`. Each
 * transaction appends one line with what it changed, flushed to disk before the answer; on start
 * the lines are replayed over the snapshot. Format, one entry per line:
 *
 *     <crc32 of the JSON, 8 hex digits> <JSON>\n
 *
 * The first line is the header `{"journal":1,"snapshot":"<sha256 of the snapshot file>"}`: a
 * journal extends exactly that snapshot, and one left beside another snapshot (the process died
 * after a compaction renamed the new snapshot in, before it removed the journal) is discarded.
 * Then `{"seq":n,"ops":[...]}` for n = 1, 2, ... Ops are absolute, never relative ("this record is
 * now ...", never "add 5 to ..."), so replaying a journal over a snapshot that already holds some
 * or all of it gives the same store:
 * - `["set", key, value]`: a top-level key (meta, config, or a whole collection) is `value`;
 * - `["put", collection, record]`: the record with that id is `record` (appended when absent);
 * - `["del", collection, id]`: the record with that id is gone.
 */

export type JournalOp = ['set', string, unknown] | ['put', string, { id: string }] | ['del', string, string];

export const journalPathOf = (storePath: string) => `${storePath}.journal`;

export const snapshotHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

function encode(entry: unknown): string {
  const json = JSON.stringify(entry);
  return `${hex8(crc32(json))} ${json}\n`;
}

export const headerLine = (snapshotHash: string) => encode({ journal: 1, snapshot: snapshotHash });
export const entryLine = (seq: number, ops: JournalOp[]) => encode({ seq, ops });

/** The entry of one line, or null when the line is not whole (torn) or not an entry at all. */
function decode(line: string): unknown {
  const space = line.indexOf(' ');
  if (space !== 8) return null;
  const json = line.slice(9);
  if (line.slice(0, 8) !== hex8(crc32(json))) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export class JournalCorruptError extends Error {}

export interface JournalRead {
  /** what was found: no journal, one for another snapshot or with no whole header (discard it), or one to replay */
  kind: 'none' | 'stale' | 'current';
  entries: JournalOp[][];
  /** the last line was not whole: a write the process died in, never acknowledged, so ignored */
  tornTail: boolean;
}

/**
 * Reads the journal of `storePath` for the snapshot whose bytes hash to `snapshotHash`. Only the
 * last line can be torn (every line before it was flushed to disk before the next was written);
 * a bad line followed by a good one is damage, not a crash, and is refused.
 */
export function readJournal(storePath: string, snapshotHash: string): JournalRead {
  const path = journalPathOf(storePath);
  if (!existsSync(path)) return { kind: 'none', entries: [], tornTail: false };
  const lines = readFileSync(path, 'utf8').split('\n');
  // after the last newline: '' when the last write was whole, else the torn start of a line
  const fragment = lines.pop()!;
  const header = lines.length > 0 ? (decode(lines[0]!) as { journal?: unknown; snapshot?: unknown } | null) : null;
  if (!header || header.journal !== 1) {
    // the header is flushed before any entry is written: with no whole header there is no entry
    if (lines.length > 1) throw new JournalCorruptError(`${path}: the header line is damaged`);
    return { kind: 'stale', entries: [], tornTail: fragment !== '' };
  }
  if (header.snapshot !== snapshotHash) return { kind: 'stale', entries: [], tornTail: false };
  const entries: JournalOp[][] = [];
  let tornTail = fragment !== '';
  for (let i = 1; i < lines.length; i++) {
    const entry = decode(lines[i]!) as { seq?: unknown; ops?: unknown } | null;
    if (!entry || entry.seq !== i || !Array.isArray(entry.ops)) {
      const last = i === lines.length - 1 && fragment === '';
      if (!last) throw new JournalCorruptError(`${path}: line ${i + 1} is damaged and is not the last one`);
      tornTail = true; // whole length on disk but not its bytes: a write cut short all the same
      break;
    }
    entries.push(entry.ops as JournalOp[]);
  }
  return { kind: 'current', entries, tornTail };
}

/**
 * Applies journal entries to a store document (the parsed snapshot), in place. Records are found
 * by id through an index per collection, so replaying many entries over a large store stays linear.
 */
export function replay(document: Record<string, unknown>, entries: JournalOp[][]): void {
  const indexes = new Map<string, Map<string, number>>();
  const indexOf = (collection: string): { records: { id: string }[]; index: Map<string, number> } => {
    const records = document[collection];
    if (!Array.isArray(records)) throw new JournalCorruptError(`the journal changes a record of ${collection}, which is not a collection`);
    let index = indexes.get(collection);
    if (!index) {
      index = new Map(records.map((r: { id: string }, i) => [r.id, i]));
      indexes.set(collection, index);
    }
    return { records, index };
  };
  for (const ops of entries) {
    for (const op of ops) {
      if (op[0] === 'set') {
        document[op[1]] = op[2];
        indexes.delete(op[1]);
      } else if (op[0] === 'put') {
        const { records, index } = indexOf(op[1]);
        const at = index.get(op[2].id);
        if (at === undefined) {
          index.set(op[2].id, records.length);
          records.push(op[2]);
        } else records[at] = op[2];
      } else if (op[0] === 'del') {
        const { records, index } = indexOf(op[1]);
        const at = index.get(op[2]);
        if (at !== undefined) {
          records.splice(at, 1);
          indexes.delete(op[1]); // positions after it moved
        }
      } else throw new JournalCorruptError(`unknown journal operation ${JSON.stringify(op[0])}`);
    }
  }
}

type Document = Readonly<Record<string, unknown>>;
type RecordLike = { id: string };
const isRecord = (value: unknown): value is RecordLike => typeof value === 'object' && value !== null && typeof (value as RecordLike).id === 'string';

/**
 * What a transaction changed, as journal ops: the difference between the store before and after.
 * The transaction's draft shares every record it did not touch with the store before, so a record
 * is unchanged exactly when it is the same object, and the comparison is one pass of identity
 * checks. A collection changed in a way ops cannot say exactly (a record inserted before others,
 * or moved) is written whole.
 */
export function diff(before: Document, after: Document): JournalOp[] {
  const ops: JournalOp[] = [];
  for (const key of Object.keys(after)) {
    const was = before[key];
    const now = after[key];
    if (was === now) continue;
    const recordOps = Array.isArray(was) && Array.isArray(now) ? diffRecords(key, was, now) : null;
    if (recordOps) ops.push(...recordOps);
    else ops.push(['set', key, now]);
  }
  // the store's top-level keys are fixed by its schema; no op says "gone", so a change may not remove one
  for (const key of Object.keys(before)) if (!(key in after)) throw new Error(`A transaction may not remove the store's ${key}`);
  return ops;
}

function diffRecords(collection: string, was: readonly unknown[], now: readonly unknown[]): JournalOp[] | null {
  const ops: JournalOp[] = [];
  let i = 0;
  let j = 0;
  let ids: Set<string> | null = null; // the ids after, built only when a record is gone
  const idsAfter = () => (ids ??= new Set(now.map((r) => (r as RecordLike).id)));
  while (i < was.length && j < now.length) {
    const a = was[i];
    const b = now[j];
    if (a === b) {
      i++;
      j++;
      continue;
    }
    if (!isRecord(a) || !isRecord(b)) return null;
    if (a.id === b.id) {
      ops.push(['put', collection, b]);
      i++;
      j++;
    } else if (!idsAfter().has(a.id)) {
      ops.push(['del', collection, a.id]);
      i++;
    } else return null; // inserted before others, or moved
  }
  for (; i < was.length; i++) {
    const a = was[i];
    if (!isRecord(a) || idsAfter().has(a.id)) return null;
    ops.push(['del', collection, a.id]);
  }
  const appended = new Set<string>();
  for (; j < now.length; j++) {
    const b = now[j];
    // appended: a new id (replayed as "put", an id already there would be replaced instead)
    if (!isRecord(b) || appended.has(b.id) || was.some((a) => (a as RecordLike).id === b.id)) return null;
    appended.add(b.id);
    ops.push(['put', collection, b]);
  }
  return ops;
}
