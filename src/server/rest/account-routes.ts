import type { Router } from 'express';
import { callerOf } from '../auth/middleware';
import { businessToday, type ServerContext } from '../context';
import { softDisconnectLookupAllowed } from '../../domain/delinquency';
import { ApiError } from '../errors';
import { accountOf, balancesOf } from '../views/billing';

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
    // spec billing §4: the lookup is made only with its toggle on and past due minus pending above 0
    if (!softDisconnectLookupAllowed(account.featureFlags.softDisconnectLookup, balancesOf(ctx.store.state, account, businessToday(ctx)))) {
      throw new ApiError('CONFLICT', 'No soft-disconnect date to look up: the toggle is off or nothing past due is left to pay');
    }
    const schedule = ctx.store.state.delinquencySchedules.find((d) => d.accountId === account.id);
    res.json({
      softDisconnectDate: schedule?.softDisconnectDate ?? null,
      hardDisconnectDate: schedule?.hardDisconnectDate ?? null,
      statements: schedule?.statements ?? [],
    });
  });
}
