import { z } from 'zod/mini';

/** Money is integer cents everywhere: requests, responses, records. $123.45 is 12345. */
export const Cents = z.number().check(z.int()).check(z.gte(0));
export type Cents = z.infer<typeof Cents>;

/** Signed amounts (credits, adjustments) on statements and transactions. */
export const SignedCents = z.number().check(z.int());
