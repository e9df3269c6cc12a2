import { z } from 'zod';
import { paymentRisks } from '../../../domain/payment-risk';
import { cancelScheduledRefusal } from '../../../domain/scheduled-payment';
import { assertBillingCall } from '../../auth/middleware';
import { businessToday } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { Store } from '../../store/records';
import { paymentOf } from '../../views/billing';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';

const PaperlessInput = z.object({ enrolled: z.boolean() }).strict();
const CancelScheduledInput = z.object({ paymentId: z.string().min(1) }).strict();

/** The payments set up on this account's cards that would fail because the card expires first (src/domain/payment-risk.ts). */
function risksOf(state: Readonly<Store>, accountId: string, today: string) {
  const account = state.accounts.find((a) => a.id === accountId)!;
  return paymentRisks({
    today,
    autoPay: account.autoPay,
    methods: state.paymentMethods.filter((m) => m.accountId === accountId),
    scheduled: state.payments.filter((p) => p.accountId === accountId && p.status === 'SCHEDULED'),
  });
}

export const accountSettingsResolvers = {
  /** spec billing §2 bill delivery: paper or paperless, and the e-mail the bill goes to (the primary contact's). */
  billDelivery: (_args: unknown, { server, caller }: ResolverContext) => {
    assertBillingCall('billDelivery', server, caller);
    const state = server.store.state;
    const own = state.contacts.filter((c) => c.accountId === caller.account.id && c.contactMethod === 'EMAIL');
    const email = own.find((c) => c.role === 'PRIMARY') ?? own[0];
    return { paperless: state.accounts.find((a) => a.id === caller.account.id)!.paperless, email: email?.contactValue ?? null };
  },

  /** Auto Pay at risk: the next draft and the scheduled payments whose card expires before them. */
  paymentRisks: (_args: unknown, { server, caller }: ResolverContext) => {
    assertBillingCall('paymentRisks', server, caller);
    return risksOf(server.store.state, caller.account.id, businessToday(server));
  },

  updatePaperless: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertBillingCall('updatePaperless', server, caller);
    const { enrolled } = parseInput(PaperlessInput, args.input);
    server.store.transact((draft) => {
      draft.accounts.find((a) => a.id === caller.account.id)!.paperless = enrolled;
    });
    return { enrolled };
  },

  cancelScheduledPayment: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertBillingCall('cancelScheduledPayment', server, caller);
    const { paymentId } = parseInput(CancelScheduledInput, args.input);
    const payment = ownRecord(server.store.state.payments, paymentId, caller, 'Scheduled payment');
    if (cancelScheduledRefusal(payment)) throw new ApiError('CONFLICT', 'Only a scheduled payment can be cancelled');
    return server.store.transact((draft) => {
      const record = draft.payments.find((p) => p.id === paymentId)!;
      record.status = 'CANCELLED';
      return paymentOf(record);
    });
  },
};
