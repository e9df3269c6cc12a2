import { z } from 'zod/mini';

/**
 * Verification by a one-time code sent to a contact on file (spec platform §7 sendOtp /
 * verifyOtp, sendMobileVerificationCode / verifyMobileContact). The spec gives no
 * numbers; decided here, the usual values of such codes: six digits, valid 10 minutes, a new one
 * after a minute, five wrong entries lock the contact for 15 minutes. Every instant is the
 * server's clock.
 */
export const OTP_POLICY = {
  codeLength: 6,
  ttlSeconds: 600,
  resendCooldownSeconds: 60,
  maxAttempts: 5,
  lockoutSeconds: 900,
} as const;

export const OtpCode = z.string().check(z.regex(/^\d{6}$/, 'otp.format'));
export const isOtpCode = (code: string): boolean => z.safeParse(OtpCode, code).success;

/** The issue messages a code's send or check can answer with. */
export type OtpIssue = 'otp.format' | 'otp.wrong' | 'otp.expired' | 'otp.notSent' | 'otp.locked' | 'otp.cooldown' | 'otp.notMobile';

/** A contact's verification in progress, as the server keeps it (the code itself only as a hash). */
export interface OtpChallengeState {
  sentAt: string;
  expiresAt: string;
  resendAt: string;
  /** wrong entries since the last lockout or success; a new code does not reset it */
  attempts: number;
  lockedUntil: string | null;
}

const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
const secondsUntil = (instant: string, now: Date) => Math.max(1, Math.ceil((Date.parse(instant) - now.getTime()) / 1000));
const isLocked = (c: OtpChallengeState | null, now: Date): c is OtpChallengeState & { lockedUntil: string } =>
  !!c?.lockedUntil && Date.parse(c.lockedUntil) > now.getTime();

/** Why a code may not be sent now: the contact is locked out, or the last code is too recent; with the seconds to wait. */
export function sendRefusal(current: OtpChallengeState | null, now: Date): { issue: 'otp.locked' | 'otp.cooldown'; seconds: number } | null {
  if (isLocked(current, now)) return { issue: 'otp.locked', seconds: secondsUntil(current.lockedUntil, now) };
  if (current && !current.lockedUntil && Date.parse(current.resendAt) > now.getTime())
    return { issue: 'otp.cooldown', seconds: secondsUntil(current.resendAt, now) };
  return null;
}

/** The challenge after a code is sent: the attempts so far stand (a new code is no way round the limit), a lockout that has passed is forgotten. */
export function afterSend(current: OtpChallengeState | null, now: Date): OtpChallengeState {
  const attempts = current && !current.lockedUntil ? current.attempts : 0;
  return {
    sentAt: now.toISOString(),
    expiresAt: plus(now, OTP_POLICY.ttlSeconds),
    resendAt: plus(now, OTP_POLICY.resendCooldownSeconds),
    attempts,
    lockedUntil: null,
  };
}

export type CheckResult =
  | { result: 'verified' }
  | { result: 'wrong'; attemptsLeft: number; next: OtpChallengeState }
  | { result: 'locked'; seconds: number; next: OtpChallengeState | null }
  | { result: 'expired' }
  | { result: 'notSent' };

/**
 * An entered code checked against the challenge (`matches`: the code is the one sent). A locked
 * contact is refused before the code is looked at; an expired code costs no attempt; the last
 * allowed wrong entry locks the contact.
 */
export function checkCode(current: OtpChallengeState | null, matches: boolean, now: Date): CheckResult {
  if (isLocked(current, now)) return { result: 'locked', seconds: secondsUntil(current.lockedUntil, now), next: null };
  if (!current || current.lockedUntil) return { result: 'notSent' };
  if (Date.parse(current.expiresAt) <= now.getTime()) return { result: 'expired' };
  if (matches) return { result: 'verified' };
  const attempts = current.attempts + 1;
  if (attempts >= OTP_POLICY.maxAttempts) {
    const lockedUntil = plus(now, OTP_POLICY.lockoutSeconds);
    return { result: 'locked', seconds: OTP_POLICY.lockoutSeconds, next: { ...current, attempts: 0, lockedUntil } };
  }
  return { result: 'wrong', attemptsLeft: OTP_POLICY.maxAttempts - attempts, next: { ...current, attempts } };
}

/** Attempts left on a challenge, for the answer to a send. */
export const attemptsLeft = (c: OtpChallengeState): number => OTP_POLICY.maxAttempts - c.attempts;
