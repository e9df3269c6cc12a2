import { Trans } from '@lingui/react/macro';
import { cvvPlace } from '../../domain/card';
import type { CardBrand } from '../../domain/card-brand';

/**
 * Where to find the security code, by the card's brand (src/domain/card.ts `cvvPlace`): the one
 * sentence the payment, Auto Pay, the wallet and the summary's quick pay all give.
 */
export function CvvHint({ brand }: { brand: CardBrand | null }) {
  const { digits, side } = cvvPlace(brand);
  return side === 'front' ? <Trans>{digits} digits, on the front of the card</Trans> : <Trans>{digits} digits, on the back of the card</Trans>;
}
