import type { Request, Response, Router } from 'express';
import { canSignIn } from '../../domain/people';
import { LoginRequest, SESSION_COOKIE, XSRF_COOKIE } from '../../domain/session';
import type { ServerContext } from '../context';
import { ApiError } from '../errors';
import { parseInput } from '../rest/parse';
import { profileOf } from '../views/profile';
import { clearSessionCookies, cookieBase } from './cookies';
import { callerOf, requireSession } from './middleware';
import { DUMMY_HASH, verifyPassword } from './password';

/** Sign-in, session (also the keep-alive ping) and logout: spec platform §7 login paths. */
export function mountAuthRoutes(router: Router, ctx: ServerContext): void {
  router.post('/api/pub/sbnetloginedge/v2/initiate', (_req, res) => {
    // The real client starts a PKCE code flow here; this backend signs in with the password directly.
    res.json({
      clientId: 'business-portal',
      identityDomain: 'business',
      useCase: 'login',
      responseType: 'code',
      codeChallengeMethod: 'S256',
      accountType: 'COMMERCIAL',
    });
  });

  router.post('/api/pub/sbnetloginedge/login', (req, res) => {
    ctx.faults.failIfArmed('login');
    const { username, password } = parseInput(LoginRequest, req.body);
    if (ctx.store.state.config.maintenance) throw new ApiError('IN_MAINTENANCE', 'The portal is down for maintenance');
    const user = ctx.store.state.users.find((u) => u.username.toLowerCase() === username.toLowerCase());
    // An unknown user costs the same scrypt work and gets the same answer as a wrong password.
    const ok = verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) throw new ApiError('UNAUTHENTICATED', 'The username or password is incorrect');
    // an invited person has not accepted yet, a suspended one is kept out until reactivated
    if (!canSignIn(user.status))
      throw new ApiError('UNAUTHENTICATED', 'This sign-in is not active on the account', [{ path: [], code: 'custom', message: 'people.notActive' }]);

    const previous = req.cookies?.[SESSION_COOKIE];
    if (previous) ctx.sessions.destroy(previous); // no session fixation: a sign-in always gets a new id
    const session = ctx.sessions.create(user.id);
    res.cookie(SESSION_COOKIE, session.id, { ...cookieBase(req), httpOnly: true });
    res.cookie(XSRF_COOKIE, session.xsrfToken, cookieBase(req)); // readable by the page, echoed in X-XSRF-TOKEN
    res.json({ error: user.passwordResetRequired ? 'PASSWORD_RESET_REQUIRED' : 'SUCCESS', profile: profileOf(ctx.store.state, user) });
  });

  router.get('/api/pub/sbnetloginedge/v1/sbnet/session', requireSession(ctx), (_req, res) => {
    ctx.faults.failIfArmed('session');
    const { user } = callerOf(res);
    res.json(profileOf(ctx.store.state, user));
  });

  const logout = (req: Request, res: Response) => {
    ctx.faults.failIfArmed('logout');
    const { session } = callerOf(res);
    ctx.sessions.destroy(session.id);
    clearSessionCookies(req, res);
    res.status(204).end();
  };
  router.post('/api/pub/session/v1/logout', requireSession(ctx), logout);
  router.post('/api/pub/sbnetloginedge/v1/cb/logout', requireSession(ctx), logout);
}
