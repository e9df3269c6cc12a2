import { BankInstitutionsResponse, type BankInstitution } from '../domain/bank-link';
import { apiJson } from './http';

/** The banks the online-banking provider can link (the 5-step payment, spec billing §2). */
export async function fetchInstitutions(): Promise<BankInstitution[]> {
  return (await apiJson('/api/pub/bank-link/v1/institutions', BankInstitutionsResponse)).institutions;
}
