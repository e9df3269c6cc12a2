import { Trans, useLingui } from '@lingui/react/macro';
import type { CardDraft } from '../../../machines/one-time-payment.checks';
import { detectBrand } from '../../domain/card';
import { BRAND_NAMES } from '../labels';
import type { ErrorText } from './error-text';
import { TextField } from './text-field';
import { fieldId } from './field-id';

interface Props {
  card: CardDraft;
  onCard: (card: CardDraft) => void;
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  errorText: ErrorText;
  /** the save-to-wallet choice; off where saving is the point (an Auto Pay step) */
  saveOption?: boolean;
}

/** A card typed in for this payment (spec billing §3 card fields), optionally saved to the wallet. */
export function NewCardForm({ card, onCard, shown, touch, alertField, errorText, saveOption = true }: Props) {
  const { t } = useLingui();
  const brand = detectBrand(card.number);
  const name = brand ? BRAND_NAMES[brand] : null;
  const brandName = name ? t`Card type: ${name}` : '';
  const set = (patch: Partial<CardDraft>) => onCard({ ...card, ...patch });
  const field = (name: keyof CardDraft) => {
    const key = `card.${name}`;
    const code = shown(key);
    return { field: key, error: code ? errorText(code, key) : null, announce: alertField === key, onBlur: () => touch(key) };
  };

  return (
    <div className="method-form" data-testid="new-card-form">
      <TextField
        {...field('nameOnCard')}
        label={<Trans>Name on card</Trans>}
        value={card.nameOnCard}
        onValue={(nameOnCard) => set({ nameOnCard })}
        autoComplete="cc-name"
      />
      <TextField
        {...field('number')}
        label={<Trans>Card number</Trans>}
        value={card.number}
        onValue={(number) => set({ number })}
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
        <TextField
          {...field('expiry')}
          label={<Trans>Expiration (MMYY)</Trans>}
          value={card.expiry}
          onValue={(expiry) => set({ expiry })}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={4}
        />
        <TextField
          {...field('zip')}
          label={<Trans>ZIP code</Trans>}
          value={card.zip}
          onValue={(zip) => set({ zip })}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
        />
        <TextField
          {...field('cvv')}
          label={<Trans>Security code (CVV)</Trans>}
          hint={brand === 'AMEX' ? <Trans>4 digits, on the front of the card</Trans> : <Trans>3 digits, on the back of the card</Trans>}
          hintBelow
          value={card.cvv}
          onValue={(cvv) => set({ cvv })}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
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
