import { describe, expect, it } from 'vitest';
import { createDraft, isDraft } from '../../src/server/store/draft';
import { diff, replay } from '../../src/server/store/journal';

// The copy-on-write draft transact() runs a change on, and the journal ops made from what it
// changed: the base is never touched, untouched records stay the same objects, and replaying the
// ops over the base gives exactly the result.

interface Rec {
  id: string;
  n: number;
  tags: string[];
  nested: { a: number; deep: { b: string } };
}
interface Doc {
  meta: { next: number };
  items: Rec[];
  other: Rec[];
}

const rec = (id: string, n = 0): Rec => ({ id, n, tags: ['x'], nested: { a: n, deep: { b: id } } });
const base = (): Doc => ({ meta: { next: 4 }, items: [rec('i1', 1), rec('i2', 2), rec('i3', 3)], other: [rec('o1')] });
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

/** Runs a change on a draft of a frozen base (so any write to the base throws) and checks the journal ops replay to the result. */
function run(change: (d: Doc) => unknown) {
  const before = deepFreeze(base());
  const snapshot = JSON.stringify(before);
  const { draft, finish } = createDraft(before);
  const returned = change(draft);
  const after = finish();
  expect(JSON.stringify(before)).toBe(snapshot);
  const ops = diff(before as never, after as never);
  const replayed = JSON.parse(snapshot);
  replay(replayed, JSON.parse(JSON.stringify([ops])));
  expect(replayed).toEqual(JSON.parse(JSON.stringify(after)));
  // no draft is left anywhere in the result
  const walk = (v: unknown): void => {
    expect(isDraft(v)).toBe(false);
    if (v && typeof v === 'object') for (const c of Object.values(v)) walk(c);
  };
  walk(after);
  return { before, after, ops, returned };
}

describe('copy-on-write draft', () => {
  it('a change that only reads returns the base itself and no op', () => {
    const { before, after, ops } = run((d) => d.items.find((r) => r.id === 'i2')!.nested.deep.b);
    expect(after).toBe(before);
    expect(ops).toEqual([]);
  });

  it('a field changed: only that record and its parents are new, the rest is shared', () => {
    const { before, after, ops } = run((d) => {
      d.items.find((r) => r.id === 'i2')!.nested.a = 20;
    });
    expect(after.items[1]!.nested.a).toBe(20);
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[2]).toBe(before.items[2]);
    expect(after.items[1]!.tags).toBe(before.items[1]!.tags);
    expect(after.other).toBe(before.other);
    expect(after.meta).toBe(before.meta);
    expect(ops).toEqual([['put', 'items', after.items[1]]]);
  });

  it('push, filter, splice, sort, delete and spread all give the right result and ops that replay to it', () => {
    run((d) => {
      d.items.push({ ...rec('i4', 4), tags: [...d.items[0]!.tags, 'y'] });
      d.meta.next += 1;
    });
    run((d) => {
      d.items = d.items.filter((r) => r.id !== 'i2');
    });
    run((d) => {
      d.items.splice(1, 1, rec('i9', 9));
    });
    run((d) => {
      d.items.sort((a, b) => b.n - a.n);
    });
    run((d) => {
      d.items.unshift(rec('i0'));
    });
    run((d) => {
      delete (d.items[0] as Partial<Rec>).tags;
      d.other[0] = { ...d.other[0]!, n: 7 };
    });
    run((d) => {
      const moved = d.items[0]!;
      d.other.push(moved); // a draft put somewhere else: finished into a plain object
      moved.n = 100;
    });
    run((d) => {
      d.items.length = 1;
      d.items[0]!.nested.deep = { b: 'new' };
      d.items[0]!.nested.deep.b = 'newer';
    });
  });

  it('a change that throws leaves the base as it was (transact then keeps the live state)', () => {
    const before = deepFreeze(base());
    const { draft } = createDraft(before);
    expect(() => {
      draft.items[0]!.n = 42;
      draft.items.push(rec('i5'));
      throw new Error('a rule says no');
    }).toThrow('a rule says no');
    expect(before.items.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('what the change returns still reads the final values after the transaction, and takes no writes', () => {
    const { returned, after } = run((d) => {
      const r = d.items[1]!;
      r.n = 22;
      return r;
    });
    const kept = returned as Rec;
    expect(kept.n).toBe(22);
    expect(JSON.parse(JSON.stringify(kept))).toEqual(JSON.parse(JSON.stringify(after.items[1])));
    expect(() => {
      kept.n = 1;
    }).toThrow(/finished/);
  });

  it('drafts look like what they stand for: arrays, keys, spread, JSON, in', () => {
    run((d) => {
      expect(Array.isArray(d.items)).toBe(true);
      expect(Object.keys(d.items[0]!)).toEqual(['id', 'n', 'tags', 'nested']);
      expect({ ...d.items[0]!.nested }.a).toBe(1);
      expect(JSON.parse(JSON.stringify(d.items[0]))).toEqual(rec('i1', 1));
      expect('nested' in d.items[0]!).toBe(true);
      d.items[0]!.n = 5;
      expect(d.items.map((r) => r.n)).toEqual([5, 2, 3]);
      expect(d.items.length).toBe(3);
    });
  });
});

describe('journal ops', () => {
  it('a record appended, one changed and one removed are three ops; a reordered collection is written whole', () => {
    const { ops } = run((d) => {
      d.items = d.items.filter((r) => r.id !== 'i1');
      d.items[0]!.n = 9;
      d.items.push(rec('i4'));
    });
    expect(ops.map((op) => [op[0], op[1], op[0] === 'del' ? op[2] : (op[2] as Rec).id])).toEqual([
      ['del', 'items', 'i1'],
      ['put', 'items', 'i2'],
      ['put', 'items', 'i4'],
    ]);
    const reordered = run((d) => {
      d.items.reverse();
    });
    expect(reordered.ops).toEqual([['set', 'items', reordered.after.items]]);
  });

  it('replaying the same entries twice gives the same store (a journal replayed over its own compaction)', () => {
    const before = base();
    const { draft, finish } = createDraft(before);
    draft.items.push(rec('i4'));
    draft.items = draft.items.filter((r) => r.id !== 'i1');
    draft.meta.next = 5;
    const after = finish();
    const entries = JSON.parse(JSON.stringify([diff(before as never, after as never)]));
    const once = JSON.parse(JSON.stringify(before));
    replay(once, entries);
    const twice = JSON.parse(JSON.stringify(once));
    replay(twice, entries);
    expect(twice).toEqual(once);
    expect(once).toEqual(JSON.parse(JSON.stringify(after)));
  });
});
