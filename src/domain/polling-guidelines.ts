import { z } from 'zod/mini';

/**
 * When to read the state of a change the network applies later (spec platform §7): wait
 * startDelaySeconds, then read every intervalSeconds for durationSeconds. A device's restart and a
 * line feature's change answer with them; in a file of its own so a mobile page reads it without
 * the equipment's schemas.
 */
export const PollingGuidelines = z.object({
  featureToUseForPolling: z.string(),
  startDelaySeconds: z.number().check(z.int()).check(z.gte(0)),
  intervalSeconds: z.number().check(z.int()).check(z.gte(1)),
  durationSeconds: z.number().check(z.int()).check(z.gte(1)),
});
