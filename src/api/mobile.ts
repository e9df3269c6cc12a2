import { z } from 'zod/mini';
import { IsoDate } from '../domain/dates';
import { Cents } from '../domain/money';
import { MOBILE_DEVICES_QUERY } from './first-read-documents/billing-home';
import { graphQuery } from './graph';

// The mobile devices balance card's read (spec billing §2, platform §3 balance and devices).

const Financing = z.object({
  remainingBalance: Cents,
  remainingPaymentCount: z.number(),
  monthlyDevicePayment: Cents,
  percentPaid: z.number(),
  termLength: z.number(),
});

const MobileDevicesAnswer = z.object({
  mobileBalance: z.nullable(z.object({ accountStatus: z.string(), totalBalance: Cents, pastDue: Cents, dueDate: IsoDate })),
  devices: z.array(z.object({ deviceId: z.string(), brand: z.string(), model: z.string(), financing: z.nullable(Financing) })),
});
export type MobileDevices = z.infer<typeof MobileDevicesAnswer>;

/** The mobile balance and the financed devices; `mobileBalance` is null on an account without mobile service. */
export const fetchMobileDevices = (): Promise<MobileDevices> => graphQuery(MOBILE_DEVICES_QUERY, MobileDevicesAnswer);
