import type { Store } from '../../src/server/store/records';
import { ID_PREFIX } from '../../src/server/store/store';

// Ids are "<prefix>_<n>" with the server's own prefixes; meta.nextIds holds the next n per
// collection, and statement line items count as their own collection because their ids are
// unique file-wide.
export { ID_PREFIX };
export type IdCollection = keyof typeof ID_PREFIX;

export class Ids {
  private readonly used = new Map<IdCollection, number>();

  next(collection: IdCollection): string {
    const n = (this.used.get(collection) ?? 0) + 1;
    this.used.set(collection, n);
    return `${ID_PREFIX[collection]}_${n}`;
  }
}

const idNumber = (id: string): number => Number(id.slice(id.lastIndexOf('_') + 1));

/** Next id per collection, read from the records themselves: max + 1, or 1 when empty. */
export function nextIdsOf(store: Omit<Store, 'meta' | 'config'>): Record<IdCollection, number> {
  const routers = store.equipment.flatMap((e) => (e.components.router ? [e.components.router] : []));
  const nested = {
    lineItems: () => store.statements.flatMap((s) => s.lineItems),
    portForwards: () => routers.flatMap((r) => r.portForwards),
    dhcpReservations: () => routers.flatMap((r) => r.dhcpReservations),
    additionalNetworks: () => routers.flatMap((r) => r.additionalNetworks),
    planGroups: () => store.mobileAccounts.flatMap((m) => m.planGroups),
    insurancePlans: () => store.mobileAccounts.flatMap((m) => m.insurancePlans),
    promotions: () => store.mobileAccounts.flatMap((m) => m.promotions),
  };
  const idsOf = (collection: IdCollection): string[] =>
    (collection in nested ? nested[collection as keyof typeof nested]() : store[collection as Exclude<IdCollection, keyof typeof nested>]).map(
      (record) => record.id,
    );
  const entries = (Object.keys(ID_PREFIX) as IdCollection[]).map((c) => [c, Math.max(0, ...idsOf(c).map(idNumber)) + 1] as const);
  return Object.fromEntries(entries) as Record<IdCollection, number>;
}
