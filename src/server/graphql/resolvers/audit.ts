import { AUDIT_AREA_OF, AUDIT_PAGE_SIZE, auditRefusal, AuditFilter, kindsOfArea } from '../../../domain/audit';
import { auditEntriesOf } from '../../audit';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { ResolverContext } from '../resolver-context';

/**
 * auditTrail (src/domain/audit.ts): the account's trail for the admin group, newest
 * first, by person and kind of change, a page at a time. Another account's entries are never read.
 */
export const auditResolvers = {
  auditTrail: (args: { filter?: unknown }, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('auditTrail');
    const refusal = auditRefusal(caller.user.role);
    if (refusal) throw new ApiError('FORBIDDEN', 'Only account administrators can see the audit trail', [{ path: [], code: 'custom', message: refusal }]);
    const filter = parseInput(AuditFilter, args.filter ?? {});
    const all = auditEntriesOf(server.store.state, caller.account.id, server.clock.now());
    const kinds = filter.area ? kindsOfArea(filter.area) : null;
    const matching = all.filter((e) => (!filter.userId || e.userId === filter.userId) && (!kinds || kinds.includes(e.kind)));
    const start = filter.after ? matching.findIndex((e) => e.id === filter.after) + 1 : 0;
    if (filter.after && start === 0)
      throw new ApiError('VALIDATION_FAILED', 'No such entry to page after', [{ path: ['after'], code: 'custom', message: 'audit.cursor' }]);
    const limit = filter.limit ?? AUDIT_PAGE_SIZE;
    const page = matching.slice(start, start + limit);
    const authors = new Map<string, string>();
    for (const e of all) if (!authors.has(e.userId)) authors.set(e.userId, e.userName);
    return {
      entries: page.map(({ accountId: _account, ...e }) => ({ ...e, area: AUDIT_AREA_OF[e.kind] })),
      nextAfter: start + limit < matching.length ? (page.at(-1)?.id ?? null) : null,
      authors: [...authors].map(([userId, userName]) => ({ userId, userName })).sort((a, b) => a.userName.localeCompare(b.userName)),
    };
  },
};
