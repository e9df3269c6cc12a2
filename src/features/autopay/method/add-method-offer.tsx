import { Trans } from '@lingui/react/macro';
import type { AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import { autoPayMethodIssue, type AutoPayService } from '../../../domain/autopay';

/**
 * The "add" half of "add or select a payment method" (spec billing §2), under the saved ones:
 * only the kinds Auto Pay could use here are offered (no cards on a NO_CARDS account, no bank
 * account for Mobile, §5), by the same rule the server applies when saving.
 */
export function AddMethodOffer({ info, services, onAdd }: { info: AutoPayInfo; services: readonly AutoPayService[]; onAdd: (kind: 'card' | 'bank') => void }) {
  const usable = (type: 'CARD' | 'BANK') =>
    autoPayMethodIssue({ type, prepaid: false, expiry: null }, services, info.billing.restrictions.type, info.billing.limits.today) === null;
  const card = usable('CARD');
  const bank = usable('BANK');
  if (!card && !bank) return null;
  return (
    <div className="add-method" role="group" aria-labelledby="ap-add-title">
      <p id="ap-add-title" className="field__label">
        <Trans>Or add a new one</Trans>
      </p>
      <div className="add-method__actions">
        {card ? (
          <button type="button" className="button" onClick={() => onAdd('card')} data-testid="ap-add-card">
            <Trans>Add a card</Trans>
          </button>
        ) : null}
        {bank ? (
          <button type="button" className="button" onClick={() => onAdd('bank')} data-testid="ap-add-bank">
            <Trans>Add a bank account</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
