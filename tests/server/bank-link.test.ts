import { beforeEach, describe, expect, it } from 'vitest';
import { BankInstitutionsResponse, BankLinkConnectResponse } from '../../src/domain/bank-link';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn, type Client } from '../support/client';
import { expectRefused, freezeAt, pay } from '../support/payments';
import { storeOnDisk } from '../support/backend';

// The online-banking provider of the 5-step one-time payment (spec billing §2, §8 "Online
// banking connection fails"), simulated by the backend (docs/decisions/023-online-banking-provider.md).

const INSTITUTIONS = '/api/pub/bank-link/v1/institutions';
const CONNECT = '/api/pub/bank-link/v1/connect';

const backend = backendPerFile();
let today: string;
beforeEach(async () => {
  today = await freezeAt(backend.url, '10:00');
});

async function institutionId(client: Client): Promise<string> {
  const reply = await client.request('GET', INSTITUTIONS);
  return BankInstitutionsResponse.parse(reply.body).institutions[0]!.id;
}
const connect = (client: Client, body: Record<string, unknown>) => client.request('POST', CONNECT, { json: body });

describe('bank link', () => {
  it('lists the institutions and links one for username good, whose account then pays (PENDING)', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const list = BankInstitutionsResponse.parse((await client.request('GET', INSTITUTIONS)).body);
    expect(list.institutions.length).toBe(3);
    const storeBefore = storeOnDisk(backend.dbFile);
    const password = 'hunter22';
    const reply = await connect(client, { institutionId: list.institutions[1]!.id, username: 'good', password });
    expect(reply.status, reply.text).toBe(201);
    const link = BankLinkConnectResponse.parse(reply.body);
    expect(link.institutionName).toBe(list.institutions[1]!.name);
    expect(storeOnDisk(backend.dbFile)).toBe(storeBefore); // a provider token, not stored data
    expect(backend.output()).not.toContain(password);

    const account = link.accounts[0]!;
    const paid = await pay(client, { amount: 1500, paymentDate: today, method: { linkedBankId: link.linkedBankId, accountId: account.id } });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payment).toMatchObject({ methodType: 'BANK', last4: account.last4, status: 'PENDING' });
  });

  it('a link belongs to the session that made it', async () => {
    const mine = await signedIn(backend.url, 'owner@acme.example');
    const other = await signedIn(backend.url, 'admin@acme.example');
    const link = BankLinkConnectResponse.parse((await connect(mine, { institutionId: await institutionId(mine), username: 'good', password: 'pass' })).body);
    await expectRefused(
      backend,
      () => pay(other, { amount: 1500, paymentDate: today, method: { linkedBankId: link.linkedBankId, accountId: link.accounts[0]!.id } }),
      {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        messages: { 'method.linkedBankId': 'method.linkedBankNotFound' },
      },
    );
  });

  it('the provider failing is 503 SERVICE_UNAVAILABLE (username fail, or an armed bankLink fault)', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const id = await institutionId(client);
    await expectRefused(backend, () => connect(client, { institutionId: id, username: 'fail', password: 'pass' }), {
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    await control.fault(backend.url, { operation: 'bankLink', errorCode: 'SERVICE_UNAVAILABLE' });
    await expectRefused(backend, () => connect(client, { institutionId: id, username: 'good', password: 'pass' }), {
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
    });
    expect((await connect(client, { institutionId: id, username: 'good', password: 'pass' })).status).toBe(201);
  });

  it('bad input and refused credentials are field errors, never a 401 that would end the portal session', async () => {
    const client = await signedIn(backend.url, 'owner@acme.example');
    const id = await institutionId(client);
    const invalid = (messages: Record<string, string>) => ({ status: 400, errorCode: 'VALIDATION_FAILED', messages });
    await expectRefused(
      backend,
      () => connect(client, { institutionId: id, username: 'good', password: 'abc' }),
      invalid({ password: 'bankLink.passwordTooShort' }),
    );
    await expectRefused(
      backend,
      () => connect(client, { institutionId: id, username: 'someone', password: 'pass' }),
      invalid({ username: 'bankLink.credentialsRejected' }),
    );
    await expectRefused(
      backend,
      () => connect(client, { institutionId: 'ins_nowhere', username: 'good', password: 'pass' }),
      invalid({ institutionId: 'bankLink.unknownInstitution' }),
    );
    await expectRefused(backend, () => connect(client, { institutionId: id, username: 'good', password: 'pass', pin: '1' }), {
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
  });

  it('is for the billing group only', async () => {
    const staff = await signedIn(backend.url, 'staff@acme.example');
    await expectRefused(backend, () => connect(staff, { institutionId: 'ins_lakeshore', username: 'good', password: 'pass' }), {
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await staff.request('GET', INSTITUTIONS)).status).toBe(403);
  });
});
