import { z } from 'zod/mini';

// spec platform §3 "Data-notification settings: dataNotificationEnabled, dataNotificationsThreshold,
// dataTierOptions (value, label)"; §7 updateMobileAccount "including data notifications".
// The threshold is one of the account's tier options (a percent of the plan group's allowance).

export const DataTierOption = z.object({ value: z.number().check(z.int(), z.gte(1), z.lte(100)), label: z.string() });
export type DataTierOption = z.infer<typeof DataTierOption>;

export const DataNotifications = z.object({
  dataNotificationEnabled: z.boolean(),
  dataNotificationsThreshold: z.number().check(z.int()),
});
export type DataNotifications = z.infer<typeof DataNotifications>;

export type DataNotificationRefusal = 'dataNotifications.threshold';
/** Why these settings cannot be kept: the threshold is not one of the tier options. */
export const dataNotificationRefusal = (settings: DataNotifications, options: readonly DataTierOption[]): DataNotificationRefusal | null =>
  options.some((o) => o.value === settings.dataNotificationsThreshold) ? null : 'dataNotifications.threshold';
