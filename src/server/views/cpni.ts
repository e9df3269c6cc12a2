import { cpniStatus, type CpniStatus } from '../../domain/cpni';
import { dateInZone } from '../../domain/dates';
import type { Store } from '../store/records';

/** An account's CPNI status (src/domain/cpni.ts), the day of its verification in the business time zone: the `cpni` query and the REST compliance read. */
export function cpniOf(store: Readonly<Store>, accountId: string): CpniStatus {
  const account = store.accounts.find((a) => a.id === accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  return cpniStatus(
    account.cpni,
    store.contacts.filter((c) => c.accountId === accountId),
    (instant) => dateInZone(new Date(instant), store.config.timeZone),
  );
}
