import { z } from 'zod/mini';
import type { SavedFile, StatementPdfInput } from '../../../machines/statement-pdf';
import type { StatementList, StatementPair } from '../../../machines/statement-viewer';
import { StatementComparison, StatementSummary } from '../../domain/billing';
import { ApiRequestError } from '../errors';
import { saveInBrowser } from '../save-file';
import type { Transport } from '../transport';

// Statements (spec billing §2; design/contract.md `statements`, `statement(id)` with the previous
// one, and GET /api/pub/billing/v1/statements/{id}/pdf).

const STATEMENT_FIELDS =
  'id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue previousBalance paymentsReceived currentCharges lineItems { id section kind description amount }';
const LIST = 'query Statements { billing { limits { today } } statements { id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue } }';
const ONE = `query Statement($id: ID!) { statement(id: $id) { statement { ${STATEMENT_FIELDS} } previous { ${STATEMENT_FIELDS} } } }`;
const ListAnswer = z.object({ billing: z.object({ limits: z.object({ today: z.string() }) }), statements: z.array(StatementSummary) });
const OneAnswer = z.object({ statement: StatementComparison });

export function statementCalls(transport: Transport) {
  return {
    loadStatements: async (): Promise<StatementList> => {
      const { billing, statements } = await transport.graph(LIST, ListAnswer);
      return { statements, today: billing.limits.today };
    },
    loadStatement: async (input: { statementId: string }): Promise<StatementPair> =>
      (await transport.graph(ONE, OneAnswer, { id: input.statementId })).statement,
    downloadStatementPdf: async (input: StatementPdfInput): Promise<SavedFile> => {
      if (!transport.file) throw new ApiRequestError('BAD_RESPONSE', 0, 'This transport cannot fetch files');
      const { fileName, blob } = await transport.file(`/api/pub/billing/v1/statements/${encodeURIComponent(input.statementId)}/pdf?lang=${input.lang}`);
      if (blob.type !== 'application/pdf' || blob.size === 0) throw new ApiRequestError('BAD_RESPONSE', 200, 'The printable statement is not a PDF');
      saveInBrowser(fileName, blob);
      return { fileName, bytes: blob.size };
    },
  };
}
