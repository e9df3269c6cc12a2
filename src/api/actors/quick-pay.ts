import { z } from 'zod/mini';
import type { QuickPayInfo } from '../../../machines/payment/quick-pay';
import type { Transport } from '../transport';
import { paymentCalls } from './payment';

const DEFAULT_METHOD = `query QuickPayMethod { defaultPaymentMethodId }`;
const DefaultMethodAnswer = z.object({ defaultPaymentMethodId: z.nullable(z.string()) });

/**
 * Quick pay's calls (spec billing §2): what the one-time payment loads, with the
 * account's default method, and the one-time payment's own call (POST /pciedge/pci/v1/payments
 * with its Idempotency-Key), so the server runs the same rules on it.
 */
export function quickPayCalls(transport: Transport) {
  const payment = paymentCalls(transport);
  return {
    loadQuickPay: async (): Promise<QuickPayInfo> => {
      const [info, answer] = await Promise.all([payment.loadPaymentInfo(), transport.graph(DEFAULT_METHOD, DefaultMethodAnswer)]);
      return { ...info, defaultMethodId: answer.defaultPaymentMethodId };
    },
    submitPayment: payment.submitPayment,
  };
}
