import { defaultMethodId } from '../../../domain/quick-pay';
import { assertBillingCall } from '../../auth/middleware';
import type { ResolverContext } from '../resolver-context';

/** The caller's own records of a collection. */
const own = <T extends { accountId: string }>(items: readonly T[], { caller }: ResolverContext) => items.filter((item) => item.accountId === caller.account.id);

/** The billing home's own reads: the caller's account only, armed faults and billing access first. */
export const billingHomeResolvers = {
  // quick pay (spec billing §2): the method it offers; the payment itself is the one-time payment's call
  defaultPaymentMethodId: (_args: unknown, context: ResolverContext) => {
    assertBillingCall('defaultPaymentMethodId', context.server, context.caller);
    const { state } = context.server.store;
    const account = state.accounts.find((a) => a.id === context.caller.account.id) ?? context.caller.account;
    return defaultMethodId(account.autoPay, own(state.paymentMethods, context), own(state.payments, context));
  },
  // the streaming subscriptions card (spec billing §2): read on its own, so its failure is its alone
  streamingSubscriptions: (_args: unknown, context: ResolverContext) => {
    assertBillingCall('streamingSubscriptions', context.server, context.caller);
    return own(context.server.store.state.streamingSubscriptions, context)
      .map(({ id, name, monthlyPrice, renewalDate }) => ({ id, name, monthlyPrice, renewalDate }))
      .sort((a, b) => a.renewalDate.localeCompare(b.renewalDate) || a.name.localeCompare(b.name));
  },
};
