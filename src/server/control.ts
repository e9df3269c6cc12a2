import { readFileSync } from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { businessToday, type ServerContext } from './context';
import { ApiError } from './errors';
import { FaultInput } from './faults';
import { parseInput } from './rest/parse';

const ClockInput = z.union([
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ advanceSeconds: z.number().int().min(0).max(366 * 86_400) }).strict(),
]);
const MaintenanceInput = z.object({ on: z.boolean() }).strict();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Test controls (design/contract.md), mounted only in test mode and only answering loopback
 * callers. They change the world the way the real systems behind the portal would: the store,
 * the clock, failures of the next calls, maintenance.
 */
export function controlRouter(ctx: ServerContext): Router {
  const router = Router();
  router.use((req: Request, _res: Response, next: NextFunction) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) throw new ApiError('FORBIDDEN', 'Test controls answer loopback only');
    next();
  });

  router.post('/reset', (_req, res) => {
    ctx.faults.clear();
    ctx.clock.release();
    ctx.store.replace(JSON.parse(readFileSync(ctx.seedFile, 'utf8')), ctx.clock.now());
    res.json({ reset: true, anchorDate: ctx.store.state.meta.anchorDate });
  });

  router.post('/clock', (req, res) => {
    const input = parseInput(ClockInput, req.body);
    ctx.clock.set('now' in input ? new Date(input.now) : new Date(ctx.clock.now().getTime() + input.advanceSeconds * 1000));
    res.json({ now: ctx.clock.now().toISOString(), today: businessToday(ctx) });
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

  /** The raw store, so tests can check records after an outcome. */
  router.get('/store', (_req, res) => res.json(ctx.store.state));
  return router;
}
