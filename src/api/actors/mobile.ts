import { z } from 'zod/mini';
import { PollingGuidelines } from '../../domain/polling-guidelines';
import { DataNotifications } from '../../domain/mobile-data-notifications';
import { FeatureRequestStatus, type LineFeatureCode, type RequestedFeatureStatus } from '../../domain/mobile-line-features';
import type { Transport } from '../transport';

// The mobile account's changes (src/server/graphql/mobile.graphql, spec platform §7): a line's
// name, a line feature and its request's status, the data-usage notifications, a device swap.
// Every answer is parsed before a flow sees it.

const RENAME_LINE = `mutation RenameLine($input: UpdateLineNicknameInput!) { updateLineNickname(input: $input) { lineId lineName } }`;
const FEATURE_REQUEST_FIELDS = `requestId status failureReason pollingGuidelines { featureToUseForPolling startDelaySeconds intervalSeconds durationSeconds }`;
const CHANGE_FEATURE = `mutation ChangeLineFeature($input: UpdateLineFeatureStateInput!) { updateLineFeatureState(input: $input) { ${FEATURE_REQUEST_FIELDS} } }`;
const FEATURE_STATUS = `query LineFeatureRequest($requestId: ID!) { lineFeaturesUpdateRequestStatus(requestId: $requestId) { ${FEATURE_REQUEST_FIELDS} } }`;
const DATA_ALERTS = `mutation DataAlerts($input: UpdateMobileAccountInput!) { updateMobileAccount(input: $input) { dataNotificationEnabled dataNotificationsThreshold } }`;
const SWAP_DEVICE = `mutation SwapDevice($input: SwapDeviceInput!) { swapDevice(input: $input) { lineId device { deviceId imei } } }`;

const FeatureRequest = z.object({
  requestId: z.string(),
  status: FeatureRequestStatus,
  failureReason: z.nullable(z.string()),
  pollingGuidelines: PollingGuidelines,
});
const RenameLineAnswer = z.object({ updateLineNickname: z.object({ lineId: z.string(), lineName: z.string() }) });
const ChangeFeatureAnswer = z.object({ updateLineFeatureState: FeatureRequest });
const FeatureStatusAnswer = z.object({ lineFeaturesUpdateRequestStatus: FeatureRequest });
const DataAlertsAnswer = z.object({ updateMobileAccount: DataNotifications });
const SwapDeviceAnswer = z.object({ swapDevice: z.object({ lineId: z.string(), device: z.object({ deviceId: z.string(), imei: z.string() }) }) });

/** The mobile flows' calls. */
export function mobileCalls(transport: Transport) {
  return {
    updateLineNickname: async (input: { lineId: string; lineName: string }) =>
      (await transport.graph(RENAME_LINE, RenameLineAnswer, { input: { lineId: input.lineId, nickname: input.lineName } })).updateLineNickname,
    requestLineFeature: async (input: { lineId: string; feature: LineFeatureCode; status: RequestedFeatureStatus }) => {
      const { requestId, pollingGuidelines } = (await transport.graph(CHANGE_FEATURE, ChangeFeatureAnswer, { input })).updateLineFeatureState;
      return { requestId, pollingGuidelines };
    },
    checkFeatureRequest: async (input: { requestId: string }) => {
      const { requestId, status, failureReason } = (await transport.graph(FEATURE_STATUS, FeatureStatusAnswer, input)).lineFeaturesUpdateRequestStatus;
      return { requestId, status, failureReason };
    },
    updateDataNotifications: async (input: DataNotifications) => (await transport.graph(DATA_ALERTS, DataAlertsAnswer, { input })).updateMobileAccount,
    swapDevice: async (input: { lineId: string; imei: string }) => {
      const { lineId, device } = (await transport.graph(SWAP_DEVICE, SwapDeviceAnswer, { input })).swapDevice;
      return { lineId, deviceId: device.deviceId, imei: device.imei };
    },
  };
}
