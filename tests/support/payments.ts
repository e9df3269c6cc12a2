import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { instantInZone } from '../../src/domain/dates';
import { storeOnDisk, type Backend } from './backend';
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
    amountDue: number;
    pastDueAmount: number;
    pendingPaymentAmount: number;
    currentBalance: number;
    creditBalance: number;
    accountStatus: string;
    softDisconnected: boolean;
    delinquencyTier: string | null;
    restrictions: { type: string };
    limits: { today: string; minAmount: number; maxAmount: number; lastFutureDate: string; cutoffTime: string; maxScheduled: number };
  };
}

export async function methodsOf(client: Client) {
  const reply = await client.gql('{ paymentMethods { id type brand last4 expiry expired expiringSoon } }');
  return reply.body.data.paymentMethods as {
    id: string;
    type: string;
    brand: string | null;
    last4: string;
    expiry: string | null;
    expired: boolean;
    expiringSoon: boolean;
  }[];
}

/** The instant that is `date` at `time` on the business's wall clock (src/domain/dates: DST-proof). */
export const businessInstant = (date: string, time: string, timeZone = BUSINESS_TIME_ZONE): string => instantInZone(date, time, timeZone).toISOString();

/**
 * Freezes the server clock at `time` (business time zone) on the business day the store was
 * moved to when it was loaded or reset (its anchor), not the day the clock shows now: across a
 * midnight between the reset and this call, the store and the clock still agree.
 */
export async function freezeAt(baseUrl: string, time: string, dayOffset = 0): Promise<string> {
  const today = (await control.store(baseUrl)).meta.anchorDate as string;
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + dayOffset * 86_400_000).toISOString().slice(0, 10);
  await control.clock(baseUrl, { now: businessInstant(date, time) });
  return today;
}

export const addDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Resets the store onto the next Monday after the server's day, the clock frozen at 10:00 business
 * time there, and answers that Monday: a week of business days ahead for a payment's lifecycle.
 */
export async function resetOnNextMonday(baseUrl: string): Promise<string> {
  const { today } = await control.serverClock(baseUrl);
  let monday = addDays(today, 1);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  await control.reset(baseUrl, undefined, { now: businessInstant(monday, '10:00') });
  return monday;
}

/**
 * Runs a request that must be refused and checks the refusal: status, error code, the issue
 * messages (rule codes) expected, and that the store file did not change by a byte.
 */
export async function expectRefused(
  backend: Backend,
  request: () => Promise<Reply>,
  expected: { status: number; errorCode: string; messages?: Record<string, string> },
): Promise<Reply> {
  const before = storeOnDisk(backend.dbFile);
  const reply = await request();
  expect(reply.status, reply.text).toBe(expected.status);
  expect(reply.body.errorCode).toBe(expected.errorCode);
  if (expected.messages) {
    const got = Object.fromEntries((reply.body.issues ?? []).map((i: { path: (string | number)[]; message: string }) => [i.path.join('.'), i.message]));
    expect(got).toEqual(expected.messages);
  }
  expect(storeOnDisk(backend.dbFile)).toBe(before);
  return reply;
}
