import { z } from 'zod/mini';
import type { PaymentInfo } from '../../../machines/payment/one-time-payment.checks';
import { MobileDue } from '../../domain/balance-choice';
import { Billing, PaymentMethod } from '../../domain/billing';
import { BankLinkConnectResponse } from '../../domain/bank-link';
import { PaymentResponse, type PaymentRequestBody } from '../../domain/payment';
import { fetchInstitutions } from '../bank-link';
import { fetchPaymentStores } from '../stores';
import { PAYMENT_INFO_QUERY } from '../first-read-documents/pay-bill';
import type { Transport } from '../transport';

const InfoAnswer = z.object({
  billing: Billing,
  paymentMethods: z.array(PaymentMethod),
  scheduledPayments: z.array(z.object({ id: z.string() })),
  mobileDue: z.nullable(MobileDue),
});

const ENROLL = `mutation Enroll($input: EnrollAutoPayInput!) { enrollAutoPay(input: $input) { enrolled } }`;
const PAPERLESS = `mutation Paperless($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }`;
const Enrolled = z.object({ enrollAutoPay: z.object({ enrolled: z.boolean() }) });
const Paperless = z.object({ updatePaperless: z.object({ enrolled: z.boolean() }) });
/** What the payment's follow-up calls answer: whether Auto Pay or paperless is now on. */
export interface Enrollment {
  enrolled: boolean;
}

/** The one-time payment's calls (spec billing §2, §4; docs/backend.md). */
export function paymentCalls(transport: Transport) {
  return {
    loadPaymentInfo: async (): Promise<PaymentInfo> => {
      const answer = await transport.graph(PAYMENT_INFO_QUERY, InfoAnswer);
      return {
        billing: answer.billing,
        methods: answer.paymentMethods,
        scheduledCount: answer.scheduledPayments.length,
        time: answer.billing.limits.time,
        mobile: answer.mobileDue,
      };
    },
    // spec billing §5, §8: where an account that cannot pay online pays (public reference data)
    loadPaymentStores: () => fetchPaymentStores(transport),
    loadInstitutions: () => fetchInstitutions(transport),
    submitPayment: (input: { request: PaymentRequestBody; idempotencyKey: string }) =>
      transport.rest('POST', '/api/pub/pciedge/pci/v1/payments', PaymentResponse, input.request, { 'Idempotency-Key': input.idempotencyKey }),
    connectBank: (input: { institutionId: string; username: string; password: string }) =>
      transport.rest('POST', '/api/pub/bank-link/v1/connect', BankLinkConnectResponse, input),
    // Auto Pay with the method just used, for the core services; the review step shows the terms
    enrollAutoPay: async (input: { methodId: string; cvv: string | null }): Promise<Enrollment> =>
      (
        await transport.graph(ENROLL, Enrolled, {
          input: { methodId: input.methodId, services: ['CORE'], termsAccepted: true, ...(input.cvv ? { cvv: input.cvv } : {}) },
        })
      ).enrollAutoPay,
    updatePaperless: async (input: { enrolled: boolean }): Promise<Enrollment> => (await transport.graph(PAPERLESS, Paperless, { input })).updatePaperless,
  };
}
