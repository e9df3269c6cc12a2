import type { Router } from 'express';
import { z } from 'zod';
import { PDF_LANGUAGES } from '../../domain/statement';
import { assertBillingCall, callerOf } from '../auth/middleware';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { statementPdf, statementPdfFileName } from '../statement-pdf';
import { statementsOf } from '../views/billing';
import { parseInput } from './parse';

/** The server keeps no language for a user: the page says which one it shows (`?lang=en|es`). */
const PdfQuery = z.object({ lang: z.enum(PDF_LANGUAGES).default('en') });

/** The printable statement (spec billing §2, §8): the signed-in account's own statements only. */
export function mountStatementPdfRoute(router: Router, ctx: ServerContext): void {
  router.get('/api/pub/billing/v1/statements/:id/pdf', (req, res, next) => {
    // armed faults first, as every billing read (operation `statementPdf`)
    const caller = callerOf(res);
    assertBillingCall('statementPdf', ctx, caller);
    const { lang } = parseInput(PdfQuery, req.query);
    const statement = statementsOf(ctx.store.state, caller.account.id).find((s) => s.id === req.params.id);
    if (!statement) throw notFound('Statement');
    statementPdf(caller.account, statement, lang, ctx.clock.now())
      .then((bytes) => {
        res.set('Content-Disposition', `attachment; filename="${statementPdfFileName(caller.account, statement)}"`);
        res.set('Cache-Control', 'private, no-store');
        res.type('application/pdf').send(Buffer.from(bytes));
      })
      .catch(next);
  });
}
