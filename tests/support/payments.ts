import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Backend } from './backend';
import { Client, control, type Reply } from './client';

export const PAYMENTS = '/api/pub/pciedge/pci/v1/payments';
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** A valid ABA routing number (checksum holds); not a secret, a bank's public number. */
export const ROUTING = '011000015';

/** POST a one-time payment with a fresh Idempotency-Key unless one is given (`null`: none). */
export function pay(client: Client, body: unknown, key: string | null = randomUUID()): Promise<Reply> {
  return client.request('POST', PAYMENTS, { json: body, headers: key === null ? {} : { 'Idempotency-Key': key } });
}

const BILLING = `{ billing { amountDue pastDueAmount pendingPaymentAmount currentBalance creditBalance accountStatus softDisconnected delinquencyTier
  restrictions { type } limits { today minAmount maxAmount lastFutureDate cutoffTime maxScheduled } } }`;

export async function billingOf(client: Client) {
  const reply = await client.gql(BILLING);
  if (!reply.body.data) throw new Error(`billing failed: ${reply.text}`);
  return reply.body.data.billing as {
    amountDue: number; pastDueAmount: number; pendingPaymentAmount: number; currentBalance: number; creditBalance: number;
    accountStatus: string; softDisconnected: boolean; delinquencyTier: string | null; restrictions: { type: string };
    limits: { today: string; minAmount: number; maxAmount: number; lastFutureDate: string; cutoffTime: string; maxScheduled: number };
  };
}

export async function methodsOf(client: Client) {
  const reply = await client.gql('{ paymentMethods { id type brand last4 expiry expired expiringSoon } }');
  return reply.body.data.paymentMethods as { id: string; type: string; brand: string | null; last4: string; expiry: string | null; expired: boolean; expiringSoon: boolean }[];
}

/** UTC offset of a zone at an instant, in minutes (east positive). */
function offsetMinutes(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant that is `date` at `time` on the business's wall clock, as ISO with its offset. */
export function businessInstant(date: string, time: string, timeZone = BUSINESS_TIME_ZONE): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let offset = offsetMinutes(wall, timeZone);
  offset = offsetMinutes(wall - offset * 60_000, timeZone); // again, in case a DST change lies in between
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Freezes the server clock at `time` (business time zone) on the business day the store was reset to. */
export async function freezeAt(baseUrl: string, time: string, dayOffset = 0): Promise<string> {
  const today = (await control.clock(baseUrl, { advanceSeconds: 0 })).body.today as string;
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + dayOffset * 86_400_000).toISOString().slice(0, 10);
  await control.clock(baseUrl, { now: businessInstant(date, time) });
  return today;
}

export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Runs a request that must be refused and checks the refusal: status, error code, the issue
 * messages (rule codes) expected, and that the store file did not change by a byte.
 */
export async function expectRefused(
  backend: Backend,
  request: () => Promise<Reply>,
  expected: { status: number; errorCode: string; messages?: Record<string, string> },
): Promise<Reply> {
  const before = readFileSync(backend.dbFile, 'utf8');
  const reply = await request();
  expect(reply.status, reply.text).toBe(expected.status);
  expect(reply.body.errorCode).toBe(expected.errorCode);
  if (expected.messages) {
    const got = Object.fromEntries((reply.body.issues ?? []).map((i: { path: (string | number)[]; message: string }) => [i.path.join('.'), i.message]));
    expect(got).toEqual(expected.messages);
  }
  expect(readFileSync(backend.dbFile, 'utf8')).toBe(before);
  return reply;
}
