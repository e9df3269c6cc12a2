import { z } from 'zod/mini';
import { Invitation } from '../../domain/invitation';
import type { Transport } from '../transport';

// Accepting an invitation (/create-sub-account; src/server/invitations.ts): two calls
// that need no session. The token goes in the body, never in a URL.
const Accepted = z.object({ username: z.string() });

export function invitationCalls(transport: Transport) {
  return {
    lookupInvitation: (input: { token: string }): Promise<Invitation> => transport.rest('POST', '/api/pub/invitations/v1/lookup', Invitation, input),
    acceptInvitation: (input: { token: string; username: string; password: string }): Promise<{ username: string }> =>
      transport.rest('POST', '/api/pub/invitations/v1/accept', Accepted, input),
  };
}
