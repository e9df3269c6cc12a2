import { Trans, useLingui } from '@lingui/react/macro';
import type { CardDraft } from '../../../machines/payment/one-time-payment.checks';
import { detectBrand } from '../../domain/card';
import { BRAND_NAMES } from '../labels';
import { CvvField, ExpiryField, ZipField } from './card-fields';
import { CvvHint } from './cvv-hint';
import { draftFields, type FieldChecks } from './field-state';
import { TextField } from './text-field';
import { fieldId } from './field-id';

interface Props extends FieldChecks {
  card: CardDraft;
  onCard: (card: CardDraft) => void;
  /** the save-to-wallet choice; off where saving is the point (an Auto Pay step) */
  saveOption?: boolean;
}

/** A card typed in for this payment (spec billing §3 card fields), optionally saved to the wallet. */
export function NewCardForm({ card, onCard, saveOption = true, ...checks }: Props) {
  const { t } = useLingui();
  const brand = detectBrand(card.number);
  const name = brand ? BRAND_NAMES[brand] : null;
  const brandName = name ? t`Card type: ${name}` : '';
  const { set, field } = draftFields('card', card, onCard, checks);

  return (
    <div className="method-form" data-testid="new-card-form">
      <TextField {...field('nameOnCard')} label={<Trans>Name on card</Trans>} autoComplete="cc-name" />
      <TextField
        {...field('number')}
        label={<Trans>Card number</Trans>}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        addon={
          <p className="field__note" aria-live="polite" data-testid="card-brand">
            {brandName}
          </p>
        }
      />
      <div className="field-row">
        <ExpiryField {...field('expiry')} />
        <ZipField {...field('zip')} />
        <CvvField {...field('cvv')} hint={<CvvHint brand={brand} />} />
      </div>
      {saveOption ? (
        <div className="check">
          <input id={fieldId('card.save')} type="checkbox" checked={card.save} onChange={(e) => set({ save: e.target.checked })} />
          <label htmlFor={fieldId('card.save')}>
            <Trans>Save this card for future payments</Trans>
          </label>
        </div>
      ) : null}
    </div>
  );
}
