import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { NewMethodDraft } from '../../../machines/autopay/auto-pay.checks';
import { BankForm } from './bank-form';
import type { FieldChecks } from './field-state';
import { NewCardForm } from './new-card-form';

/** The order a new method's errors are announced in (the first takes the focus): the method's own, then the fields top down. */
export const NEW_METHOD_ORDER: Record<NewMethodDraft['kind'], readonly string[]> = {
  card: ['method', 'card.nameOnCard', 'card.number', 'card.expiry', 'card.zip', 'card.cvv'],
  bank: ['method', 'bank.nameOnAccount', 'bank.routingNumber', 'bank.accountNumber'],
};

/**
 * A card or a bank account typed in to be saved to the wallet (an Auto Pay step's "add a payment
 * method", the wallet's own add): the payment's forms without their save choice, saving being the
 * point; above them, why the last save was refused, then what is wrong with the method as a whole
 * (restricted on the account, a bank account Auto Pay cannot use), announced when a refused Save
 * points at it; and the note while it is being saved.
 */
export function NewMethodForm({
  draft,
  onDraft,
  saving,
  checks,
  refusal,
  ids,
}: {
  draft: NewMethodDraft;
  onDraft: (draft: NewMethodDraft) => void;
  saving: boolean;
  /** the fields' checks; the method's own error is the one keyed `method` */
  checks: FieldChecks;
  /** why the server refused the last save, in words */
  refusal: ReactNode;
  /** the test id of the refusal, and the id (a refused Save focuses it) and test id of the method's own error */
  ids: { refusal: string; method: string; methodTest: string };
}) {
  const methodCode = checks.shown('method');
  return (
    <>
      {refusal ? (
        <p className="field__error" role="alert" data-testid={ids.refusal}>
          {refusal}
        </p>
      ) : null}
      {methodCode ? (
        <p id={ids.method} tabIndex={-1} className="field__error" role={checks.alertField === 'method' ? 'alert' : undefined} data-testid={ids.methodTest}>
          {checks.errorText(methodCode, 'method')}
        </p>
      ) : null}
      {draft.kind === 'card' ? (
        <NewCardForm card={draft.card} onCard={(card) => onDraft({ kind: 'card', card })} saveOption={false} {...checks} />
      ) : (
        <BankForm bank={draft.bank} onBank={(bank) => onDraft({ kind: 'bank', bank })} saveOption={false} {...checks} />
      )}
      {saving ? (
        <p className="busy-note" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Saving your payment method…</Trans>
        </p>
      ) : null}
    </>
  );
}
