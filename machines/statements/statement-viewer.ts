import { assign, setup } from 'xstate';
import type { Statement, StatementSummary } from '../../src/domain/billing';
import { callDetailRefusal, type StatementCalls } from '../../src/domain/call-details';
import type { MobileStatement } from '../../src/domain/mobile-statement';
import type { FailureCode } from '../../src/domain/errors';
import { compareStatements, type ComparedStatements } from '../../src/domain/statement-compare';
import { compareRefusal, STATEMENT_SECTIONS, type DisplaySection, type PdfLanguage } from '../../src/domain/statement';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { failedCall, noteFailureCode } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';
import { callDetailVerificationMachine, type CallDetailVerificationOutput } from './call-detail-verification';
import { statementPdfMachine, type StatementPdfOutput } from './statement-pdf';

/**
 * Statements (spec billing §2, §8, §9): the list, then one statement read (its date chosen in a
 * selector, its sections expanded one by one or all at once), compared with last month, and
 * printed. The selected statement's id is the context; the printable version is a child flow
 * (machines/statements/statement-pdf.ts) whose outcome the page shows. "Statement unavailable" offers a
 * refresh and the printable version (§8). A Business Phone section's call details are shown once
 * the session has passed account verification (§8), a child flow
 * (machines/statements/call-detail-verification.ts): verified reads the statement again, which the server
 * then answers with the calls; failed, locked and cancelled are said over the statement.
 */
export interface StatementList {
  statements: StatementSummary[];
  /** the server's business day: whether the newest cycle's statement is late (§9) */
  today: string;
}
/** a statement as read for this session: with its call details, or the fact that they are locked; its mobile fields where the account has mobile */
export type ReadStatement = Statement & StatementCalls & { mobile: MobileStatement | null };
export interface StatementPair {
  statement: ReadStatement;
  previous: ReadStatement | null;
}

export type StatementScreen = 'loading' | 'listUnavailable' | 'list' | 'statementUnavailable' | 'statement' | 'compare';

interface Context {
  list: StatementList;
  selectedId: string | null;
  pair: StatementPair | null;
  comparison: ComparedStatements | null;
  expanded: DisplaySection[];
  code: FailureCode | null;
  /** how the last printable statement ended, shown until dismissed */
  printed: StatementPdfOutput | null;
  /** how the last call-detail verification ended, shown until dismissed */
  calls: CallDetailVerificationOutput | null;
  lang: PdfLanguage;
}

export type StatementViewerEvent =
  | { type: 'retry' }
  | { type: 'select'; statementId: string }
  | { type: 'back' }
  | { type: 'toggle'; section: DisplaySection }
  | { type: 'expandAll' }
  | { type: 'collapseAll' }
  | { type: 'compare' }
  | { type: 'close' }
  | { type: 'print'; lang: PdfLanguage }
  | { type: 'showCalls' }
  | { type: 'dismiss' };

/** The printable version being written (over the statement, or over its unavailable notice), then back to `done`. */
const printing = <const TDone extends string>(done: TDone) => ({
  meta: { screen: 'statement' as const },
  tags: ['busy' as const],
  invoke: {
    id: 'print' as const,
    src: 'statementPdf' as const,
    input: ({ context }: { context: Context }) => ({ statementId: context.selectedId!, lang: context.lang }),
    onDone: {
      target: done,
      actions: { type: 'printed' as const, params: ({ event }: { event: { output: StatementPdfOutput } }) => ({ printed: event.output }) },
    },
  },
});

