import { describe, expect, it } from 'vitest';
import { shipmentStatusOn, trackingOn, trackingUrl } from '../../src/domain/equipment-shipment';

// src/domain/equipment-shipment.ts: a shipment's status on a day, read from the carrier's days, at each boundary.
describe('shipmentStatusOn', () => {
  const shipped = { shipDate: '2026-11-20', deliveryDate: '2026-11-23', returnDate: null };
  it('ordered before its ship day, shipped on it, in transit after, delivered from its delivery day', () => {
    expect(shipmentStatusOn(shipped, '2026-11-19')).toBe('ORDERED');
    expect(shipmentStatusOn(shipped, '2026-11-20')).toBe('SHIPPED');
    expect(shipmentStatusOn(shipped, '2026-11-21')).toBe('IN_TRANSIT');
    expect(shipmentStatusOn(shipped, '2026-11-22')).toBe('IN_TRANSIT');
    expect(shipmentStatusOn(shipped, '2026-11-23')).toBe('DELIVERED');
  });
  it('an order not shipped yet stays ordered, even past its expected day', () => {
    expect(shipmentStatusOn({ ...shipped, shipDate: null }, '2026-12-30')).toBe('ORDERED');
  });
  it('one sent back is in transit until its return day, never delivered, then returned', () => {
    const back = { ...shipped, returnDate: '2026-11-27' };
    expect(shipmentStatusOn(back, '2026-11-23')).toBe('IN_TRANSIT');
    expect(shipmentStatusOn(back, '2026-11-26')).toBe('IN_TRANSIT');
    expect(shipmentStatusOn(back, '2026-11-27')).toBe('RETURNED');
  });
  it("links each carrier's tracking page, and none before the carrier has the parcel", () => {
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('USPS', '9400 1')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201');
    const parcel = { ...shipped, carrier: 'FEDEX' as const, trackingNumber: '123456789012' };
    expect(trackingOn(parcel, '2026-11-19')).toBeNull();
    expect(trackingOn(parcel, '2026-11-20')).toEqual({ trackingNumber: '123456789012', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789012' });
  });
});
