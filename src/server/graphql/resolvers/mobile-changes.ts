import { z } from 'zod';
import { DataNotifications, dataNotificationRefusal } from '../../../domain/mobile-data-notifications';
import { deviceSwapRefusal, Imei, typeAllocationCode } from '../../../domain/mobile-imei';
import { featureRequestStatusAt, LineFeatureCode, lineFeatureRefusal, lineFeatureStatusAt, RequestedFeatureStatus } from '../../../domain/mobile-line-features';
import { LineNickname } from '../../../domain/mobile-line-nickname';
import { mobileRefusal } from '../../../domain/roles';
import type { Caller } from '../../context';
import { ApiError, notFound } from '../../errors';
import { parseInput } from '../../rest/parse';
import { nextId } from '../../store/store';
import { deviceOf, featureRequestOf, mobileAccountOf } from '../../views/mobile';
import type { ResolverContext } from '../resolver-context';
import { ownRecord } from './checks';
import { lineFeatureTiming, mobileReadContext } from './mobile-context';

// The mobile changes (spec platform §7): each checks its armed fault, then the role (ADMIN,
// PRIMARY: src/domain/roles.ts), then parses its input with the domain's rules, and writes in one
// transaction, which the audit trail records (src/server/audit.ts).

/** The reason a feature change fails with when the test fault `lineFeatureRejected` is armed. */
const NETWORK_REJECTED = 'lineFeature.networkRejected';

const DataNotificationsInput = z.object({ dataNotificationEnabled: z.boolean(), dataNotificationsThreshold: z.number().int() }).strict();
const NicknameInput = z.object({ lineId: z.string().min(1), nickname: LineNickname }).strict();
const FeatureInput = z.object({ lineId: z.string().min(1), feature: LineFeatureCode, status: RequestedFeatureStatus }).strict();
const SwapInput = z.object({ lineId: z.string().min(1), imei: Imei }).strict();

/** The role rule before the input is read: a role that may not change learns that and nothing else. */
function assertMobileChange(caller: Caller): void {
  const refusal = mobileRefusal(caller.user.role);
  if (refusal) throw new ApiError('FORBIDDEN', 'Only account administrators can change mobile settings', [{ path: [], code: 'custom', message: refusal }]);
}

const refused = (code: 'VALIDATION_FAILED' | 'CONFLICT', message: string, path: string[], issue: string) =>
  new ApiError(code, message, [{ path, code: 'custom', message: issue }]);

