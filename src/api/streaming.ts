import { z } from 'zod/mini';
import { IsoDate } from '../domain/dates';
import { Cents } from '../domain/money';
import { STREAMING_QUERY } from './first-read-documents/billing-home';
import { graphQuery } from './graph';

// The billing home's streaming subscriptions card's read (spec billing §2).
const StreamingAnswer = z.object({
  streamingSubscriptions: z.array(z.object({ id: z.string(), name: z.string(), monthlyPrice: Cents, renewalDate: IsoDate })),
});
export type StreamingSubscription = z.infer<typeof StreamingAnswer>['streamingSubscriptions'][number];

/** The account's streaming subscriptions, the next renewal first (none: an empty list). */
export const fetchStreamingSubscriptions = async (): Promise<StreamingSubscription[]> =>
  (await graphQuery(STREAMING_QUERY, StreamingAnswer)).streamingSubscriptions;
