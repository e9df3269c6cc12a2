import { z } from 'zod';
import { autoPayMethodIssue } from '../../../domain/autopay';
import { autoPayErrorCode } from '../../../domain/autopay-request';
import { NewBankAccount } from '../../../domain/bank';
import { AutoPayService as AutoPayServiceSchema, isRestrictedMethod, restrictionsOf } from '../../../domain/billing';
import { toContractIssues } from '../../../domain/payment';
import { MethodNickname } from '../../../domain/payment-method';
import { Expiry, newCardSchema, Zip } from '../../../domain/card';
import { nextDraftDate } from '../../../domain/payment-risk';
import { cardEditErrors, scheduledThrough } from '../../../domain/wallet';
import { assertBillingCall } from '../../auth/middleware';
import { businessToday } from '../../context';
import { ApiError, notFound } from '../../errors';
import { tokenizeBank, tokenizeCard } from '../../processor';
import { parseInput } from '../../rest/parse';
import { nextId } from '../../store/store';
import type { AccountRecord, Store } from '../../store/records';
import { paymentMethodOf } from '../../views/billing';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

// Saved payment methods (spec billing §2 wallet, §5 edit card). Every write: fault, role,
// validation, rule, then one atomic transaction.

const SaveInput = (today: string) =>
  z
    .object({
      card: z.nullish(newCardSchema(today)),
      bank: z.nullish(NewBankAccount),
      nickname: z.nullish(MethodNickname),
      // saved from an Auto Pay step: for these services (spec billing §5, prepaid and Mobile rules)
      autoPayServices: z.array(AutoPayServiceSchema).min(1, 'services.required').nullish(),
    })
    .strict()
    .refine((input) => Boolean(input.card) !== Boolean(input.bank), { message: 'method.exactlyOne', path: ['card'] });

const UpdateInput = z
  .object({
    id: z.string().min(1),
    expiry: z.nullish(Expiry),
    zip: z.nullish(Zip),
    cvv: z
      .string()
      .regex(/^\d{3,4}$/, 'cvv.format')
      .nullish(),
  })
  .strict();

const DeleteInput = z.object({ id: z.string().min(1) }).strict();

function accountIn(draft: Store, id: string): AccountRecord {
  const account = draft.accounts.find((a) => a.id === id);
  if (!account) throw notFound('Account');
  return account;
}

export const walletResolvers = {
  savePaymentMethod: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertBillingCall('savePaymentMethod', server, caller);
    const today = businessToday(server);
    const input = parseInput(SaveInput(today), args.input);
    const type = input.card ? ('CARD' as const) : ('BANK' as const);
    if (isRestrictedMethod(type, restrictionsOf(caller.account.paymentRestriction))) {
      throw new ApiError('RESTRICTED', type === 'CARD' ? 'This account does not accept cards' : 'This account does not accept bank accounts');
    }
    const tokenized = input.card ? tokenizeCard(input.card) : tokenizeBank(input.bank!);
    // A method added for Auto Pay that Auto Pay cannot use (a prepaid card, a bank account for
    // Mobile) is refused before anything is written: the wallet does not keep it half-way.
    if (input.autoPayServices) {
      const facts = { type, prepaid: tokenized.prepaid, expiry: input.card?.expiry ?? null };
      const issue = autoPayMethodIssue(facts, input.autoPayServices, caller.account.paymentRestriction, today);
      if (issue) {
        const issues = [{ path: [input.card ? 'card' : 'bank'], code: issue }];
        throw new ApiError(autoPayErrorCode(issues) ?? 'VALIDATION_FAILED', 'Auto Pay cannot use this payment method', toContractIssues(issues));
      }
    }
    return server.store.transact((draft) => {
      const record = {
        id: nextId(draft, 'paymentMethods'),
        accountId: caller.account.id,
        token: tokenized.token,
        type,
        brand: tokenized.brand,
        last4: tokenized.last4,
        expiry: input.card?.expiry ?? null,
        nameOnCard: input.card?.nameOnCard ?? null,
        zip: input.card?.zip ?? null,
        prepaid: tokenized.prepaid,
        bankAccountType: input.bank?.accountType ?? null,
        routingLast4: tokenized.routingLast4,
        nickname: input.nickname ?? null,
        createdAt: server.clock.now().toISOString(),
      } as const;
      draft.paymentMethods.push(record);
      return paymentMethodOf(record, accountIn(draft, caller.account.id), today);
    });
  },

  updatePaymentMethod: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertBillingCall('updatePaymentMethod', server, caller);
    const today = businessToday(server);
    const input = parseInput(UpdateInput, args.input);
    const existing = ownRecord(server.store.state.paymentMethods, input.id, caller, 'Payment method');
    // spec billing §5: only CVV, expiry and ZIP of a card can be edited; the CVV change is optional;
    // a card that would expire before a scheduled payment it backs, or before the next Auto Pay
    // draft it pays, is refused (src/domain/wallet.ts)
    const own = server.store.state.payments.filter((p) => p.accountId === caller.account.id);
    const { autoPay } = caller.account;
    const errors = cardEditErrors(
      {
        type: existing.type,
        brand: existing.brand,
        scheduledThrough: scheduledThrough(own, existing.id),
        autoPayDraftOn: autoPay.enrolled && autoPay.methodId === existing.id && autoPay.debitDay !== null ? nextDraftDate(today, autoPay.debitDay) : null,
      },
      { ...(input.expiry ? { expiry: input.expiry } : {}), ...(input.zip ? { zip: input.zip } : {}), ...(input.cvv ? { cvv: input.cvv } : {}) },
      today,
    );
    const issues = Object.entries(errors).map(([field, message]) => ({ path: [field === 'method' ? 'id' : field], code: 'custom', message }));
    if (issues.length) throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', issues);
    return server.store.transact((draft) => {
      const method = draft.paymentMethods.find((m) => m.id === input.id)!;
      if (input.expiry) method.expiry = input.expiry;
      if (input.zip) method.zip = input.zip;
      // the CVV is verified with the processor and never kept
      return paymentMethodOf(method, accountIn(draft, caller.account.id), today);
    });
  },

  deletePaymentMethod: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertBillingCall('deletePaymentMethod', server, caller);
    const { id } = parseInput(DeleteInput, args.input);
    const state = server.store.state;
    ownRecord(state.paymentMethods, id, caller, 'Payment method');
    // spec billing §4: the method backing Auto Pay cannot be deleted until Auto Pay uses another.
    if (caller.account.autoPay.enrolled && caller.account.autoPay.methodId === id) {
      throw new ApiError('CONFLICT', 'This payment method is used for Auto Pay');
    }
    if (state.payments.some((p) => p.methodId === id && p.status === 'SCHEDULED')) {
      throw new ApiError('CONFLICT', 'A scheduled payment uses this payment method');
    }
    server.store.transact((draft) => {
      draft.paymentMethods = draft.paymentMethods.filter((m) => m.id !== id);
    });
    return { id, deleted: true };
  },
};
