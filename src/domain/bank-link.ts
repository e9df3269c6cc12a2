import { z } from 'zod';
import { BankAccountType } from './bank';

/**
 * Linking a bank through the online-banking provider: the 5-step variant of the one-time
 * payment (spec billing §2). The provider answers with a link id and the accounts it may debit;
 * the payment then names `{ linkedBankId, accountId }`. Messages are codes.
 */

export const BankInstitution = z.object({ id: z.string(), name: z.string() });
export type BankInstitution = z.infer<typeof BankInstitution>;
export const BankInstitutionsResponse = z.object({ institutions: z.array(BankInstitution) });

export const BankLinkConnectRequest = z
  .object({
    institutionId: z.string({ error: 'bankLink.institutionRequired' }).min(1, 'bankLink.institutionRequired').max(64),
    username: z.string({ error: 'bankLink.usernameRequired' }).trim().min(1, 'bankLink.usernameRequired').max(64, 'bankLink.usernameTooLong'),
    password: z.string({ error: 'bankLink.passwordRequired' }).min(4, 'bankLink.passwordTooShort').max(128, 'bankLink.passwordTooLong'),
  })
  .strict();
export type BankLinkConnectRequest = z.infer<typeof BankLinkConnectRequest>;

export const LinkedBankAccount = z.object({ id: z.string(), name: z.string(), accountType: BankAccountType, last4: z.string().regex(/^\d{4}$/) });
export type LinkedBankAccount = z.infer<typeof LinkedBankAccount>;

export const BankLinkConnectResponse = z.object({
  linkedBankId: z.string(),
  institutionName: z.string(),
  accounts: z.array(LinkedBankAccount).min(1),
});
export type BankLinkConnectResponse = z.infer<typeof BankLinkConnectResponse>;
