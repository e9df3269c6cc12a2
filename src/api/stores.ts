import { z } from 'zod/mini';
import { PaymentStore } from '../domain/payment-store';
import type { Transport } from './transport';

export { PaymentStore };

/** spec billing §5, §8: online payments not accepted → find a store; cash only → pay at a store. */
export const fetchPaymentStores = (transport: Transport): Promise<PaymentStore[]> => transport.rest('GET', '/api/pub/ref/stores', z.array(PaymentStore));
