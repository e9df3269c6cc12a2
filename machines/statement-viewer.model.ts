import type { Statement } from '../src/domain/billing';
import { addDays, addMonths } from '../src/domain/dates';
import { SOUTHSIDE_AT_NOON as SOUTHSIDE } from './fixtures';
import type { ActorOutcome, FlowModel } from './model';
import { answered, each, failedWith, steps, unavailable } from './model-helpers';
import { statementPdfMachine, type StatementPdfOutput } from './statement-pdf';
import { statementViewerMachine, type StatementList, type StatementPair } from './statement-viewer';

/**
 * The models of the statement viewer and its printable statement (issue 15). Southside Auto
 * Repair is the world: seven statements, the newest compared with a month whose promotion ended
 * and whose static IP was billed for a partial month. Its newest statement is db.json stmt_42,
 * its oldest (nothing to compare with) stmt_36. The viewer's outcomes of the PDF are its child's
 * (cause `child`); the child is walked against the backend on its own model.
 */
export const SOUTHSIDE_NEWEST = 'stmt_42';
export const SOUTHSIDE_OLDEST = 'stmt_36';

/** A statement as the backend shapes it; only whether last month exists steers the flow. */
function statementOn(id: string, statementDate: string): Statement {
  return {
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

export function statementPdfModelOn(): FlowModel<typeof statementPdfMachine> {
  return {
    id: 'statementPdf',
    title: 'Statements: the printable PDF',
    machine: statementPdfMachine,
    input: { statementId: SOUTHSIDE_NEWEST, lang: 'es' },
    events: [],
    actors: {
      downloadStatementPdf: [
        answered('downloadStatementPdf', 'saved', { fileName: 'statement.pdf', bytes: 2048 }),
        unavailable('downloadStatementPdf', 'statementPdf'),
      ],
    },
    world: SOUTHSIDE,
    verify: () => 'noPayment',
  };
}

export function statementViewerModelOn(today: string): FlowModel<typeof statementViewerMachine> {
  const newest = statementOn(SOUTHSIDE_NEWEST, addDays(today, -3));
  const oldest = statementOn(SOUTHSIDE_OLDEST, addMonths(newest.statementDate, -6));
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
        statementId: SOUTHSIDE_NEWEST,
        fileName: outcome === 'saved' ? 'statement.pdf' : null,
        code: failedWith(outcome !== 'saved'),
      } satisfies StatementPdfOutput,
    },
    cause: { kind: 'child' },
  });
  return {
    id: 'statementViewer',
    title: 'Statements: list, statement, compare and print',
    machine: statementViewerMachine,
    input: {},
    events: [
      ...each('select', 'statementId', SOUTHSIDE_NEWEST, SOUTHSIDE_OLDEST),
      { event: { type: 'toggle', section: 'INTERNET' } },
      ...steps('expandAll', 'collapseAll', 'compare', 'close'),
      { event: { type: 'print', lang: 'es' } },
      ...steps('retry', 'back', 'dismiss'),
    ],
    actors: {
      loadStatements: [answered('loadStatements', 'listed', list), unavailable('loadStatements', 'statements')],
      loadStatement: [
        pair({ statement: newest, previous: { ...oldest, id: 'stmt_41' } }, 'withLastMonth', SOUTHSIDE_NEWEST),
        pair({ statement: oldest, previous: null }, 'oldest', SOUTHSIDE_OLDEST),
        unavailable('loadStatement', 'statement'),
      ],
      print: [printed('saved'), printed('unavailable')],
    },
    // what steers the flow: the chosen statement, whether it has last month, the notice shown;
    // the open sections and the language read by no guard
    project: ((c: { selectedId: string | null; pair: StatementPair | null; printed: StatementPdfOutput | null; list: StatementList }) => ({
      selected: c.selectedId,
      listed: c.list.statements.length,
      lastMonth: c.pair ? c.pair.previous !== null : null,
      printed: c.printed?.outcome ?? null,
    })) as never,
    world: SOUTHSIDE,
    verify: () => 'noPayment',
  };
}
