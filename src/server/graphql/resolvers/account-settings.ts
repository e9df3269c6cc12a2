import { z } from 'zod';
import { assertBillingAccess } from '../../auth/middleware';
import { ApiError, notFound } from '../../errors';
import { parseInput } from '../../rest/parse';
import { paymentOf } from '../../views/billing';
import type { ResolverContext } from '../resolver-context';

const PaperlessInput = z.object({ enrolled: z.boolean() }).strict();
const CancelScheduledInput = z.object({ paymentId: z.string().min(1) }).strict();

export const accountSettingsResolvers = {
  updatePaperless: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('updatePaperless');
    assertBillingAccess(caller);
    const { enrolled } = parseInput(PaperlessInput, args.input);
    server.store.transact((draft) => {
      draft.accounts.find((a) => a.id === caller.account.id)!.paperless = enrolled;
    });
    return { enrolled };
  },

  cancelScheduledPayment: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('cancelScheduledPayment');
    assertBillingAccess(caller);
    const { paymentId } = parseInput(CancelScheduledInput, args.input);
    const payment = server.store.state.payments.find((p) => p.id === paymentId && p.accountId === caller.account.id);
    if (!payment) throw notFound('Scheduled payment');
    if (payment.status !== 'SCHEDULED') throw new ApiError('CONFLICT', 'Only a scheduled payment can be cancelled');
    return server.store.transact((draft) => {
      const record = draft.payments.find((p) => p.id === paymentId)!;
      record.status = 'CANCELLED';
      return paymentOf(record);
    });
  },
};
