import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { NewMethodDraft } from '../../../machines/auto-pay.checks';
import { BankForm } from './bank-form';
import type { ErrorText } from './error-text';
import { NewCardForm } from './new-card-form';

/** The order a new method's errors are announced in (the first takes the focus): the method's own, then the fields top down. */
export const NEW_METHOD_ORDER: Record<NewMethodDraft['kind'], readonly string[]> = {
  card: ['method', 'card.nameOnCard', 'card.number', 'card.expiry', 'card.zip', 'card.cvv'],
  bank: ['method', 'bank.nameOnAccount', 'bank.routingNumber', 'bank.accountNumber'],
};

/**
 * A card or a bank account typed in to be saved to the wallet (an Auto Pay step's "add a payment
 * method", the wallet's own add): the payment's forms without their save choice, saving being the
 * point; above them, what is wrong with the method as a whole (restricted on the account, a bank
 * account Auto Pay cannot use), announced when a refused Save points at it; and the note while it
 * is being saved.
 */
export function NewMethodForm({
  draft,
  onDraft,
  saving,
  methodError,
  ...fields
}: {
  draft: NewMethodDraft;
  onDraft: (draft: NewMethodDraft) => void;
  saving: boolean;
  /** the method's own error, in words, with the id a refused Save focuses and the test id */
  methodError: { text: ReactNode; id: string; testId: string } | null;
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  errorText: ErrorText;
}) {
  return (
    <>
      {methodError ? (
        <p
          id={methodError.id}
          tabIndex={-1}
          className="field__error"
          role={fields.alertField === 'method' ? 'alert' : undefined}
          data-testid={methodError.testId}
        >
          {methodError.text}
        </p>
      ) : null}
      {draft.kind === 'card' ? (
        <NewCardForm card={draft.card} onCard={(card) => onDraft({ kind: 'card', card })} saveOption={false} {...fields} />
      ) : (
        <BankForm bank={draft.bank} onBank={(bank) => onDraft({ kind: 'bank', bank })} saveOption={false} {...fields} />
      )}
      {saving ? (
        <p className="busy-note" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Saving your payment method…</Trans>
        </p>
      ) : null}
    </>
  );
}
