import { z } from 'zod/mini';
import type { BillDelivery } from '../../../machines/billing/bill-delivery';
import type { ScheduledList } from '../../../machines/billing/scheduled-payments';
import { Payment, PaymentMethod } from '../../domain/billing';
import type { Transport } from '../transport';

// Scheduled payments, bill delivery and the at-risk fix (spec billing §2, §4; docs/backend.md
// `scheduledPayments`, `cancelScheduledPayment`, `updatePaperless`, `updatePaymentMethod`).

const PAYMENT_FIELDS = 'id confirmationNumber amount paymentDate methodType brand last4 channel status createdAt';
const SCHEDULED = `query ScheduledPayments {
  billing { pastDueAmount pendingPaymentAmount accountStatus softDisconnected limits { maxScheduled } }
  scheduledPayments { ${PAYMENT_FIELDS} }
}`;
const ScheduledAnswer = z.object({
  billing: z.object({
    pastDueAmount: z.number(),
    pendingPaymentAmount: z.number(),
    accountStatus: z.string(),
    softDisconnected: z.boolean(),
    limits: z.object({ maxScheduled: z.number() }),
  }),
  scheduledPayments: z.array(Payment),
});
const Cancelled = z.object({ cancelScheduledPayment: Payment });
const DeliveryAnswer = z.object({ billDelivery: z.object({ paperless: z.boolean(), email: z.nullable(z.string()) }) });
const Paperless = z.object({ updatePaperless: z.object({ enrolled: z.boolean() }) });
const METHOD_FIELDS = 'id type brand last4 expiry nameOnCard zip bankAccountType nickname prepaid expired expiringSoon restricted usedForAutoPay';
const Updated = z.object({ updatePaymentMethod: PaymentMethod });

export function billingSettingsCalls(transport: Transport) {
  return {
    loadScheduledPayments: async (): Promise<ScheduledList> => {
      const { billing, scheduledPayments } = await transport.graph(SCHEDULED, ScheduledAnswer);
      const { limits, ...account } = billing;
      return { payments: scheduledPayments, account: { ...account, maxScheduled: limits.maxScheduled } };
    },
    cancelScheduledPayment: async (input: { paymentId: string }): Promise<Payment> =>
      (
        await transport.graph(`mutation($input: CancelScheduledPaymentInput!) { cancelScheduledPayment(input: $input) { ${PAYMENT_FIELDS} } }`, Cancelled, {
          input,
        })
      ).cancelScheduledPayment,
    loadBillDelivery: async (): Promise<BillDelivery> =>
      (await transport.graph('query BillDelivery { billDelivery { paperless email } }', DeliveryAnswer)).billDelivery,
    updatePaperless: async (input: { enrolled: boolean }): Promise<{ enrolled: boolean }> =>
      (await transport.graph('mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }', Paperless, { input })).updatePaperless,
    // only the expiry: the one-step fix of a payment at risk (the CVV is not asked, nor kept)
    updateCardExpiry: async (input: { id: string; expiry: string }): Promise<PaymentMethod> =>
      (await transport.graph(`mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${METHOD_FIELDS} } }`, Updated, { input }))
        .updatePaymentMethod,
  };
}