export const mobileChangeResolvers = {
  updateMobileAccount: (args: { input: unknown }, context: ResolverContext) => {
    const { server, caller } = context;
    server.faults.failIfArmed('updateMobileAccount');
    assertMobileChange(caller);
    const settings = parseInput(DataNotifications, parseInput(DataNotificationsInput, args.input));
    const account = mobileAccountOf(mobileReadContext(context));
    if (!account) throw notFound('Mobile account');
    const refusal = dataNotificationRefusal(settings, account.dataNotifications.dataTierOptions);
    if (refusal) throw refused('VALIDATION_FAILED', 'Choose one of the offered thresholds', ['dataNotificationsThreshold'], refusal);
    return server.store.transact((draft) => {
      const record = draft.mobileAccounts.find((m) => m.id === account.id)!;
      record.dataNotifications = { ...record.dataNotifications, ...settings };
      return { ...record.dataNotifications, dataTierOptions: [...record.dataNotifications.dataTierOptions] };
    });
  },

  updateLineNickname: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('updateLineNickname');
    assertMobileChange(caller);
    const { lineId, nickname } = parseInput(NicknameInput, args.input);
    ownRecord(server.store.state.mobileLines, lineId, caller, 'Mobile line');
    server.store.transact((draft) => {
      draft.mobileLines.find((l) => l.id === lineId)!.lineName = nickname;
    });
    return { lineId, lineName: nickname };
  },

  /**
   * Accepted as PENDING; the simulated network applies it `applySeconds` later on the server
   * clock (tests move the clock instead of waiting), or refuses it then when the test fault
   * `lineFeatureRejected` was armed at the request.
   */
  updateLineFeatureState: (args: { input: unknown }, context: ResolverContext) => {
    const { server, caller } = context;
    server.faults.failIfArmed('updateLineFeatureState');
    assertMobileChange(caller);
    const { lineId, feature, status } = parseInput(FeatureInput, args.input);
    const line = ownRecord(server.store.state.mobileLines, lineId, caller, 'Mobile line');
    const stored = line.features.find((f) => f.code === feature);
    if (!stored) throw refused('CONFLICT', 'This line does not have that feature', ['feature'], 'lineFeature.ineligible');
    const now = server.clock.now();
    const requests = server.store.state.lineFeatureRequests
      .filter((r) => r.accountId === caller.account.id && r.lineId === lineId && r.feature === feature)
      .sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : 1));
    const pending = requests.some((r) => featureRequestStatusAt(r, now) === 'PENDING');
    const refusal = lineFeatureRefusal(line, lineFeatureStatusAt(stored.status, requests, now), status, pending);
    if (refusal) throw refused('CONFLICT', 'This feature cannot be changed now', ['status'], refusal);
    const rejected = server.faults.consume('lineFeatureRejected');
    const { applySeconds, guidelines } = lineFeatureTiming(context);
    const request = server.store.transact((draft) => {
      const record = {
        id: nextId(draft, 'lineFeatureRequests'),
        accountId: caller.account.id,
        lineId,
        feature,
        requestedStatus: status,
        requestedAt: now.toISOString(),
        completesAt: new Date(now.getTime() + applySeconds * 1000).toISOString(),
        failureReason: rejected ? NETWORK_REJECTED : null,
      };
      draft.lineFeatureRequests.push(record);
      return record;
    });
    return { ...featureRequestOf(mobileReadContext(context), request), pollingGuidelines: guidelines };
  },

  /** The line takes the device with this IMEI (a model the network knows); the device it had is swapped out. */
  swapDevice: (args: { input: unknown }, context: ResolverContext) => {
    const { server, caller } = context;
    server.faults.failIfArmed('swapDevice');
    assertMobileChange(caller);
    const { lineId, imei } = parseInput(SwapInput, args.input);
    const line = ownRecord(server.store.state.mobileLines, lineId, caller, 'Mobile line');
    const ctx = mobileReadContext(context);
    const account = mobileAccountOf(ctx);
    const onAccount = server.store.state.mobileDevices.filter((d) => d.accountId === caller.account.id && d.deviceStatus !== 'DEACTIVE').map((d) => d.imei);
    const model = account?.deviceCatalog.find((m) => m.tac === typeAllocationCode(imei));
    const refusal = deviceSwapRefusal(line, imei, onAccount, model);
    if (refusal) {
      const status = refusal === 'imei.unknownDevice' || refusal === 'imei.wrongDeviceType' ? 'VALIDATION_FAILED' : 'CONFLICT';
      throw refused(status, 'This device cannot be swapped in', ['imei'], refusal);
    }
    const device = server.store.transact((draft) => {
      const { brand, model: modelName, color, capacity, deviceType, deviceOS, is5G, eSimCapable } = model!;
      const record = {
        id: nextId(draft, 'mobileDevices'),
        accountId: caller.account.id,
        brand,
        model: modelName,
        color,
        capacity,
        deviceType,
        deviceOS,
        is5G,
        eSimCapable,
        imei,
        deviceStatus: 'ACTIVE' as const,
        simPreInstalled: false,
        // a device the customer brings: not bought, financed or insured here, and unlocked (a locked one is its carrier's to refuse)
        isBYOD: true,
        isLocked: false,
        activationType: line.simType,
        callToActivate: false,
        upgradeEligibilityStatus: 'NOT_ELIGIBLE' as const,
        price: 0,
        insurancePlanId: null,
        orderNumber: null,
        orderStatus: null,
        financing: null,
      };
      draft.mobileDevices.push(record);
      const previous = line.deviceId ? draft.mobileDevices.find((d) => d.id === line.deviceId) : undefined;
      if (previous) previous.deviceStatus = 'DEACTIVE';
      const target = draft.mobileLines.find((l) => l.id === lineId)!;
      target.deviceId = record.id;
      target.imei = imei;
      return record;
    });
    return { lineId, device: deviceOf(mobileReadContext(context), device), previousDeviceId: line.deviceId };
  },
};
