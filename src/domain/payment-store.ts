import { z } from 'zod/mini';

/** Days of the week in the order a store's hours are read, Monday first. */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day on the store's wall clock, HH:MM (24 h). */
const TimeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM'));

/**
 * Opening hours as a store gives them: the days `from`–`to` (week order, both included) open from
 * `opens` to `closes`. Days no entry covers are closed. Times and days, not a sentence: each page
 * writes them in its reader's language.
 */
export const OpeningHours = z.object({ from: z.enum(WEEKDAYS), to: z.enum(WEEKDAYS), opens: TimeOfDay, closes: TimeOfDay });
export type OpeningHours = z.infer<typeof OpeningHours>;

/** What kind of place it is: its name is written with it ("Payment Center Westshore"). */
export const PaymentStoreKind = z.enum(['PAYMENT_CENTER', 'SELF_SERVICE_KIOSK']);

/** A payment center (public reference data): where accounts that cannot pay online pay (spec billing §5, §8). */
export const PaymentStore = z.object({
  id: z.string(),
  kind: PaymentStoreKind,
  /** the place's own name, as on its sign: a neighbourhood, never translated */
  name: z.string(),
  address: z.object({ addressLine1: z.string(), addressLine2: z.nullable(z.string()), city: z.string(), state: z.string(), zip: z.string() }),
  phone: z.string(),
  hours: z.array(OpeningHours),
  acceptsCash: z.boolean(),
});
export type PaymentStore = z.infer<typeof PaymentStore>;

/** A run of consecutive days with the same hours (`null`: closed). */
export interface WeekRun {
  first: Weekday;
  last: Weekday;
  hours: { opens: string; closes: string } | null;
}

/**
 * The week, Monday to Sunday, as runs of consecutive days with the same hours, closed days
 * included: what a reader scans ("Mon–Fri 9–7; Sat 10–5; Sun closed"). One run of all seven days
 * is a store open daily. A later entry covering a day already given wins.
 */
export function weekRuns(hours: readonly OpeningHours[]): WeekRun[] {
  const byDay = WEEKDAYS.map((day, index) => {
    const entry = hours.findLast((h) => WEEKDAYS.indexOf(h.from) <= index && index <= WEEKDAYS.indexOf(h.to));
    return { day, hours: entry ? { opens: entry.opens, closes: entry.closes } : null };
  });
  const runs: WeekRun[] = [];
  for (const { day, hours: dayHours } of byDay) {
    const previous = runs.at(-1);
    if (previous && previous.hours?.opens === dayHours?.opens && previous.hours?.closes === dayHours?.closes) previous.last = day;
    else runs.push({ first: day, last: day, hours: dayHours });
  }
  return runs;
}
