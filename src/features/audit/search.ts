import { z } from 'zod/mini';
import { AUDIT_MAX_PAGE, AUDIT_PAGE_SIZE, AuditArea } from '../../domain/audit-areas';

/**
 * /user-preferences/activity's search params: the person (a user id), the kind of change
 * (an area of src/domain/audit.ts) and how many entries are shown (a page more each time, up to
 * the read's limit). A value that does not fit is dropped (src/routes/search.ts).
 */
export const AuditSearch = z.object({
  person: z.catch(z.optional(z.string().check(z.regex(/^usr_\d+$/))), undefined),
  kind: z.catch(z.optional(AuditArea), undefined),
  shown: z.catch(
    z.optional(
      z.pipe(
        z.coerce.number(),
        z.int().check(
          z.minimum(AUDIT_PAGE_SIZE * 2),
          z.maximum(AUDIT_MAX_PAGE),
          z.refine((n) => n % AUDIT_PAGE_SIZE === 0),
        ),
      ),
    ),
    undefined,
  ),
});
export type AuditSearch = z.infer<typeof AuditSearch>;

export const validateAuditSearch = (raw: Record<string, unknown>): AuditSearch =>
  Object.fromEntries(Object.entries(AuditSearch.parse(raw)).filter(([, v]) => v !== undefined)) as AuditSearch;
