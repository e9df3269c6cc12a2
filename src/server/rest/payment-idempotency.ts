import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { detectBrand, last4 } from '../../domain/card';
import { ApiError } from '../errors';
import type { Store } from '../store/records';

/**
 * Idempotency of the one-time payment (docs/backend.md): the client sends one key per
 * confirmed submit; a retry with the same key and the same request gets the first answer and
 * makes no second payment, the same key with another request is a 409. Records live in the
 * store's `idempotency` collection, written in the payment's own transaction, so a failed
 * request records nothing and is simply retried.
 */

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Keys are kept a day, as payment APIs commonly do; an older key counts as new. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyRecord = Store['idempotency'][number];

export function idempotencyKeyOf(req: Request): string {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') {
    throw new ApiError('VALIDATION_FAILED', 'The Idempotency-Key header is required', [
      { path: [IDEMPOTENCY_HEADER], code: 'required', message: 'idempotencyKey.required' },
    ]);
  }
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiError('VALIDATION_FAILED', 'The Idempotency-Key header is not a valid key', [
      { path: [IDEMPOTENCY_HEADER], code: 'invalid_format', message: 'idempotencyKey.invalid' },
    ]);
  }
  return key;
}

/**
 * The request's fingerprint, over a redacted copy: a card number is hashed as its brand and
 * last four, a bank account number as its last four, CVVs not at all. So the hash (stored)
 * can never be turned back into a card number, and a retry still matches itself.
 */
export function requestHashOf(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(redacted(body)))
    .digest('hex');
}

function redacted(body: unknown): unknown {
  if (!isObject(body)) return body;
  const { cvv: _cvv, ...rest } = body;
  if (!isObject(rest.method)) return rest;
  const method = { ...rest.method };
  if (isObject(method.card)) {
    const { cvv: _cardCvv, number, ...card } = method.card;
    method.card = { ...card, number: typeof number === 'string' ? `${detectBrand(number) ?? 'UNKNOWN'}:${last4(number.replace(/\D/g, ''))}` : null };
  }
  if (isObject(method.bank) && typeof method.bank.accountNumber === 'string') {
    method.bank = { ...method.bank, accountNumber: last4(method.bank.accountNumber) };
  }
  return { ...rest, method };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with keys in a fixed order, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const live = (record: IdempotencyRecord, now: Date) => now.getTime() - new Date(record.createdAt).getTime() < IDEMPOTENCY_TTL_MS;

/** Keys are the account's own: another account's key never answers for this one. */
export function findIdempotent(store: Readonly<Store>, accountId: string, key: string, now: Date): IdempotencyRecord | undefined {
  return store.idempotency.find((r) => r.accountId === accountId && r.key === key && live(r, now));
}

/** Keeps a new answer and drops the expired ones (in the caller's transaction). */
export function rememberAnswer(draft: Store, record: IdempotencyRecord, now: Date): void {
  draft.idempotency = draft.idempotency.filter((r) => live(r, now));
  draft.idempotency.push(record);
}
