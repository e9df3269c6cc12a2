import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { fetchEquipmentShipments } from '../../api/shipments';
import type { Carrier, EquipmentShipment, ShipmentStatus } from '../../domain/equipment-shipment';
import { useFormat } from '../../i18n/format';
import { FactItem } from '../../ui/facts';
import { LoadedContent } from '../../ui/loaded-content';
import { TitledCard } from '../../ui/titled-card';
import { useCardRead } from '../../ui/use-card-read';
import { EquipmentTypeName } from './equipment-type-name';

/**
 * Equipment shipments with tracking (spec platform §3): on /services every shipment of
 * the account, on a device's page the ones that brought it. Each with its carrier, the tracking
 * number linked to the carrier's tracking page, its status, its days and what is in it. It reads on
 * its own: loading, none, or the catalogue's message with Try again, without taking the page down.
 */
export function ShipmentsCard({ equipmentId }: { equipmentId?: string }) {
  const read = useCallback(() => fetchEquipmentShipments(equipmentId), [equipmentId]);
  const [shipments, retry] = useCardRead(read);
  return (
    <TitledCard className="shipments" titleId="shipments-title" testId="shipments" title={<Trans>Equipment shipments</Trans>}>
      <LoadedContent
        screen={shipments.screen}
        loading={<Trans>Loading your equipment shipments…</Trans>}
        failure={<Trans>Sorry, something didn't work as it should. Please try again later.</Trans>}
        failureTestId="shipments-failed"
        onRetry={retry}
      >
        {shipments.screen === 'ready' ? <ShipmentList shipments={shipments.data} forDevice={equipmentId !== undefined} /> : null}
      </LoadedContent>
    </TitledCard>
  );
}

function ShipmentList({ shipments, forDevice }: { shipments: EquipmentShipment[]; forDevice: boolean }) {
  if (shipments.length === 0)
    return (
      <p className="card__text" data-testid="shipments-none">
        {forDevice ? <Trans>This device did not come in a shipment we can track.</Trans> : <Trans>There are no equipment shipments on this account.</Trans>}
      </p>
    );
  return (
    <ul className="shipments__list">
      {shipments.map((s) => (
        <Shipment key={s.id} shipment={s} />
      ))}
    </ul>
  );
}

const STATUS: Record<ShipmentStatus, [MessageDescriptor, string]> = {
  ORDERED: [msg`Ordered`, 'badge--pending'],
  SHIPPED: [msg`Shipped`, 'badge--info'],
  IN_TRANSIT: [msg`In transit`, 'badge--info'],
  DELIVERED: [msg`Delivered`, 'badge--success'],
  RETURNED: [msg`Returned`, 'badge--returned'],
};

const CARRIER: Record<Carrier, string> = { UPS: 'UPS', FEDEX: 'FedEx', USPS: 'USPS' };

function Shipment({ shipment: s }: { shipment: EquipmentShipment }) {
  const { t } = useLingui();
  const format = useFormat();
  const [statusText, badge] = STATUS[s.status];
  const titleId = `shipment-${s.id}`;
  const carrier = CARRIER[s.carrier];
  return (
    <li className="shipments__item" data-testid={`shipment-${s.id}`}>
      <div className="shipments__head">
        <h3 id={titleId} className="shipments__title">
          <Trans>Order {s.orderId}</Trans>
        </h3>
        <span className={`badge ${badge}`} data-testid={`shipment-status-${s.id}`}>
          {t(statusText)}
        </span>
      </div>
      <dl className="device-facts">
        <FactItem label={<Trans>Carrier</Trans>}>{carrier}</FactItem>
        <FactItem label={<Trans>Tracking number</Trans>} valueClassName="device-facts__code">
          {s.trackingNumber && s.trackingUrl ? (
            <a href={s.trackingUrl} className="link" target="_blank" rel="noopener noreferrer" data-testid={`shipment-tracking-${s.id}`}>
              {s.trackingNumber}
              <span className="visually-hidden">
                {' '}
                <Trans>(track on the {carrier} site, opens in a new tab)</Trans>
              </span>
            </a>
          ) : (
            <Trans>Given once it ships</Trans>
          )}
        </FactItem>
        <FactItem label={<Trans>Ordered</Trans>}>{format.date(s.orderDate)}</FactItem>
        {s.shipDate && s.status !== 'ORDERED' ? <FactItem label={<Trans>Shipped</Trans>}>{format.date(s.shipDate)}</FactItem> : null}
        {s.status === 'DELIVERED' ? (
          <FactItem label={<Trans>Delivered</Trans>}>{format.date(s.deliveryDate)}</FactItem>
        ) : s.status === 'RETURNED' && s.returnDate ? (
          <FactItem label={<Trans>Returned to us</Trans>}>{format.date(s.returnDate)}</FactItem>
        ) : (
          <FactItem label={<Trans>Expected delivery</Trans>}>{format.date(s.deliveryDate)}</FactItem>
        )}
        <FactItem label={<Trans>Ship to</Trans>}>
          {s.address.addressLine1}
          {s.address.addressLine2 ? `, ${s.address.addressLine2}` : ''}, {s.address.city}, {s.address.state} {s.address.zip}
        </FactItem>
      </dl>
      <ul className="shipments__items" aria-label={t`In this shipment`}>
        {s.items.map((item, i) => (
          <li key={i}>
            <Trans>
              {item.quantity} × <EquipmentTypeName type={item.equipmentType} /> ({item.model})
            </Trans>
          </li>
        ))}
      </ul>
    </li>
  );
}
