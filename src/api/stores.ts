import { z } from 'zod';
import { apiJson } from './http';

/** A payment center (public reference data): where accounts that cannot pay online pay. */
export const PaymentStore = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({ addressLine1: z.string(), addressLine2: z.string().nullable(), city: z.string(), state: z.string(), zip: z.string() }),
  phone: z.string(),
  hours: z.string(),
  acceptsCash: z.boolean(),
});
export type PaymentStore = z.infer<typeof PaymentStore>;

/** spec billing §5, §8: online payments not accepted → find a store; cash only → pay at a store. */
export async function fetchPaymentStores(): Promise<PaymentStore[]> {
  return apiJson('/api/pub/ref/stores', z.array(PaymentStore));
}
