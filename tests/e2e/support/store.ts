/**
 * The backend's records as the browser tests check them (the test controls' raw store): what a
 * flow wrote, and that a refused request wrote nothing.
 */
import { control } from './portal-server';

export interface AutoPayRecord {
  enrolled: boolean;
  methodId: string | null;
  debitDay: number | null;
  services: string[];
}
export interface StoredPayment {
  id: string;
  accountId: string;
  amount: number;
  paymentDate: string;
  methodType: string;
  methodId: string | null;
  brand: string | null;
  last4: string;
  status: string;
  confirmationNumber: string;
  /** the balance it pays: absent for the core services, MOBILE for the mobile balance */
  service?: string;
}
export interface StoredMethod {
  id: string;
  accountId: string;
  type: 'CARD' | 'BANK';
  brand: string | null;
  last4: string;
  prepaid: boolean;
}
export interface StoredAccount {
  id: string;
  currentBalance: number;
  paperless: boolean;
  dueDate: string;
  debitDayRanges: { start: number; end: number }[];
  autoPay: AutoPayRecord;
}
interface Store {
  accounts: StoredAccount[];
  payments: StoredPayment[];
  paymentMethods: StoredMethod[];
}

export async function readStore(): Promise<Store> {
  const res = await control('/store');
  if (!res.ok) throw new Error(`store answered ${res.status}`);
  return (await res.json()) as Store;
}
/** The whole store as text: to show a refused request changed nothing, and that no CVV is kept. */
export const storeText = async (): Promise<string> => JSON.stringify(await readStore());
export const paymentsOf = async (accountId: string): Promise<StoredPayment[]> => (await readStore()).payments.filter((p) => p.accountId === accountId);
export const methodsOf = async (accountId: string): Promise<StoredMethod[]> => (await readStore()).paymentMethods.filter((m) => m.accountId === accountId);
export const accountOf = async (accountId: string): Promise<StoredAccount> => (await readStore()).accounts.find((a) => a.id === accountId)!;
