import { z } from 'zod/mini';

/** Why a guard sent the user to the summary instead of the page asked for (shown in a notice). */
export const AccessNotice = z.enum(['no-billing-access']);
export type AccessNotice = z.infer<typeof AccessNotice>;

/** /account-summary search params; an unknown notice is dropped. */
export const SummarySearch = z.object({ notice: z.catch(z.optional(AccessNotice), undefined) });
export type SummarySearch = z.infer<typeof SummarySearch>;
