import { z } from 'zod/mini';

/**
 * What a service line gives (spec platform §4 `services`), as fields, not a sentence: the summary
 * writes them in its reader's language ("Up to 600 Mb/s download, 35 Mb/s upload"; "Hasta 600 Mb/s
 * de descarga y 35 Mb/s de carga"). Each service carries the fields of its kind; the others are
 * absent (null from the API).
 */

/** Who a TV line's channels are for. */
const TV_VENUES = ['PUBLIC_AREAS', 'DINING_ROOMS', 'CUSTOMER_LOUNGE', 'LOBBY'] as const;
/** A TV line's lineup when it is not counted in channels. */
const TV_LINEUPS = ['MUSIC_NEWS', 'NEWS_SPORTS_MUSIC'] as const;
/** What a voice line's numbers are: its lines, a hunt group's, or the main number of several lines. */
const VOICE_NUMBERS = ['LINES', 'HUNT_GROUP', 'MAIN_NUMBER'] as const;

const count = z.nullish(z.number().check(z.int(), z.nonnegative()));

export const ServiceDetails = z.object({
  /** internet: speeds in megabits per second */
  downloadMbps: count,
  uploadMbps: count,
  /** a dedicated line's availability commitment (SLA), in percent */
  availabilityPercent: z.nullish(z.number()),
  /** voice: how many lines the service has (a hunt group or a main number answers for several) */
  lines: count,
  /** voice: the numbers, ten digits each */
  phoneNumbers: z.nullish(z.array(z.string().check(z.regex(/^\d{10}$/)))),
  numbersAre: z.nullish(z.enum(VOICE_NUMBERS)),
  /** voice: long distance is included besides local calls */
  longDistance: z.nullish(z.boolean()),
  /** TV: at least this many channels */
  channels: count,
  /** TV: HD receivers on the line */
  receivers: count,
  lineup: z.nullish(z.enum(TV_LINEUPS)),
  venue: z.nullish(z.enum(TV_VENUES)),
  /** mobile: lines by device */
  phones: count,
  tablets: count,
  watches: count,
});
export type ServiceDetails = z.infer<typeof ServiceDetails>;
