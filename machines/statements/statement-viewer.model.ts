import { addDays, addMonths } from '../../src/domain/dates';
import type { CallDetailVerificationOutput } from './call-detail-verification';
import { ACME_AT_NOON as ACME, SOUTHSIDE_AT_NOON as SOUTHSIDE } from '../model/fixtures';
import type { ActorOutcome } from '../model/model';
import { answered, children, each, failedWith, flowModel, steps, unavailable } from '../model/model-helpers';
import { statementPdfMachine, type StatementPdfOutput } from './statement-pdf';
import { statementViewerMachine, type ReadStatement, type StatementList, type StatementPair } from './statement-viewer';

/**
 * The models of the statement viewer and its printable statement. The printable
 * statement's world is Southside Auto Repair (its newest statement db.json stmt_42); the viewer's
 * is Acme, whose statements have a Business Phone section with call details behind verification:
 * its newest stmt_7 (compared with stmt_6), its oldest stmt_1 (nothing to compare with). The
 * viewer's outcomes of the PDF and of the call details' verification are its children's (cause
 * `child`); each child is walked against the backend on its own model.
 */
const SOUTHSIDE_NEWEST = 'stmt_42';
const ACME_NEWEST = 'stmt_7';
const ACME_OLDEST = 'stmt_1';

/** A statement as the backend shapes it for a session not verified; only whether last month exists, and locked calls, steer the flow. */
function statementOn(id: string, statementDate: string): ReadStatement {
  return {
    callDetailsLocked: true,
    callDetails: [],
    mobile: null,
    id,
    statementDate,
    servicePeriodFrom: addDays(statementDate, 1),
    servicePeriodThru: addMonths(statementDate, 1),
    dueDate: addDays(statementDate, 22),
    totalDue: 19977,
    previousBalance: 19977,
    paymentsReceived: 19977,
    currentCharges: 19977,
    lineItems: [{ id: 'li_1', section: 'INTERNET', kind: null, description: 'Internet Standard', amount: 19977 }],
  };
}

export function statementPdfModelOn() {
  return flowModel(statementPdfMachine, 'Statements: the printable PDF', {
    input: { statementId: SOUTHSIDE_NEWEST, lang: 'es' },
    events: [],
    actors: {
      downloadStatementPdf: [
        answered('downloadStatementPdf', 'saved', { fileName: 'statement.pdf', bytes: 2048 }),
        unavailable('downloadStatementPdf', 'statementPdf'),
      ],
    },
    world: SOUTHSIDE,
  });
}

export function statementViewerModelOn(today: string) {
  const newest = statementOn(ACME_NEWEST, addDays(today, -3));
  const oldest = statementOn(ACME_OLDEST, addMonths(newest.statementDate, -6));
  const list: StatementList = { statements: [newest, oldest], today };
  // the backend answers with the statement that was chosen
  const pair = (output: StatementPair, name: string, statementId: string): ActorOutcome =>
    answered('loadStatement', name, output, { possible: ((context: { selectedId: string | null }) => context.selectedId === statementId) as never });
  const printed = (outcome: StatementPdfOutput['outcome']): ActorOutcome => ({
    name: outcome,
    event: {
      type: 'xstate.done.actor.print',
      output: {
        outcome,
        statementId: ACME_NEWEST,
        fileName: outcome === 'saved' ? 'statement.pdf' : null,
        code: failedWith(outcome !== 'saved'),
      } satisfies StatementPdfOutput,
    },
    cause: { kind: 'child' },
  });
  return flowModel(statementViewerMachine, 'Statements: list, statement, compare and print', {
    input: {},
    events: [
      ...each('select', 'statementId', ACME_NEWEST, ACME_OLDEST),
      { event: { type: 'toggle', section: 'INTERNET' } },
      ...steps('expandAll', 'collapseAll', 'compare', 'close'),
      { event: { type: 'print', lang: 'es' } },
      ...steps('retry', 'back', 'dismiss', 'showCalls'),
    ],
    actors: {
      loadStatements: [answered('loadStatements', 'listed', list), unavailable('loadStatements', 'statements')],
      loadStatement: [
        pair({ statement: newest, previous: { ...oldest, id: 'stmt_6' } }, 'withLastMonth', ACME_NEWEST),
        pair({ statement: oldest, previous: null }, 'oldest', ACME_OLDEST),
        unavailable('loadStatement', 'statement'),
      ],
      print: [printed('saved'), printed('unavailable')],
      calls: children(
        'calls',
        ['verified', 'failed', 'locked', 'cancelled'] as const,
        (outcome) =>
          ({
            outcome,
            failure: outcome === 'failed' ? 'SERVICE_UNAVAILABLE' : null,
          }) satisfies CallDetailVerificationOutput,
      ),
    },
    // what steers the flow: the chosen statement, whether it has last month, the notice shown;
    // the open sections and the language read by no guard
    // (a verification stood in by its outcome leaves the server's session unverified: the calls stay locked)
    project: (c: {
      selectedId: string | null;
      pair: StatementPair | null;
      printed: StatementPdfOutput | null;
      calls: CallDetailVerificationOutput | null;
      list: StatementList;
    }) => ({
      selected: c.selectedId,
      listed: c.list.statements.length,
      lastMonth: c.pair ? c.pair.previous !== null : null,
      printed: c.printed?.outcome ?? null,
      calls: c.calls?.outcome ?? null,
    }),
    world: ACME,
  });
}
