import type { Caller } from '../../context';
import { notFound } from '../../errors';

/** The caller's own record with this id: another account's is not found either (the answer does not say it exists). */
export function ownRecord<T extends { id: string; accountId: string }>(records: readonly T[], id: string, caller: Caller, what: string): T {
  const record = records.find((r) => r.id === id && r.accountId === caller.account.id);
  if (!record) throw notFound(what);
  return record;
}
