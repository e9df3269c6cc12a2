import type { Router } from 'express';
import { callerOf } from '../auth/middleware';
import type { ServerContext } from '../context';
import { accountOf } from '../views/billing';

/** spec platform §7: account, services and the delinquency schedule. */
export function mountAccountRoutes(router: Router, ctx: ServerContext): void {
  router.get('/api/pub/account/v1/accounts', (_req, res) => {
    ctx.faults.failIfArmed('accounts');
    res.json({ accounts: [accountOf(ctx.store.state, callerOf(res).account, ctx.clock.now())] });
  });

  router.get('/api/pub/account/v1/services', (_req, res) => {
    ctx.faults.failIfArmed('services');
    const { account } = callerOf(res);
    res.json({ services: ctx.store.state.services.filter((s) => s.accountId === account.id) });
  });

  router.get('/api/pub/account/v1/get-delinquency-schedule', (_req, res) => {
    ctx.faults.failIfArmed('delinquencySchedule');
    const { account } = callerOf(res);
    const schedule = ctx.store.state.delinquencySchedules.find((d) => d.accountId === account.id);
    res.json({
      softDisconnectDate: schedule?.softDisconnectDate ?? null,
      hardDisconnectDate: schedule?.hardDisconnectDate ?? null,
      statements: schedule?.statements ?? [],
    });
  });
}
