import { callDetailVerificationMachine } from '../../machines/statements/call-detail-verification';
import { otpVerificationMachine } from '../../machines/parts/otp-verification';
import { statementPdfMachine } from '../../machines/statements/statement-pdf';
import { statementViewerMachine } from '../../machines/statements/statement-viewer';
import { callDetailCalls, statementCalls } from './actors/statements';
import { callActors, flowOf, withChildren } from './flow';

const calls = callActors((transport) => ({ ...statementCalls(transport), ...callDetailCalls(transport) }));

export const statementPdf = flowOf('statementPdf', statementPdfMachine, calls);

// account verification for the call details: the profile's code flow, its calls for CALL_DETAILS
// (the profile's otpVerification flow sends its codes for the profile: this one is provided here)
const callDetailOtp = flowOf('otpVerification', otpVerificationMachine, calls);
export const callDetailVerification = flowOf('callDetailVerification', callDetailVerificationMachine, withChildren(calls, callDetailOtp));

// the viewer provided with its calls and its children, the printable statement and the call details' verification
export const statementViewer = flowOf('statementViewer', statementViewerMachine, withChildren(calls, statementPdf, callDetailVerification));
