import type { AutoPayAddMethodContext } from './auto-pay-add-method';
import type { AutoPayChangeMethodContext } from './auto-pay-change-method';
import type { AutoPayChooseMethodContext } from './auto-pay-choose-method';
import type { AutoPayEnrollContext } from './auto-pay-enroll';
import type { AutoPayManageContext } from './auto-pay-manage';
import type { AutoPayPageContext } from './auto-pay-page';
import { withoutSecrets } from './auto-pay.checks';
import { callsOut, childFlow, withChild, type PersistedFlow } from '../parts/persisted';

/**
 * What of the Auto Pay flows may be kept while they wait for their user (flows survive
 * the session; src/shell/flow-persistence.ts): everything chosen and typed but the CVV, the card
 * number and the bank account number, and nothing while a call is out (the review before it
 * stands; its submit pays with the same Idempotency-Key, `<prefix>-balance`, so a payment the
 * server took is not made twice). On resuming, the machines' `resumed` event asks for the CVV
 * again (Enroll and Change method go back to the method step when a card was chosen).
 *
 * Each answers null for a moment that must not be kept (the last one kept stands), false when
 * nothing is in progress (an outcome, the summary: coming back loads afresh).
 */

/** A flow that holds a choice of method with its CVV: the chooser, and Enroll and Change method around it. */
type Chooser = AutoPayChooseMethodContext | AutoPayEnrollContext | AutoPayChangeMethodContext;

/** Without the CVV, in the flow and in the chooser it runs; without the card or account number in the add-method form it runs. */
function chooserWithoutSecrets<C extends Chooser>(persisted: PersistedFlow<C>): PersistedFlow<C> {
  const kept = { ...persisted, context: { ...persisted.context, choice: { ...persisted.context.choice, cvv: '' } } };
  const chooser = childFlow<AutoPayChooseMethodContext>(persisted, 'chooseMethod');
  if (chooser) return withChild(kept, 'chooseMethod', chooserWithoutSecrets(chooser));
  const add = childFlow<AutoPayAddMethodContext>(persisted, 'addMethod');
  return add ? withChild(kept, 'addMethod', { ...add, context: { ...add.context, draft: withoutSecrets(add.context.draft) } }) : kept;
}

/** The method chooser, on its own (its model's resume). */
export const redactChooseMethod = (persisted: PersistedFlow<AutoPayChooseMethodContext>): PersistedFlow<AutoPayChooseMethodContext> | null =>
  callsOut(persisted) ? null : chooserWithoutSecrets(persisted);

/** Add a payment method, on its own (its model's resume). */
export function redactAddMethod(persisted: PersistedFlow<AutoPayAddMethodContext>): PersistedFlow<AutoPayAddMethodContext> | null {
  return callsOut(persisted) ? null : { ...persisted, context: { ...persisted.context, draft: withoutSecrets(persisted.context.draft) } };
}

/** Enroll, on its own (its model's resume) or inside the page. */
export const redactEnroll = (persisted: PersistedFlow<AutoPayEnrollContext>): PersistedFlow<AutoPayEnrollContext> | null =>
  callsOut(persisted) ? null : chooserWithoutSecrets(persisted);

/** Change method, on its own (its model's resume) or inside Manage. */
export const redactChangeMethod = (persisted: PersistedFlow<AutoPayChangeMethodContext>): PersistedFlow<AutoPayChangeMethodContext> | null =>
  callsOut(persisted) ? null : chooserWithoutSecrets(persisted);

/** The Auto Pay page (/billing/pay-bill?open=ap): its Enroll, or Manage's change in progress. */
export function redactAutoPay(persisted: PersistedFlow<AutoPayPageContext>): PersistedFlow<AutoPayPageContext> | null | false {
  if (callsOut(persisted)) return null;
  const enroll = childFlow<AutoPayEnrollContext>(persisted, 'enroll');
  if (enroll) return withChild(persisted, 'enroll', chooserWithoutSecrets(enroll));
  const manage = childFlow<AutoPayManageContext>(persisted, 'manage');
  if (!manage) return false;
  const change = childFlow<AutoPayChangeMethodContext>(manage, 'changeMethod');
  if (change) return withChild(persisted, 'manage', withChild(manage, 'changeMethod', chooserWithoutSecrets(change)));
  // a new debit day being chosen, or the cancel dialog open: nothing secret in them
  if (manage.children.changeDate || manage.children.cancel) return persisted;
  return false;
}
