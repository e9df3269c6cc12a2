import { z } from 'zod/mini';
import { InvitationToken } from '../../domain/invitation-token';

/**
 * /create-sub-account's search params: the invitation's one-time token from the link
 * the invited person was e-mailed. A value that is no token is dropped, and the page says the
 * link is not valid.
 */
export const InvitationSearch = z.object({ token: z.catch(z.optional(InvitationToken), undefined) });
export type InvitationSearch = z.infer<typeof InvitationSearch>;

export const validateInvitationSearch = (raw: Record<string, unknown>): InvitationSearch => {
  const { token } = InvitationSearch.parse(raw);
  return token === undefined ? {} : { token };
};
