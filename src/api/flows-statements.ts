import { statementPdfMachine } from '../../machines/statement-pdf';
import { statementViewerMachine } from '../../machines/statement-viewer';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { statementCalls } from './actors/statements';
import { defineFlow } from './flow';
import type { Transport } from './transport';

const calls = (transport: Transport, gate: CallGate) => asActors(statementCalls(transport), gate);

export const statementPdf = defineFlow('statementPdf', (transport, gate = direct) =>
  statementPdfMachine.provide({ actors: { downloadStatementPdf: calls(transport, gate).downloadStatementPdf } }),
);

// the viewer provided with its calls and its child, the printable statement
export const statementViewer = defineFlow('statementViewer', (transport, gate = direct) => {
  const { loadStatements, loadStatement } = calls(transport, gate);
  return statementViewerMachine.provide({ actors: { loadStatements, loadStatement, statementPdf: statementPdf(transport, gate) } });
});
