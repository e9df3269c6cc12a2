import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from './text-field';

/** A card field's state (fieldState) and value: what differs where a card is typed in or edited. */
interface CardFieldProps {
  field: string;
  error: string | null;
  announce?: boolean;
  onBlur?: () => void;
  value: string;
  onValue: (value: string) => void;
}

// The card's expiry, ZIP code and CVV read and behave the same on the new-card form and on a
// saved card's edit (spec billing §3 card fields): one place for their labels, autofill and length.

export function ExpiryField(props: CardFieldProps) {
  return <TextField {...props} label={<Trans>Expiration (MMYY)</Trans>} autoComplete="cc-exp" inputMode="numeric" maxLength={4} />;
}

export function ZipField(props: CardFieldProps) {
  return <TextField {...props} label={<Trans>ZIP code</Trans>} autoComplete="postal-code" inputMode="numeric" maxLength={5} />;
}

/** The security code: required on a new card, with where to find it; optional on an edit (only if it changed). */
export function CvvField({ optional = false, hint, ...props }: CardFieldProps & { optional?: boolean; hint?: ReactNode }) {
  return (
    <TextField
      {...props}
      label={optional ? <Trans>Security code (CVV), optional</Trans> : <Trans>Security code (CVV)</Trans>}
      hint={hint}
      hintBelow={hint !== undefined}
      autoComplete="cc-csc"
      inputMode="numeric"
      maxLength={4}
    />
  );
}
