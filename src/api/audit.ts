import { z } from 'zod/mini';
import { AuditEntry, type AuditArea } from '../domain/audit';
import { pageRead, type PageRead } from './billing';
import { graphQuery } from './graph';

// The audit trail's read (src/domain/audit.ts): the admins' page loads it with its route.

const AuditTrailAnswer = z.object({
  auditTrail: z.object({
    entries: z.array(z.object({ ...AuditEntry.shape, area: z.string() })),
    nextAfter: z.nullable(z.string()),
    authors: z.array(z.object({ userId: z.string(), userName: z.string() })),
  }),
});
export type AuditTrail = z.infer<typeof AuditTrailAnswer>['auditTrail'];

const AUDIT_TRAIL = `query AuditTrail($filter: AuditTrailFilter) { auditTrail(filter: $filter) {
  entries { id at userId userName sessionRef kind area recordId subject changes { field item before after } }
  nextAfter authors { userId userName } } }`;

export const loadAuditTrail = (filter: { userId?: string; area?: AuditArea; limit: number }): Promise<PageRead<AuditTrail>> =>
  pageRead(async () => (await graphQuery(AUDIT_TRAIL, AuditTrailAnswer, { filter })).auditTrail);
