import { expect } from 'vitest';
import type { FlowPath } from '../../machines/model/paths';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * The mobile flows, walked against the backend as tests/model/flow-groups.ts walks every flow,
 * then the store checked after each path: a saved name, data alerts or swap is what the path typed
 * and nothing else changed; an accepted feature change is one request on the line, of the state
 * asked for; a cancelled, kept, refused or failed change (and the usage state, which calls
 * nothing) leaves the mobile records as they were.
 */
const backend = await modelBackend();
const { today } = backend;

interface MobileStore {
  mobileLines: { id: string; lineName: string; imei: string; deviceId: string | null }[];
  mobileDevices: { id: string; imei: string; deviceStatus: string }[];
  mobileAccounts: { accountId: string; dataNotifications: { dataNotificationEnabled: boolean; dataNotificationsThreshold: number } }[];
  users: { username: string; accountId: string }[];
  lineFeatureRequests: { lineId: string; feature: string; requestedStatus: string }[];
}

const mobile = async () => {
  const store = (await control.store(backend.url)) as MobileStore;
  return {
    lines: store.mobileLines.map(({ id, lineName, imei }) => ({ id, lineName, imei })),
    activeImeis: store.mobileDevices.filter((d) => d.deviceStatus !== 'DEACTIVE').map((d) => d.imei),
    alerts: store.mobileAccounts.map(({ accountId, dataNotifications: d }) => ({
      accountId,
      enabled: d.dataNotificationEnabled,
      threshold: d.dataNotificationsThreshold,
    })),
    requests: store.lineFeatureRequests.map(({ lineId, feature, requestedStatus }) => ({ lineId, feature, requestedStatus })),
  };
};
type Mobile = Awaited<ReturnType<typeof mobile>>;
const seed = await mobile();
/** The account of the models' owner (mobile@fleet), whose data alerts the flow changes. */
const fleetAccount = ((await control.store(backend.url)) as MobileStore).users.find((u) => u.username === 'mobile@fleet.example')!.accountId;

/** The draft of the last `type` event the path sent, or `before` (the form's input) when it sent none. */
const lastDraft = <T>(path: FlowPath, type: string, before: T): T =>
  ([...path.steps].reverse().find((s) => s.event.type === type)?.event.draft as T | undefined) ?? before;
const answered = (path: FlowPath, invokeId: string) => path.steps.some((s) => s.kind === 'done' && s.outcome?.invokeId === invokeId);

function expected(flowId: string, path: FlowPath): Mobile {
  const lineId = path.input.lineId as string;
  switch (`${flowId}:${path.outcome}`) {
    case 'mobileLineNickname:saved': {
      const name = lastDraft(path, 'nickname.set', path.input.lineName as string);
      return { ...seed, lines: seed.lines.map((l) => (l.id === lineId ? { ...l, lineName: name } : l)) };
    }
    case 'mobileDataAlerts:saved': {
      const draft = lastDraft(path, 'alerts.set', path.input.settings as { dataNotificationEnabled: boolean; dataNotificationsThreshold: number });
      // the owner's account's alerts; every other account keeps its own
      return {
        ...seed,
        alerts: seed.alerts.map((a) =>
          a.accountId === fleetAccount ? { ...a, enabled: draft.dataNotificationEnabled, threshold: draft.dataNotificationsThreshold } : a,
        ),
      };
    }
    case 'mobileDeviceSwap:swapped': {
      const imei = lastDraft(path, 'imei.set', '');
      const old = seed.lines.find((l) => l.id === lineId)!.imei;
      return {
        ...seed,
        lines: seed.lines.map((l) => (l.id === lineId ? { ...l, imei } : l)),
        activeImeis: [...seed.activeImeis.filter((i) => i !== old), imei],
      };
    }
  }
  // a feature change the network accepted is recorded as a request, whatever the polling found
  if (flowId === 'mobileLineFeature' && answered(path, 'request'))
    return { ...seed, requests: [...seed.requests, { lineId, feature: path.input.feature as string, requestedStatus: path.input.requested as string }] };
  return seed;
}

for (const flow of storeCheckedFlows('mobile', today))
  describeWalks(backend, flow, { maxPaths: 50, thenCheck: async (path) => expect(await mobile()).toEqual(expected(flow.id, path)) });
