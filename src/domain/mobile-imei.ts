import { z } from 'zod/mini';

// The device a line takes in a swap (spec platform §7 "device swap"): an IMEI is 15 digits, the
// last a Luhn check digit over the first 14 (3GPP TS 23.003). A device already on the account
// cannot be swapped in again. Whether a device is locked to another carrier only that carrier
// knows, so no rule here says it.

/** The Luhn check digit that completes these 14 digits into an IMEI. */
export function imeiCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    let d = Number(first14[first14.length - 1 - i]);
    // from the right, every other digit (starting with the one next to the check digit) is doubled
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export const isValidImei = (imei: string): boolean => /^\d{15}$/.test(imei) && imeiCheckDigit(imei.slice(0, 14)) === imei[14];

/** The IMEI as typed: spaces and dashes between the digits are dropped, then 15 digits with a valid check digit. */
export const Imei = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{15}$/, 'imei.format'), z.refine(isValidImei, { message: 'imei.checkDigit' })),
);

export type ImeiRefusal = 'imei.alreadyOnAccount';
/** Why this (valid) IMEI cannot be swapped in: it is already one of the account's devices. */
export const imeiSwapRefusal = (imei: string, accountImeis: readonly string[]): ImeiRefusal | null =>
  accountImeis.includes(imei) ? 'imei.alreadyOnAccount' : null;

/** The IMEI's first eight digits: the type allocation code, which names the model. */
export const typeAllocationCode = (imei: string): string => imei.slice(0, 8);

export type DeviceSwapRefusal = ImeiRefusal | 'imei.unknownDevice' | 'imei.wrongDeviceType' | 'deviceSwap.lineNotActive';

/**
 * Why a line cannot take this device: the line is not ACTIVE (a suspended line takes no change),
 * the device is already on the account, the network does not know the model (its type allocation
 * code), or the model is not the kind of device the line is for (a watch line takes a watch).
 */
export function deviceSwapRefusal(
  line: { status: string; type: string },
  imei: string,
  accountImeis: readonly string[],
  model: { deviceType: string } | undefined,
): DeviceSwapRefusal | null {
  if (line.status !== 'ACTIVE') return 'deviceSwap.lineNotActive';
  const taken = imeiSwapRefusal(imei, accountImeis);
  if (taken) return taken;
  if (!model) return 'imei.unknownDevice';
  if (model.deviceType !== line.type) return 'imei.wrongDeviceType';
  return null;
}
