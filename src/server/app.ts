import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import jsonServer from 'json-server';
import { auditScope, installAuditTrail } from './audit';
import { mountAuthRoutes } from './auth/routes';
import { requireSession } from './auth/middleware';
import type { ServerContext } from './context';
import { controlRouter } from './control';
import { ApiError } from './errors';
import { graphqlHandler } from './graphql/handler';
import { mountInvitationRoutes } from './invitations';
import { bodyRefusal, jsonBody } from './json-body';
import { mountAccountRoutes } from './rest/account-routes';
import { mountPaymentRoutes } from './rest/payments';
import { mountPartnerLocationRoutes, mountPlatformRoutes } from './rest/platform-routes';
import { mountStatementPdfRoute } from './rest/statement-pdf-route';
import { scheduledSubmission } from './scheduled-submission';
import { serveBuiltApp } from './static-files';

/** Public reference collections json-server may serve read-only (no customer data in them). */
const PUBLIC_COLLECTIONS = ['stores'];

export function createApp(ctx: ServerContext, options: { staticDir?: string } = {}) {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLog);
  app.use(cookieParser());
  app.use(jsonBody);

  const open = express.Router();
  mountAuthRoutes(open, ctx);
  mountPartnerLocationRoutes(open, ctx);
  // /create-sub-account: the invited person has no session yet
  mountInvitationRoutes(open, ctx);
  app.use(open);

  // json-server's generic router over the same lowdb store, reachable only for GETs of public
  // collections: its write routes and /db would bypass every rule, role and account boundary.
  const reference = express.Router();
  reference.use((req, _res, next) => {
    const collection = req.path.split('/')[1] ?? '';
    if (req.method !== 'GET' || !PUBLIC_COLLECTIONS.includes(collection)) throw new ApiError('NOT_FOUND', 'No such route');
    next();
  });
  reference.use(jsonServer.router(ctx.store.db as never));
  app.use('/api/pub/ref', reference);

  const authenticated = express.Router();
  // what an authenticated request writes is recorded in the audit trail as its caller's
  installAuditTrail(ctx);
  // scheduled payments whose day has come are submitted before the request is served,
  // and before its session is read: the caller's account is then the one the submission left
  // (read after it, a request on the payment's day answered the balance from before the payment)
  authenticated.use(['/api/pub', '/selfservice/graph'], scheduledSubmission(ctx), requireSession(ctx), auditScope);
  mountAccountRoutes(authenticated, ctx);
  mountPlatformRoutes(authenticated, ctx);
  mountPaymentRoutes(authenticated, ctx);
  mountStatementPdfRoute(authenticated, ctx);
  authenticated.post('/selfservice/graph', graphqlHandler(ctx));
  app.use(authenticated);

  if (ctx.testMode) app.use('/__control', controlRouter(ctx));

  app.use(['/api', '/selfservice', '/__control'], () => {
    throw new ApiError('NOT_FOUND', 'No such route');
  });
  // npm start: the built front end (precompressed, cached by name), page routes get index.html
  if (options.staticDir) serveBuiltApp(app, options.staticDir);
  app.use(errorHandler);
  return app;
}

function errorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  if (error instanceof ApiError) {
    res.status(error.status).json(error.toBody());
    return;
  }
  // a body the parser refused (charset, content coding, size, depth, JSON) is the client's 4xx
  const refused = bodyRefusal(error);
  if (refused) {
    if (refused.headers) res.set(refused.headers);
    res.status(refused.error.status).json(refused.error.toBody());
    return;
  }
  // Only the message: request bodies (which may hold card data) are never logged.
  console.error('[server] unexpected error:', (error instanceof Error ? error.message : String(error)).replace(/\d{3,}/g, '•••'));
  res.status(500).json({ errorCode: 'INTERNAL', message: 'Something went wrong' });
}

/** One line per request: method, path without query, status, time. Never bodies or headers. */
function requestLog(req: Request, res: Response, next: NextFunction) {
  if (process.env.PORTAL_QUIET === '1') return next();
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}
