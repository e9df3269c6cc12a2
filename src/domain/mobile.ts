/**
 * Mobile device financing (spec platform §3 devices: financing with remainingBalance,
 * remainingPaymentCount, monthlyDevicePayment, percentPaid; spec billing §2 mobile devices balance card).
 */
export interface DeviceFinancing {
  /** cents */
  price: number;
  /** cents */
  remainingBalance: number;
}

/** How much of the device is paid off, in whole percent (rounded). */
export const percentPaid = (financing: DeviceFinancing): number =>
  financing.price === 0 ? 100 : Math.round(((financing.price - financing.remainingBalance) / financing.price) * 100);
