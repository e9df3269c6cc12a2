import { z } from 'zod/mini';

export const CardBrand = z.enum(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']);
export type CardBrand = z.infer<typeof CardBrand>;
