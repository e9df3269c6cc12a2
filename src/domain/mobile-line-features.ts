import { z } from 'zod/mini';

// A line's network features (spec platform §4 "Network feature status: DISABLED, ENABLED,
// INELIGIBLE"; §7 "line feature state" and "line-features update request status").
export const LINE_FEATURES = ['INTERNATIONAL_ROAMING', 'MOBILE_HOTSPOT', 'INTERNATIONAL_LONG_DISTANCE', 'PREMIUM_MESSAGING_BLOCK'] as const;
export const LineFeatureCode = z.enum(LINE_FEATURES);
export type LineFeatureCode = z.infer<typeof LineFeatureCode>;

export const LineFeatureStatus = z.enum(['ENABLED', 'DISABLED', 'INELIGIBLE']);
export type LineFeatureStatus = z.infer<typeof LineFeatureStatus>;
/** What a change asks for: a feature is turned on or off; INELIGIBLE is the provider's, never asked. */
export const RequestedFeatureStatus = z.enum(['ENABLED', 'DISABLED']);
export type RequestedFeatureStatus = z.infer<typeof RequestedFeatureStatus>;

export type LineFeatureRefusal = 'lineFeature.lineNotActive' | 'lineFeature.ineligible' | 'lineFeature.unchanged' | 'lineFeature.pending';

/**
 * Whether a feature may be changed: the line is ACTIVE (a suspended or not yet activated line
 * takes no change), the feature is not INELIGIBLE for it, the state asked for is not the one it
 * has, and no earlier change of it is still being applied.
 */
export function lineFeatureRefusal(
  line: { status: string },
  current: LineFeatureStatus,
  requested: RequestedFeatureStatus,
  pending: boolean,
): LineFeatureRefusal | null {
  if (line.status !== 'ACTIVE') return 'lineFeature.lineNotActive';
  if (current === 'INELIGIBLE') return 'lineFeature.ineligible';
  if (pending) return 'lineFeature.pending';
  if (current === requested) return 'lineFeature.unchanged';
  return null;
}

export const FeatureRequestStatus = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
export type FeatureRequestStatus = z.infer<typeof FeatureRequestStatus>;

/** A change of a feature as the network applies it: accepted, then done (or failed) at `completesAt` on the server clock. */
export interface FeatureRequest {
  feature: LineFeatureCode;
  requestedStatus: RequestedFeatureStatus;
  completesAt: string;
  /** why the network refused it, when it does */
  failureReason: string | null;
}

export function featureRequestStatusAt(request: Pick<FeatureRequest, 'completesAt' | 'failureReason'>, now: Date): FeatureRequestStatus {
  if (now.getTime() < new Date(request.completesAt).getTime()) return 'PENDING';
  return request.failureReason ? 'FAILED' : 'COMPLETED';
}

/** A feature's state at `now`: the stored one, or what the latest completed request of it set. */
export function lineFeatureStatusAt(stored: LineFeatureStatus, requests: readonly FeatureRequest[], now: Date): LineFeatureStatus {
  let status = stored;
  for (const r of requests) if (featureRequestStatusAt(r, now) === 'COMPLETED') status = r.requestedStatus;
  return status;
}
