// The wallet's forms no screen opens on (adding a card or bank account, with the card validator's
// fields and the payment-method forms; editing a card): one chunk, loaded by ./forms-chunk.tsx as soon
// as the wallet shows (the largest lazy route).
export { AddMethodView } from './add-method-view';
export { EditCardView } from './edit-card-view';
