import { callPeriodOf, type CallDetail } from '../../src/domain/call-details';
import { addDays, daysBetween } from '../../src/domain/dates';
import type { CallDetailRecord, StatementRecord } from '../../src/server/store/records';
import type { Ids } from './ids';
import { digits, int, pick, type Rng } from './prng';

// The calls itemised on each Business Phone statement (spec billing §8: shown only
// after account verification). Each statement with a VOICE section lists a few calls of the
// month it closes, on the account's own lines, in working hours. Numbers are 555
// exchange numbers (reserved for fiction); the place is the area code's city.

const PLACES: Record<string, string> = {
  '212': 'New York, NY',
  '312': 'Chicago, IL',
  '404': 'Atlanta, GA',
  '415': 'San Francisco, CA',
  '512': 'Austin, TX',
  '617': 'Boston, MA',
  '713': 'Houston, TX',
  '800': 'Toll free',
};
const AREA_CODES = Object.keys(PLACES);

/** the calls of one statement, oldest first */
function callsOf(statement: StatementRecord, lines: readonly string[], rng: Rng): Omit<CallDetail, 'id'>[] {
  const { from, thru } = callPeriodOf(statement.statementDate);
  const span = daysBetween(from, thru);
  const count = int(rng, 3, 5);
  const calls: Omit<CallDetail, 'id'>[] = [];
  for (let i = 0; i < count; i += 1) {
    // any day of the month (the seed moves to any day, so no weekday would stay one)
    const date = addDays(from, int(rng, 0, span));
    const areaCode = pick(rng, AREA_CODES);
    const direction = areaCode === '800' || rng() < 0.6 ? 'OUTGOING' : 'INCOMING';
    calls.push({
      lineNumber: pick(rng, lines),
      date,
      time: `${String(int(rng, 8, 17)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`,
      direction,
      otherNumber: `${areaCode}555${digits(rng, 4)}`,
      place: PLACES[areaCode]!,
      minutes: int(rng, 1, 38),
    });
  }
  return calls.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

export function callDetailRecords(statements: readonly StatementRecord[], lines: readonly string[], accountId: string, ids: Ids, rng: Rng): CallDetailRecord[] {
  if (lines.length === 0) return [];
  return statements
    .filter((s) => s.lineItems.some((li) => li.section === 'VOICE'))
    .flatMap((s) => callsOf(s, lines, rng).map((call) => ({ id: ids.next('callDetails'), accountId, statementId: s.id, ...call })));
}
