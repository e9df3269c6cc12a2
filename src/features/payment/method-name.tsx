import { Trans } from '@lingui/react/macro';
import type { MethodDraft, PaymentInfo } from '../../../machines/payment/one-time-payment.checks';
import { detectBrand, last4 as lastFour, normalizeCardNumber, type CardBrand } from '../../domain/card';
import { PaymentMethodText } from '../../ui/payment-method-text';

/** "Visa ending in 7731", "Bank account ending in 8841": how a method is named everywhere in the flow (the same words as a payment's method). */
export function MethodName({ type, brand, last4 }: { type: 'CARD' | 'BANK' | 'CASH'; brand: CardBrand | null; last4: string | null }) {
  return <PaymentMethodText payment={{ methodType: type, brand, last4 }} />;
}

/** The method the user chose, whichever way: saved, typed in, or linked through their bank. */
export function DraftMethodName({ info, method }: { info: PaymentInfo; method: MethodDraft | null }) {
  if (!method) return null;
  switch (method.kind) {
    case 'saved': {
      const saved = info.methods.find((m) => m.id === method.id);
      return saved ? <MethodName type={saved.type} brand={saved.brand} last4={saved.last4} /> : null;
    }
    case 'card': {
      const digits = normalizeCardNumber(method.card.number);
      return <MethodName type="CARD" brand={detectBrand(digits)} last4={lastFour(digits)} />;
    }
    case 'bank':
      return <MethodName type="BANK" brand={null} last4={lastFour(method.bank.accountNumber)} />;
    case 'linked': {
      const { name, last4 } = method.account;
      return (
        <Trans>
          {name} ending in {last4}
        </Trans>
      );
    }
  }
}
