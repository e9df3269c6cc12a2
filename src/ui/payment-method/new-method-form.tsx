import { Trans } from '@lingui/react/macro';
import type { NewMethodDraft } from '../../../machines/auto-pay.checks';
import { BankForm } from './bank-form';
import type { ErrorText } from './error-text';
import { NewCardForm } from './new-card-form';

/**
 * A card or a bank account typed in to be saved to the wallet (an Auto Pay step's "add a payment
 * method", the wallet's own add): the payment's forms without their save choice, saving being the
 * point; and the note while it is being saved.
 */
export function NewMethodForm({
  draft,
  onDraft,
  saving,
  ...fields
}: {
  draft: NewMethodDraft;
  onDraft: (draft: NewMethodDraft) => void;
  saving: boolean;
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  errorText: ErrorText;
}) {
  return (
    <>
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
