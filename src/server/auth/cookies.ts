import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../domain/session';

export const cookieBase = (req: Request): CookieOptions => ({ path: '/', sameSite: 'lax', secure: req.secure });

/**
 * Forgets the session in the browser: the httpOnly session cookie and the XSRF-TOKEN cookie,
 * which is also the page's session marker (spec platform §4), so a page that finds no marker
 * knows without asking that nobody is signed in.
 */
export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieBase(req));
  res.clearCookie(XSRF_COOKIE, cookieBase(req));
}