export const statementViewerMachine = setup({
  types: flowTypes<{
    context: Context;
    events: StatementViewerEvent;
    children: { print: 'statementPdf'; calls: 'callDetailVerification' };
    screen: StatementScreen;
  }>(),
  actors: {
    loadStatements: notProvided<StatementList>('loadStatements'),
    loadStatement: notProvided<StatementPair, { statementId: string }>('loadStatement'),
    statementPdf: statementPdfMachine,
    callDetailVerification: callDetailVerificationMachine,
  },
  guards: {
    /** a statement of the list (the selector offers only those) */
    listed: ({ context }, params: { statementId: string }) => context.list.statements.some((s) => s.id === params.statementId),
    /** src/domain/statement.ts compareRefusal: the oldest statement has no last month */
    comparable: (_, params: { previous: Statement | null | undefined }) => compareRefusal(params.previous) === null,
    /** src/domain/call-details.ts: the statement has call details this session may not see yet */
    callsLocked: (_, params: { statement: ReadStatement | undefined }) => callDetailRefusal(params.statement) === null,
    callsVerified: (_, params: { output: CallDetailVerificationOutput }) => params.output.outcome === 'verified',
  },
  actions: {
    loaded: assign({ list: (_, params: { output: StatementList }) => params.output, code: null }),
    noteFailureCode: noteFailureCode<Context, StatementViewerEvent>(),
    choose: assign({ selectedId: (_, params: { statementId: string }) => params.statementId, printed: null, comparison: null, calls: null }),
    callsEnded: assign({ calls: (_, params: { output: CallDetailVerificationOutput }) => params.output, printed: null }),
    setLang: assign({ lang: (_, params: { lang: PdfLanguage }) => params.lang, printed: null }),
    printed: assign({ printed: (_, params: { printed: StatementPdfOutput }) => params.printed }),
  },
}).createMachine({
  id: 'statementViewer',
  context: {
    list: { statements: [], today: '' },
    selectedId: null,
    pair: null,
    comparison: null,
    expanded: [],
    code: null,
    printed: null,
    calls: null,
    lang: 'en',
  },
  initial: 'loadingList',
  states: {
    // spec billing §8 "Statement unavailable": refresh
    ...loadStates<StatementList>()(['loadingList', 'listUnavailable'], 'list', { id: 'loadStatements', src: 'loadStatements' }),
    list: {
      meta: { screen: 'list' },
      on: {
        select: {
          guard: { type: 'listed', params: ({ event }) => ({ statementId: event.statementId }) },
          target: 'loadingStatement',
          actions: { type: 'choose', params: ({ event }) => ({ statementId: event.statementId }) },
        },
      },
    },
    loadingStatement: {
      meta: { screen: 'loading' },
      tags: ['busy'],
      invoke: {
        id: 'loadStatement',
        src: 'loadStatement',
        input: ({ context }) => ({ statementId: context.selectedId! }),
        onDone: { target: 'statement', actions: assign({ pair: ({ event }) => event.output, code: null }) },
        onError: { ...failedCall, target: 'statementUnavailable' },
      },
    },
    statementUnavailable: {
      description: 'Spec billing §8: refresh, or download the printable version.',
      meta: { screen: 'statementUnavailable' },
      initial: 'idle',
      states: {
        idle: {
          on: {
            retry: '#statementViewer.loadingStatement',
            print: { target: 'printing', actions: { type: 'setLang', params: ({ event }) => ({ lang: event.lang }) } },
            dismiss: { actions: assign({ printed: null }) },
          },
        },
        printing: printing('idle'),
      },
      on: { back: 'list' },
    },
    statement: {
      initial: 'reading',
      on: {
        select: {
          guard: { type: 'listed', params: ({ event }) => ({ statementId: event.statementId }) },
          target: 'loadingStatement',
          actions: { type: 'choose', params: ({ event }) => ({ statementId: event.statementId }) },
        },
        back: 'list',
        dismiss: { actions: assign({ printed: null, calls: null }) },
      },
      states: {
        reading: {
          meta: { screen: 'statement' },
          on: {
            toggle: {
              actions: assign({
                expanded: ({ context, event }) =>
                  context.expanded.includes(event.section) ? context.expanded.filter((s) => s !== event.section) : [...context.expanded, event.section],
              }),
            },
            expandAll: { actions: assign({ expanded: () => [...STATEMENT_SECTIONS] }) },
            collapseAll: { actions: assign({ expanded: [] }) },
            compare: {
              guard: { type: 'comparable', params: ({ context }) => ({ previous: context.pair?.previous }) },
              target: 'comparing',
              // the rule is the domain's (src/domain/statement-compare.ts); the view only shows it
              actions: assign({ comparison: ({ context }) => compareStatements(context.pair!.statement, context.pair!.previous!), printed: null }),
              meta: refusedFor('statement.noPrevious'),
            },
            print: { target: 'printing', actions: { type: 'setLang', params: ({ event }) => ({ lang: event.lang }) } },
            // spec billing §8: voice call details need account verification
            showCalls: {
              guard: { type: 'callsLocked', params: ({ context }) => ({ statement: context.pair?.statement }) },
              target: 'verifyingCalls',
              actions: assign({ calls: null, printed: null }),
            },
          },
        },
        verifyingCalls: {
          meta: { screen: 'statement' },
          invoke: {
            id: 'calls',
            src: 'callDetailVerification',
            onDone: [
              // the server shows this session the calls now: the statement is read again with them
              {
                guard: { type: 'callsVerified', params: ({ event }) => ({ output: event.output }) },
                target: '#statementViewer.loadingStatement',
                actions: { type: 'callsEnded', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'reading', actions: { type: 'callsEnded', params: ({ event }) => ({ output: event.output }) } },
            ],
          },
        },
        comparing: {
          meta: { screen: 'compare' },
          on: {
            close: 'reading',
            print: { target: 'printing', actions: { type: 'setLang', params: ({ event }) => ({ lang: event.lang }) } },
          },
        },
        printing: printing('reading'),
      },
    },
  },
});
