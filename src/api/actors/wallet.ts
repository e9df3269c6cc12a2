import { z } from 'zod/mini';
import type { NewMethodDraft } from '../../../machines/autopay/auto-pay.checks';
import { saveRequest, type WalletInfo } from '../../../machines/wallet/wallet.checks';
import { Billing, PaymentMethod } from '../../domain/billing';
import { WalletMethod, type CardEdit } from '../../domain/wallet';
import type { Transport } from '../transport';

const METHOD_FIELDS = 'id type brand last4 expiry nameOnCard zip bankAccountType nickname prepaid expired expiringSoon restricted usedForAutoPay';
const WALLET = `query Wallet {
  billing { amountDue pastDueAmount pendingPaymentAmount dueDate currentBalance creditBalance accountStatus delinquencyTier softDisconnected billingSuppressed
    restrictions { type cardsAccepted bankAccepted onlineAccepted } discountEligible paperless
    autoPay { enrolled methodId debitDay services discountCents } limits { today time minAmount maxAmount lastFutureDate cutoffTime maxScheduled } }
  paymentMethods { ${METHOD_FIELDS} scheduledThrough }
}`;
const WalletAnswer = z.object({ billing: Billing, paymentMethods: z.array(WalletMethod) });

/** The wallet's calls (docs/backend.md: paymentMethods, savePaymentMethod, updatePaymentMethod, deletePaymentMethod). */
export function walletCalls(transport: Transport) {
  return {
    loadWallet: async (): Promise<WalletInfo> => {
      const answer = await transport.graph(WALLET, WalletAnswer);
      return { billing: answer.billing, methods: answer.paymentMethods };
    },
    saveWalletMethod: async (input: { draft: NewMethodDraft }) =>
      (
        await transport.graph(
          `mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { ${METHOD_FIELDS} } }`,
          z.object({ savePaymentMethod: PaymentMethod }),
          { input: saveRequest(input.draft) },
        )
      ).savePaymentMethod,
    // only what changed is sent; an empty CVV is no change (spec billing §5: optional)
    updateWalletMethod: async (input: { id: string; edit: CardEdit }) =>
      (
        await transport.graph(
          `mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${METHOD_FIELDS} } }`,
          z.object({ updatePaymentMethod: PaymentMethod }),
          { input: { id: input.id, expiry: input.edit.expiry, zip: input.edit.zip, ...(input.edit.cvv ? { cvv: input.edit.cvv } : {}) } },
        )
      ).updatePaymentMethod,
    deleteWalletMethod: async (input: { id: string }) =>
      (
        await transport.graph(
          `mutation($input: DeletePaymentMethodInput!) { deletePaymentMethod(input: $input) { id deleted } }`,
          z.object({ deletePaymentMethod: z.object({ id: z.string(), deleted: z.boolean() }) }),
          { input },
        )
      ).deletePaymentMethod,
  };
}
