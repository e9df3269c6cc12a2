// A copy of the seed holding `count` payment records, for npm run bench. Every record is a valid
// PaymentRecord (the whole store is checked against the store's schema before it is written).
// The extra payments are history: settled, failed or cancelled, dated before the seed's anchor,
// spread over every account, so no billing rule of the bench's own payments reads them
// (no pending or scheduled amount, no scheduled-payment limit).
import { readFileSync, writeFileSync } from 'node:fs';
import { addDays } from '../../src/domain/dates';
import { Store, type PaymentRecord } from '../../src/server/store/records';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const STATUSES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'CANCELLED'] as const;
const CHANNELS = ['ONLINE', 'ONLINE', 'AUTO_PAY', 'PHONE', 'IN_STORE', 'AGENT'] as const;

/** The seed plus generated history up to `count` payments in all. */
export function storeWithPayments(seedFile: string, count: number): Store {
  const store = Store.parse(JSON.parse(readFileSync(seedFile, 'utf8')));
  const accounts = store.accounts.map((a) => a.id);
  const anchor = store.meta.anchorDate;
  let next = store.meta.nextIds.payments ?? store.payments.length + 1;
  let seed = 0x2545f491; // xorshift: the same store every run
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x1_0000_0000;
  };
  while (store.payments.length < count) {
    const n = next++;
    const card = random() < 0.7;
    const paymentDate = addDays(anchor, -1 - Math.floor(random() * 730));
    const record: PaymentRecord = {
      id: `pay_${n}`,
      accountId: accounts[n % accounts.length]!,
      confirmationNumber: `CNF${Array.from({ length: 10 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('')}`,
      amount: 500 + Math.floor(random() * 100_000),
      paymentDate,
      methodType: card ? 'CARD' : 'BANK',
      brand: card ? 'VISA' : null,
      last4: String(1000 + Math.floor(random() * 9000)),
      methodId: null,
      channel: CHANNELS[n % CHANNELS.length]!,
      status: STATUSES[n % STATUSES.length]!,
      createdAt: `${paymentDate}T${String(13 + (n % 8)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00.000Z`,
      userId: null,
    };
    store.payments.push(record);
  }
  store.meta.nextIds.payments = next;
  return Store.parse(store); // every generated record valid per the store's schema
}

export function writeStoreWithPayments(seedFile: string, count: number, target: string): void {
  writeFileSync(target, `${JSON.stringify(storeWithPayments(seedFile, count), null, 2)}\n`);
}
