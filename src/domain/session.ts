import { z } from 'zod/mini';
import { Footprint, Role, UserType } from './roles';

// spec platform §9: the idle-timeout dialog appears after 780 s and lasts 120 s; ping interval 30.
export const IDLE_WARNING_SECONDS = 780;
export const IDLE_COUNTDOWN_SECONDS = 120;
export const KEEP_ALIVE_INTERVAL_SECONDS = 30;
/** The server ends a session after this long without a request (the warning plus its countdown). */
export const SESSION_IDLE_LIMIT_SECONDS = IDLE_WARNING_SECONDS + IDLE_COUNTDOWN_SECONDS;

export const SESSION_COOKIE = 'portal_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * Every answer to a signed-in request names the role the server served it with (read
 * from the store on each request), so an open page learns of a role changed by an administrator on
 * its next request and follows (src/routes/session-events.ts).
 */
export const ROLE_HEADER = 'X-Session-Role';

/**
 * The login request. The real client also sends the PKCE and client fields of spec platform §7;
 * they are accepted and not needed by this backend. Any other field is refused.
 */
export const LoginRequest = z.strictObject({
  username: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(254)),
  password: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  clientId: z.optional(z.string()),
  identityDomain: z.optional(z.string()),
  useCase: z.optional(z.string()),
  credentialType: z.optional(z.literal('password')),
  responseType: z.optional(z.literal('code')),
  codeChallenge: z.optional(z.string()),
  codeChallengeMethod: z.optional(z.literal('S256')),
  accountType: z.optional(z.literal('COMMERCIAL')),
  rememberMe: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const FeatureFlags = z.object({
  userPreferences: z.boolean(),
  sharedBilling: z.boolean(),
  billingStub: z.boolean(),
  voice: z.boolean(),
  community: z.boolean(),
  securitySuite: z.boolean(),
  selfInstall: z.boolean(),
  /** spec billing §4: the soft-disconnect date lookup's toggle */
  softDisconnectLookup: z.boolean(),
});
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/** The signed-in profile: what login and the session call answer. */
export const Profile = z.object({
  username: z.string(),
  guid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
  userType: UserType,
  accountNumber: z.string(),
  accountName: z.string(),
  accountType: z.literal('COMMERCIAL'),
  footprint: Footprint,
  zip: z.string(),
  featureFlags: FeatureFlags,
  /** tenant-wifi bulk master agreement, for the Your Community tab */
  communityAgreement: z.nullable(z.enum(['ACCEPTED', 'REJECTED'])),
  hasServices: z.boolean(),
  hasVoice: z.boolean(),
  /** spec platform §3: the account has a mobile account (lines, devices, plans) */
  hasMobile: z.boolean(),
  billingSuppressed: z.boolean(),
  /** seconds without a request after which the server ends the session */
  idleLimitSeconds: z.number().check(z.int()),
});
export type Profile = z.infer<typeof Profile>;

export const LoginResponse = z.object({
  error: z.enum(['SUCCESS', 'PASSWORD_RESET_REQUIRED']),
  profile: Profile,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** What the user is told when a sign-in does not go through: each asks for something different. */
export type SignInFailure = 'credentials' | 'unreachable' | 'generic';

/**
 * The login call's refusal, in the user's terms: a 401 UNAUTHENTICATED is the credentials (the
 * server gives unknown users the same answer); no answer, or a backend that says it is
 * unavailable, is the connection or the portal, worth trying again later; anything else is generic.
 */
export function signInFailure(code: string | null): SignInFailure {
  if (code === 'UNAUTHENTICATED') return 'credentials';
  if (code === 'UNREACHABLE' || code === 'SERVICE_UNAVAILABLE') return 'unreachable';
  return 'generic';
}

/** Which sign-in fields are empty, named before anything is sent (the same rule as LoginRequest: a trimmed username, any password). */
export interface SignInFields {
  username: string;
  password: string;
}
export const missingSignInFields = ({ username, password }: SignInFields) => ({
  username: username.trim().length === 0,
  password: password.length === 0,
});
