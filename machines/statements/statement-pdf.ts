import { assign, setup, type AnyEventObject } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import type { PdfLanguage } from '../../src/domain/statement';
import { failedCall, outcomeActions, outcomeState, type OutcomeContext } from '../parts/outcome';
import { notProvided } from '../parts/not-provided';
import { flowTypes } from '../parts/screen';

/**
 * The printable statement (spec billing §2, §8): the backend writes the PDF and the browser saves
 * it; outcomes saved ("Statement saved") and unavailable ("Printable statement unavailable").
 * The statement viewer (machines/statements/statement-viewer.ts) invokes it and shows what it ended in.
 */
export interface StatementPdfInput {
  statementId: string;
  lang: PdfLanguage;
}
/** what the download call answers: the file the browser was handed */
export interface SavedFile {
  fileName: string;
  bytes: number;
}
export type StatementPdfOutcome = 'saved' | 'unavailable';
export interface StatementPdfOutput {
  outcome: StatementPdfOutcome;
  statementId: string;
  fileName: string | null;
  code: FailureCode | null;
}

interface Context extends StatementPdfInput, OutcomeContext<StatementPdfOutcome> {
  file: SavedFile | null;
}

export const statementPdfMachine = setup({
  types: flowTypes<{ context: Context; input: StatementPdfInput; output: StatementPdfOutput; screen: 'statement' }>(),
  actors: {
    downloadStatementPdf: notProvided<SavedFile, StatementPdfInput>('downloadStatementPdf'),
  },
  actions: outcomeActions<StatementPdfOutcome, Context, AnyEventObject>(),
}).createMachine({
  id: 'statementPdf',
  context: ({ input }) => ({ ...input, file: null, code: null, outcome: null }),
  initial: 'downloading',
  states: {
    downloading: {
      meta: { screen: 'statement' },
      tags: ['busy'],
      invoke: {
        id: 'downloadStatementPdf',
        src: 'downloadStatementPdf',
        input: ({ context }) => ({ statementId: context.statementId, lang: context.lang }),
        onDone: { target: 'saved', actions: assign({ file: ({ event }) => event.output }) },
        onError: { ...failedCall, target: 'unavailable' },
      },
    },
    saved: outcomeState('saved'),
    unavailable: outcomeState('unavailable'),
  },
  output: ({ context }) => ({ outcome: context.outcome!, statementId: context.statementId, fileName: context.file?.fileName ?? null, code: context.code }),
});
