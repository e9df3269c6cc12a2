import { expect } from 'vitest';
import { storeOnDisk, type Backend } from './backend';
import { control, type Client, type Reply } from './client';

// GraphQL documents and checks shared by the Auto Pay server tests.

const AUTO_PAY_FIELDS = '{ enrolled methodId debitDay services discountCents }';
const ENROLL = `mutation($input: EnrollAutoPayInput!) { enrollAutoPay(input: $input) ${AUTO_PAY_FIELDS} }`;
const CANCEL = `mutation($input: CancelAutoPayInput!) { cancelAutoPay(input: $input) ${AUTO_PAY_FIELDS} }`;
const REPLACE = `mutation($input: EnrollAutoPayInput!) { replaceAutoPay(input: $input) ${AUTO_PAY_FIELDS} }`;
const UPDATE_DATE = `mutation($input: UpdateAutoPayDateInput!) { updateAutoPayDate(input: $input) ${AUTO_PAY_FIELDS} }`;
const DELETE_METHOD = 'mutation($input: DeletePaymentMethodInput!) { deletePaymentMethod(input: $input) { id deleted } }';

export interface AutoPayView {
  enrolled: boolean;
  methodId: string | null;
  debitDay: number | null;
  services: string[];
  discountCents: number;
}

export const enroll = (client: Client, input: Record<string, unknown>) => client.gql<{ enrollAutoPay: AutoPayView }>(ENROLL, { input });
export const cancel = (client: Client, input: Record<string, unknown> = {}) => client.gql<{ cancelAutoPay: AutoPayView }>(CANCEL, { input });
export const replace = (client: Client, input: Record<string, unknown>) => client.gql<{ replaceAutoPay: AutoPayView }>(REPLACE, { input });
export const updateDate = (client: Client, debitDay: unknown) => client.gql<{ updateAutoPayDate: AutoPayView }>(UPDATE_DATE, { input: { debitDay } });
export const deleteMethod = (client: Client, id: string) => client.gql(DELETE_METHOD, { input: { id } });

type GqlError = { message: string; extensions?: { code?: string; issues?: { path: (string | number)[]; code: string; message: string }[] } };

/**
 * A GraphQL write that must be refused: the error code, the issue messages by path when given
 * (rule codes), and the store file unchanged to the byte.
 */
export async function expectGqlRefused(
  backend: Backend,
  request: () => Promise<Reply>,
  expected: { code: string; messages?: Record<string, string>; issueCodes?: Record<string, string> },
): Promise<Reply> {
  const before = storeOnDisk(backend.dbFile);
  const reply = await request();
  const error = reply.body.errors?.[0] as GqlError | undefined;
  expect(error?.extensions?.code, reply.text).toBe(expected.code);
  expect(reply.body.data ?? null, reply.text).toBeNull();
  const issues = error?.extensions?.issues ?? [];
  if (expected.messages) expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual(expected.messages);
  if (expected.issueCodes) expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.code]))).toEqual(expected.issueCodes);
  expect(storeOnDisk(backend.dbFile)).toBe(before);
  return reply;
}

/** A write that must succeed; answers its data. */
export function accepted<T>(reply: Reply<{ data?: T; errors?: unknown }>): T {
  expect(reply.body.errors, reply.text).toBeUndefined();
  return reply.body.data!;
}

const READS = `{ account { id autoPay dueDate debitDayInfo { debitDay ranges { start end } } }
  billing { autoPay ${AUTO_PAY_FIELDS} } paymentMethods { id usedForAutoPay } }`;

export async function autoPayReads(client: Client) {
  const data = accepted(await client.gql(READS)) as {
    account: { id: string; autoPay: boolean; dueDate: string; debitDayInfo: { debitDay: number | null; ranges: { start: number; end: number }[] } };
    billing: { autoPay: AutoPayView };
    paymentMethods: { id: string; usedForAutoPay: boolean }[];
  };
  return data;
}

/**
 * Every read that shows Auto Pay (billing.autoPay, account.autoPay and its debit day, each
 * method's usedForAutoPay) agrees with the stored record, and the record is `expected`.
 */
export async function expectAutoPay(backend: Backend, client: Client, expected: Partial<AutoPayView> & { enrolled: boolean }): Promise<AutoPayView> {
  const reads = await autoPayReads(client);
  const store = await control.store(backend.url);
  const record = store.accounts.find((a: { id: string }) => a.id === reads.account.id).autoPay;
  const { discountCents: _discount, ...shown } = reads.billing.autoPay;
  expect(shown).toEqual(record);
  expect(reads.billing.autoPay).toMatchObject(expected);
  expect(reads.account.autoPay).toBe(record.enrolled);
  expect(reads.account.debitDayInfo.debitDay).toBe(record.debitDay);
  expect(reads.paymentMethods.filter((m) => m.usedForAutoPay).map((m) => m.id)).toEqual(record.enrolled ? [record.methodId] : []);
  if (!record.enrolled) expect(record).toEqual({ enrolled: false, methodId: null, debitDay: null, services: [] });
  return reads.billing.autoPay;
}
