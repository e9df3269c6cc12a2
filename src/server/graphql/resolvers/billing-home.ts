import { defaultMethodId } from '../../../domain/quick-pay';
import { assertBillingCall } from '../../auth/middleware';
import type { ResolverContext } from '../resolver-context';

/** The billing home's own reads (issue 16): the caller's account only, billing access first. */
export const billingHomeResolvers = {
  // quick pay (spec billing §2): the method it offers; the payment itself is the one-time payment's call
  defaultPaymentMethodId: (_args: unknown, { server, caller }: ResolverContext) => {
    assertBillingCall('defaultPaymentMethodId', server, caller);
    const { state } = server.store;
    const account = state.accounts.find((a) => a.id === caller.account.id) ?? caller.account;
    const own = <T extends { accountId: string }>(items: readonly T[]) => items.filter((item) => item.accountId === account.id);
    return defaultMethodId(account.autoPay, own(state.paymentMethods), own(state.payments));
  },
};
