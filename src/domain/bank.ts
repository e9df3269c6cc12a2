import { z } from 'zod/mini';
import { HolderName } from './card';

export const BankAccountType = z.enum(['CHECKING', 'SAVINGS']);
export type BankAccountType = z.infer<typeof BankAccountType>;

/** ABA routing numbers carry a checksum: 3·d1 + 7·d2 + d3 + … ≡ 0 (mod 10). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = routing.split('').map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return d.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 10 === 0;
}

export const NewBankAccount = z.strictObject({
  routingNumber: z.string().check(z.refine(isValidRoutingNumber, 'routing.invalid')),
  accountNumber: z.string().check(z.regex(/^\d{4,17}$/, 'bankAccount.invalid')),
  accountType: BankAccountType,
  nameOnAccount: HolderName,
});
export type NewBankAccount = z.infer<typeof NewBankAccount>;
