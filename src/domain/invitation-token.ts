import { z } from 'zod/mini';

/**
 * An invitation's one-time token as a link carries it. On its own, without the
 * credential rules of src/domain/invitation.ts: /create-sub-account's search check (in the route
 * tree every first visit loads) needs only this.
 */
// base64url of 32 bytes is 43 characters; anything far from that is no token of ours
export const InvitationToken = z.string().check(z.minLength(20), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));
