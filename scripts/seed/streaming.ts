import type { z } from 'zod';
import type { StreamingSubscriptionRecord } from '../../src/server/store/records';
import { addDays } from '../../src/domain/dates';
import type { Ids } from './ids';
import { ANCHOR } from './plan';

// The streaming subscriptions billed with the account (spec billing §2 billing home):
// name, monthly price in cents, and the next renewal, some days after the anchor (moved with it).
const SUBSCRIPTIONS: { account: string; name: string; monthlyPrice: number; renewsInDays: number }[] = [
  { account: 'acme', name: 'Sports Network Plus', monthlyPrice: 1499, renewsInDays: 9 },
  { account: 'acme', name: 'Lobby Music Stream', monthlyPrice: 2999, renewsInDays: 20 },
  { account: 'brightline', name: 'Waiting Room TV', monthlyPrice: 3499, renewsInDays: 4 },
  { account: 'cornercafe', name: 'Lobby Music Stream', monthlyPrice: 2999, renewsInDays: 13 },
  { account: 'fleet', name: 'News Now Streaming', monthlyPrice: 999, renewsInDays: 27 },
  { account: 'fleet', name: 'Sports Network Plus', monthlyPrice: 1499, renewsInDays: 2 },
];

export function streamingSubscriptionRecords(ids: Ids, accountIdOf: (key: string) => string): z.infer<typeof StreamingSubscriptionRecord>[] {
  return SUBSCRIPTIONS.map((s) => ({
    id: ids.next('streamingSubscriptions'),
    accountId: accountIdOf(s.account),
    name: s.name,
    monthlyPrice: s.monthlyPrice,
    renewalDate: addDays(ANCHOR, s.renewsInDays),
  }));
}
