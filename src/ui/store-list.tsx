import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { PaymentStore } from '../domain/payment-store';
import { PhoneLink } from './phone-link';
import { storeHoursText, storeName } from './store-text';

/** Where to pay in a store (spec billing §5, §8): name, address, phone, hours, and whether it takes cash. */
export function StoreList({ stores, titleId }: { stores: PaymentStore[]; titleId: string }) {
  const { i18n } = useLingui();
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="store-list">
      <h3 id={titleId} className="card__title">
        <Trans>Payment centers</Trans>
      </h3>
      <ul className="stores">
        {stores.map((store) => (
          <li key={store.id} className="stores__item">
            <p className="stores__name">{storeName(store, i18n)}</p>
            <address>
              {store.address.addressLine1}
              {store.address.addressLine2 ? `, ${store.address.addressLine2}` : ''}
              <br />
              {store.address.city}, {store.address.state} {store.address.zip}
            </address>
            <p className="stores__phone">
              <PhoneLink digits={store.phone} />
            </p>
            <p className="stores__hours">
              {storeHoursText(store.hours, i18n).map((run, i, runs) => (
                <Fragment key={run}>
                  {i > 0 ? ' ' : null}
                  <span className="stores__run">{i < runs.length - 1 ? `${run};` : run}</span>
                </Fragment>
              ))}
            </p>
            {store.acceptsCash ? null : (
              <p className="stores__hours">
                <Trans>Card payments only</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
