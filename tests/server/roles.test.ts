import { beforeEach, describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { control, signedIn } from '../support/client';
import { expiryYearsAfter, testCards } from '../support/cards';
import { storeOnDisk } from '../support/backend';

// spec platform §6: billing access (and every billing write) is for ADMIN and PRIMARY only.
const ROLES: [string, string, boolean][] = [
  ['owner@acme.example', 'PRIMARY', true],
  ['admin@acme.example', 'ADMIN', true],
  ['billing@acme.example', 'BILLING', false],
  ['staff@acme.example', 'STANDARD', false],
];

/** a card valid on the store's day, set before each test */
let expiry = '';
const WRITES: { name: string; query: string; input: () => Record<string, unknown> }[] = [
  {
    name: 'updatePaperless',
    query: 'mutation($input: UpdatePaperlessInput!) { updatePaperless(input: $input) { enrolled } }',
    input: () => ({ enrolled: true }),
  },
  {
    name: 'savePaymentMethod',
    query: 'mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id last4 } }',
    input: () => ({ card: { number: testCards.visa(), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '123' } }),
  },
  {
    name: 'cancelScheduledPayment',
    query: 'mutation($input: CancelScheduledPaymentInput!) { cancelScheduledPayment(input: $input) { id status } }',
    input: () => ({ paymentId: 'pay_does_not_matter' }),
  },
  {
    name: 'deletePaymentMethod',
    query: 'mutation($input: DeletePaymentMethodInput!) { deletePaymentMethod(input: $input) { id deleted } }',
    input: () => ({ id: 'pm_does_not_matter' }),
  },
];

const backend = backendPerFile();
beforeEach(async () => {
  expiry = expiryYearsAfter(await control.storeDay(backend.url), 4);
});

describe('billing writes by role', () => {
  for (const [username, role, allowed] of ROLES) {
    for (const write of WRITES) {
      it(`${role} ${allowed ? 'may' : 'may not'} ${write.name}`, async () => {
        const client = await signedIn(backend.url, username);
        const before = storeOnDisk(backend.dbFile);
        const reply = await client.gql(write.query, { input: write.input() });
        const code = reply.body.errors?.[0]?.extensions?.code;
        if (allowed) {
          // allowed: either it worked or it failed on the (made-up) id, never on the role
          expect(code === undefined || code === 'NOT_FOUND').toBe(true);
        } else {
          expect(code).toBe('FORBIDDEN');
          expect(storeOnDisk(backend.dbFile)).toBe(before);
        }
      });
    }
  }

  it('the STANDARD user cannot read billing either', async () => {
    const staff = await signedIn(backend.url, 'staff@acme.example');
    for (const query of [
      '{ billing { amountDue } }',
      '{ paymentMethods { id } }',
      '{ payments { id } }',
      '{ statements { id } }',
      '{ scheduledPayments { id } }',
      '{ transactions { id } }',
    ]) {
      const reply = await staff.gql(query);
      expect(reply.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('every role reads its account, identity and equipment', async () => {
    for (const [username, role] of ROLES) {
      const client = await signedIn(backend.url, username);
      const reply = await client.gql('{ identity { role } account { accountNumber totalAmountDue } equipment { id } }');
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data.identity.role).toBe(role);
      expect(reply.body.data.equipment.length).toBeGreaterThan(0);
    }
  });
});
