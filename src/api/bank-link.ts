import { BankInstitutionsResponse, type BankInstitution } from '../domain/bank-link';
import type { Transport } from './transport';

/** The banks the online-banking provider can link (the 5-step payment, spec billing §2). */
export const fetchInstitutions = async (transport: Transport): Promise<BankInstitution[]> =>
  (await transport.rest('GET', '/api/pub/bank-link/v1/institutions', BankInstitutionsResponse)).institutions;
