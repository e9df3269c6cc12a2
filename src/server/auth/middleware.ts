import type { NextFunction, Request, Response } from 'express';
import { canSignIn } from '../../domain/people';
import { hasBillingAccess } from '../../domain/roles';
import { ROLE_HEADER, SESSION_COOKIE, XSRF_HEADER } from '../../domain/session';
import type { Caller, ServerContext } from '../context';
import { ApiError } from '../errors';
import { clearSessionCookies } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards every authenticated route, in this order: maintenance (401 IN_MAINTENANCE), a live
 * session (401 UNAUTHENTICATED / SESSION_EXPIRED), then for anything but a read the XSRF
 * header matching the session's token (403 FORBIDDEN). The caller is left in res.locals.
 */
export function requireSession(ctx: ServerContext) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (ctx.store.state.config.maintenance) {
      throw new ApiError('IN_MAINTENANCE', 'The portal is down for maintenance');
    }
    const found = ctx.sessions.lookup(req.cookies?.[SESSION_COOKIE]);
    // A refused session also clears the browser's marker, so its next page asks nothing.
    if (found === 'expired') {
      clearSessionCookies(req, res);
      throw new ApiError('SESSION_EXPIRED', 'Your session has ended');
    }
    if (!found) {
      clearSessionCookies(req, res);
      throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    }
    if (!SAFE_METHODS.has(req.method) && req.get(XSRF_HEADER) !== found.xsrfToken) {
      throw new ApiError('FORBIDDEN', 'Missing or wrong XSRF token');
    }
    const user = ctx.store.state.users.find((u) => u.id === found.userId);
    const account = user && ctx.store.state.accounts.find((a) => a.id === user.accountId);
    // a person removed or suspended is signed out on their next request (src/domain/people.ts)
    if (!user || !account || !canSignIn(user.status)) {
      ctx.sessions.destroy(found.id);
      clearSessionCookies(req, res);
      throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    }
    ctx.sessions.touch(found);
    // the role this request is served with, so the open page follows a change (src/domain/session.ts)
    res.set(ROLE_HEADER, user.role);
    const caller: Caller = { session: found, user, account };
    res.locals.caller = caller;
    next();
  };
}

export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  return caller;
}

/** spec platform §6: billing access (and every billing write) is for the billing group only. */
function assertBillingAccess(caller: Caller): void {
  if (!hasBillingAccess(caller.user.role)) {
    throw new ApiError('FORBIDDEN', 'Your role does not have billing access');
  }
}

/** A billing call's first checks, REST or GraphQL: the fault armed on its operation (tests), then the role. */
export function assertBillingCall(operation: string, ctx: ServerContext, caller: Caller): void {
  ctx.faults.failIfArmed(operation);
  assertBillingAccess(caller);
}
