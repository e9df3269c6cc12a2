import { z } from 'zod/mini';
import type { CodeContactOption } from '../../../machines/statements/call-detail-verification';
import type { CodeRequest, CodeSent } from '../../../machines/parts/otp-verification';
import type { SavedFile, StatementPdfInput } from '../../../machines/statements/statement-pdf';
import type { StatementList, StatementPair } from '../../../machines/statements/statement-viewer';
import { Statement, StatementSummary } from '../../domain/billing';
import { StatementCalls } from '../../domain/call-details';
import { ContactMethod } from '../../domain/contacts';
import { MobileStatement } from '../../domain/mobile-statement';
import { ApiRequestError } from '../errors';
import { saveInBrowser } from '../save-file';
import type { Transport } from '../transport';

// Statements (spec billing §2; docs/backend.md `statements`, `statement(id)` with the previous
// one, and GET /api/pub/billing/v1/statements/{id}/pdf).

const STATEMENT_FIELDS =
  'id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue previousBalance paymentsReceived currentCharges lineItems { id section kind description amount } callDetailsLocked callDetails { id lineNumber date time direction otherNumber place minutes } mobile { mobileAccountNumber debitDate daysRemaining planGroups { name amount lines { lineName lineNumber planName } } deviceInstallments { device lineNumber installment termLength amount remainingBalance } credits { activityAmount activityDate activityType paymentId paymentType cardType lastFour } }';
const LIST = 'query Statements { billing { limits { today } } statements { id statementDate servicePeriodFrom servicePeriodThru dueDate totalDue } }';
const ONE = `query Statement($id: ID!) { statement(id: $id) { statement { ${STATEMENT_FIELDS} } previous { ${STATEMENT_FIELDS} } } }`;
const ListAnswer = z.object({ billing: z.object({ limits: z.object({ today: z.string() }) }), statements: z.array(StatementSummary) });
const ReadStatement = z.extend(Statement, { ...StatementCalls.shape, mobile: z.nullable(MobileStatement) });
const OneAnswer = z.object({ statement: z.object({ statement: ReadStatement, previous: z.nullable(ReadStatement) }) });
const CodeContacts = z.object({ otpContacts: z.array(z.object({ contactId: z.string(), contactValue: z.string(), otpMethod: ContactMethod })) });

// the one-time code for call details: the generic pair of calls with the purpose CALL_DETAILS
// (spec billing §8), to any channel; documents written out whole (tests/unit/graphql-limits.test.ts)
const SEND_FOR_CALLS = 'mutation($input: SendCodeInput!) { sent: sendOtp(input: $input) { destination channel expiresAt resendAt attemptsLeft } }';
const VERIFY_FOR_CALLS = 'mutation($input: VerifyCodeInput!) { verified: verifyOtp(input: $input) { success } }';
const Sent = z.object({
  sent: z.object({ destination: z.string(), channel: z.string(), expiresAt: z.string(), resendAt: z.string(), attemptsLeft: z.number() }),
});
const Verified = z.object({ verified: z.object({ success: z.boolean() }) });

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

/** Account verification for the voice call details (machines/statements/call-detail-verification.ts and its code child). */
export function callDetailCalls(transport: Transport) {
  return {
    loadCodeContacts: async (): Promise<CodeContactOption[]> =>
      (await transport.graph('query OtpContacts { otpContacts { contactId contactValue otpMethod } }', CodeContacts)).otpContacts,
    sendCode: async ({ contactId }: CodeRequest): Promise<CodeSent> =>
      (await transport.graph(SEND_FOR_CALLS, Sent, { input: { contactId, purpose: 'CALL_DETAILS' } })).sent,
    verifyCode: async ({ contactId, code }: CodeRequest & { code: string }): Promise<{ success: boolean }> =>
      (await transport.graph(VERIFY_FOR_CALLS, Verified, { input: { contactId, code, purpose: 'CALL_DETAILS' } })).verified,
  };
}
