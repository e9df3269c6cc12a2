import { describe, expect, it } from 'vitest';
import { backendPerFile } from '../support/backend-per-file';
import { control, type Reply } from '../support/client';
import { expiryYearsAfter } from '../support/cards';
import { cardSecrets, expectCardSecretsNowhere } from '../support/card-secrets';

const SAVE = 'mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { id brand last4 expiry nameOnCard zip } }';
const UPDATE = 'mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { id expiry zip } }';

const backend = backendPerFile({ resetEachTest: false });

describe('card numbers and CVVs', () => {
  it('are never stored, logged or echoed, whatever the request', async () => {
    const { client, amex, visa, cvv, storeBefore } = await cardSecrets(backend, '7391');
    const expiry = expiryYearsAfter(await control.storeDay(backend.url), 4);
    const replies: Reply[] = [];
    // a good save, a failing one, a wrongly typed one (GraphQL quotes rejected values), an unknown field
    replies.push(await client.gql(SAVE, { input: { card: { number: amex, nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv } } }));
    replies.push(await client.gql(SAVE, { input: { card: { number: visa, nameOnCard: 'Pat Owner', expiry: '0101', zip: '30301', cvv: '739' } } }));
    replies.push(await client.gql(SAVE, { input: { card: { number: Number(visa), nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: Number(cvv) } } }));
    replies.push(await client.gql(SAVE, { input: { card: { number: visa, nameOnCard: 'Pat Owner', expiry, zip: '30301', cvv: '739', pin: visa } } }));
    replies.push(
      await client.gql(
        `mutation { savePaymentMethod(input: { card: { number: ${visa}, nameOnCard: "P", expiry: "${expiry}", zip: "30301", cvv: "${cvv}" } }) { id } }`,
      ),
    );
    const saved = replies[0]!.body.data.savePaymentMethod;
    expect(saved).toMatchObject({ brand: 'AMEX', last4: amex.slice(-4) });
    replies.push(await client.gql(UPDATE, { input: { id: saved.id, cvv, zip: '30302' } }));
    replies.push(await client.gql('{ paymentMethods { id last4 expiry } }'));
    expect(replies.slice(1, 5).every((r) => r.body.errors?.length)).toBe(true);

    expectCardSecretsNowhere(backend, { numbers: [amex, visa], cvv, storeBefore, replies });
  });
});
