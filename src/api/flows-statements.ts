import { callDetailVerificationMachine } from '../../machines/call-detail-verification';
import { otpVerificationMachine } from '../../machines/otp-verification';
import { statementPdfMachine } from '../../machines/statement-pdf';
import { statementViewerMachine } from '../../machines/statement-viewer';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { callDetailCalls, statementCalls } from './actors/statements';
import { defineFlow } from './flow';
import type { Transport } from './transport';

const calls = (transport: Transport, gate: CallGate) => asActors({ ...statementCalls(transport), ...callDetailCalls(transport) }, gate);

export const statementPdf = defineFlow('statementPdf', (transport, gate = direct) =>
  statementPdfMachine.provide({ actors: { downloadStatementPdf: calls(transport, gate).downloadStatementPdf } }),
);

// account verification for the call details: the profile's code flow, its calls for CALL_DETAILS
export const callDetailVerification = defineFlow('callDetailVerification', (transport, gate = direct) => {
  const { loadCodeContacts, sendCode, verifyCode } = calls(transport, gate);
  return callDetailVerificationMachine.provide({
    actors: { loadCodeContacts, otpVerification: otpVerificationMachine.provide({ actors: { sendCode, verifyCode } }) },
  });
});

// the viewer provided with its calls and its children, the printable statement and the call details' verification
export const statementViewer = defineFlow('statementViewer', (transport, gate = direct) => {
  const { loadStatements, loadStatement } = calls(transport, gate);
  return statementViewerMachine.provide({
    actors: { loadStatements, loadStatement, statementPdf: statementPdf(transport, gate), callDetailVerification: callDetailVerification(transport, gate) },
  });
});
