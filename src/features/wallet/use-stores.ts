import { useEffect, useState } from 'react';
import { browserTransport } from '../../api/browser-transport';
import { fetchPaymentStores, type PaymentStore } from '../../api/stores';

/** The payment store locations the backend serves (public reference data); none while loading or when it fails. */
export function useStores(): PaymentStore[] {
  const [stores, setStores] = useState<PaymentStore[]>([]);
  useEffect(() => {
    let live = true;
    fetchPaymentStores(browserTransport()).then(
      (found) => live && setStores(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return stores;
}
