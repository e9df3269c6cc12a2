import { z } from 'zod/mini';
import { BankAccountType } from './bank';

/**
 * Linking a bank through the online-banking provider: the 5-step variant of the one-time
 * payment (spec billing §2). The provider answers with a link id and the accounts it may debit;
 * the payment then names `{ linkedBankId, accountId }`. Messages are codes.
 */

export const BankInstitution = z.object({ id: z.string(), name: z.string() });
export type BankInstitution = z.infer<typeof BankInstitution>;
export const BankInstitutionsResponse = z.object({ institutions: z.array(BankInstitution) });

export const BankLinkConnectRequest = z.strictObject({
  institutionId: z.string({ error: 'bankLink.institutionRequired' }).check(z.minLength(1, 'bankLink.institutionRequired')).check(z.maxLength(64)),
  username: z
    .string({ error: 'bankLink.usernameRequired' })
    .check(z.trim())
    .check(z.minLength(1, 'bankLink.usernameRequired'))
    .check(z.maxLength(64, 'bankLink.usernameTooLong')),
  password: z
    .string({ error: 'bankLink.passwordRequired' })
    .check(z.minLength(4, 'bankLink.passwordTooShort'))
    .check(z.maxLength(128, 'bankLink.passwordTooLong')),
});
export type BankLinkConnectRequest = z.infer<typeof BankLinkConnectRequest>;

export const LinkedBankAccount = z.object({ id: z.string(), name: z.string(), accountType: BankAccountType, last4: z.string().check(z.regex(/^\d{4}$/)) });
export type LinkedBankAccount = z.infer<typeof LinkedBankAccount>;

export const BankLinkConnectResponse = z.object({
  linkedBankId: z.string(),
  institutionName: z.string(),
  accounts: z.array(LinkedBankAccount).check(z.minLength(1)),
});
export type BankLinkConnectResponse = z.infer<typeof BankLinkConnectResponse>;
