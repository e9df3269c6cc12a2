import { readFileSync, statSync } from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { businessToday, type ServerContext } from './context';
import { ApiError } from './errors';
import { FaultInput } from './faults';
import { clearOutbox, outboxOf } from './outbox';
import { parseInput } from './rest/parse';
import { dateInZone } from '../domain/dates';
import { rebaseStore } from './store/rebase';
import type { Store } from './store/records';
import { parseStore } from './store/store';

const ClockInput = z.union([
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
  z
    .object({
      advanceSeconds: z
        .number()
        .min(0)
        .max(366 * 86_400),
    })
    .strict(),
]);
const MaintenanceInput = z.object({ on: z.boolean() }).strict();
const ResetInput = z
  .object({
    patch: z.record(z.string(), z.unknown()).optional(),
    now: z.iso.datetime({ offset: true }).optional(),
    // collections emptied before the patch: a test that sets up the audit trail it reads gives it whole
    clear: z.array(z.enum(['auditEntries'])).optional(),
  })
  .strict();

/**
 * Objects merge key by key; an array of records merges by `id` (a record of a new id is added);
 * anything else replaces.
 */
function deepMerge(base: unknown, patch: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(patch) && patch.every((p) => isPlainObject(p) && typeof p.id === 'string')) {
    const merged = base.map((record) => {
      const change = patch.find((p) => (p as { id: string }).id === (record as { id?: string }).id);
      return change ? deepMerge(record, change) : record;
    });
    const added = patch.filter((p) => !base.some((record) => (record as { id?: string }).id === (p as { id: string }).id));
    return [...merged, ...added];
  }
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = deepMerge(base[key], value);
  return merged;
}
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The seed, checked and moved to a business day, kept while its file is unchanged. A reset is the
 * tests' most frequent call (every browser test and model path starts with one), and reading,
 * checking and moving the whole seed each time was most of its cost: ~0.15 s of CPU a reset.
 * Each reset gets its own copy, which becomes the live store.
 */
let seedCache: { file: string; stamp: string; checked: Store; byDay: Map<string, Store> } | null = null;
function seedOn(file: string, now: Date): Store {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  if (seedCache?.file !== file || seedCache.stamp !== stamp) {
    seedCache = { file, stamp, checked: parseStore(JSON.parse(readFileSync(file, 'utf8')), file), byDay: new Map() };
  }
  const day = dateInZone(now, seedCache.checked.config.timeZone);
  let moved = seedCache.byDay.get(day);
  if (!moved) {
    moved = rebaseStore(seedCache.checked, day);
    seedCache.byDay.set(day, moved);
  }
  return structuredClone(moved);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Test controls (docs/backend.md), mounted only in test mode and only answering loopback
 * callers. They change the world the way the real systems behind the portal would: the store,
 * the clock, failures of the next calls, maintenance.
 */
export function controlRouter(ctx: ServerContext): Router {
  const router = Router();
  router.use((req: Request, _res: Response, next: NextFunction) => {
    // req.ip: the caller, also behind the HTTPS side's loopback forward (listen.ts), whose
    // X-Forwarded-For the app trusts from loopback only
    if (!LOOPBACK.has(req.ip ?? '')) throw new ApiError('FORBIDDEN', 'Test controls answer loopback only');
    next();
  });

  /**
   * Restores the seed, moved to the server's business day; `patch` (deep-merged, then checked
   * like any store) sets up a variant world. The patch is merged after the move, so its dates are
   * written relative to the day the test reads back, not to the seed's anchor. `now` freezes the
   * clock there first: the store is moved to that day and stays on it, even across a midnight.
   * `clear` empties collections before the patch (the seed's audit trail, for a test that gives its own).
   */
  router.post('/reset', (req, res) => {
    const { patch, now, clear = [] } = parseInput(ResetInput, req.body ?? {});
    ctx.faults.clear();
    clearOutbox(ctx);
    if (now) ctx.clock.set(new Date(now));
    else ctx.clock.release();
    const seed = seedOn(ctx.seedFile, ctx.clock.now());
    for (const collection of clear) seed[collection] = [];
    // a patch can make any document: it is checked like any store; the seed alone was checked when read
    if (patch) ctx.store.replace(deepMerge(seed, patch), ctx.clock.now());
    else ctx.store.replaceChecked(seed, ctx.clock.now());
    res.json({ reset: true, anchorDate: ctx.store.state.meta.anchorDate, now: ctx.clock.now().toISOString(), today: businessToday(ctx) });
  });

  router.post('/clock', (req, res) => {
    const input = parseInput(ClockInput, req.body);
    ctx.clock.set('now' in input ? new Date(input.now) : new Date(ctx.clock.now().getTime() + Math.round(input.advanceSeconds * 1000)));
    res.json({ now: ctx.clock.now().toISOString(), today: businessToday(ctx) });
  });
  /** The server's instant and business day, without touching the clock: where tests take "today" from. */
  router.get('/clock', (_req, res) => {
    res.json({ now: ctx.clock.now().toISOString(), today: businessToday(ctx), frozen: ctx.clock.frozen });
  });
  router.delete('/clock', (_req, res) => {
    ctx.clock.release();
    res.json({ now: ctx.clock.now().toISOString() });
  });

  router.post('/faults', (req, res) => {
    ctx.faults.arm(parseInput(FaultInput, req.body));
    res.status(201).json({ faults: ctx.faults.list() });
  });
  router.get('/faults', (_req, res) => res.json({ faults: ctx.faults.list() }));
  router.delete('/faults', (_req, res) => {
    ctx.faults.clear();
    res.status(204).end();
  });

  router.post('/maintenance', (req, res) => {
    const { on } = parseInput(MaintenanceInput, req.body);
    ctx.store.transact((draft) => {
      draft.config.maintenance = on;
    });
    res.json({ maintenance: on });
  });

  /** The simulated gateway's messages (src/server/outbox.ts): the one-time codes sent, newest last. Nothing else shows a code. */
  router.get('/outbox', (_req, res) => res.json({ messages: outboxOf(ctx) }));

  /** The raw store, so tests can check records after an outcome. */
  router.get('/store', (_req, res) => res.json(ctx.store.state));
  return router;
}
