import { z } from 'zod/mini';

/** A payment center (public reference data): where accounts that cannot pay online pay (spec billing §5, §8). */
export const PaymentStore = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({ addressLine1: z.string(), addressLine2: z.nullable(z.string()), city: z.string(), state: z.string(), zip: z.string() }),
  phone: z.string(),
  hours: z.string(),
  acceptsCash: z.boolean(),
});
export type PaymentStore = z.infer<typeof PaymentStore>;
