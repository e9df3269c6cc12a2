import { LineNickname } from '../../src/domain/mobile-line-nickname';
import { imeiCheckDigit } from '../../src/domain/mobile-imei';
import { answered, each, faulted, flowModel, steps } from '../model/model-helpers';
import { mobileDataAlertsMachine } from './data-alerts';
import { mobileDeviceSwapMachine } from './device-swap';
import { mobileLineFeatureMachine } from './line-feature';
import { mobileLineNicknameMachine } from './line-nickname';
import { mobileUsageStateMachine, type UsageStateEvent } from './usage-state';

/**
 * The mobile flows' models, walked against the backend as Fleet Courier's owner (mobile@fleet,
 * PRIMARY): its phone line (Owen Fischer's iPhone), its data alerts (on at 75%, tiers 50, 75, 90).
 * A refusal by the server (its role or line rule) is caused by a fault with the code it answers.
 */
const FLEET_OWNER = { username: 'mobile@fleet.example' };
const OWEN_LINE = 'line_1';

/** The server's refusal of a change for a rule: 409 with the rule's code. */
const refusedBy = (id: string, name: string, operation: string, reason: string) =>
  faulted(id, name, operation, 'CONFLICT', { status: 200, issues: [{ path: [], code: 'custom', message: reason }] });

const NEW_LINE_NAME = 'Owen F. (sales)';

export const mobileLineNicknameModel = flowModel(mobileLineNicknameMachine, 'Mobile: renaming a line', {
  input: { lineId: OWEN_LINE, lineName: 'Owen Fischer' },
  events: [
    { event: { type: 'nickname.set', draft: NEW_LINE_NAME } },
    // the line name takes no "#" (src/domain/mobile-line-nickname.ts)
    { event: { type: 'nickname.set', draft: 'Van #4' } },
    ...steps('save', 'cancel'),
  ],
  // the draft's validity is what the guard reads: the typed text itself makes endless states
  project: (context) => ({ valid: LineNickname.safeParse(context.draft).success, tried: context.tried, output: context.output }),
  actors: {
    updateLineNickname: [
      answered('updateLineNickname', 'saved', { lineId: OWEN_LINE, lineName: NEW_LINE_NAME }),
      faulted('updateLineNickname', 'failed', 'updateLineNickname', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
  },
  world: FLEET_OWNER,
});

/** Small server-side timings for the walk: applied 60 s after the request; first read after 1 s, then every second, for 2 s. */
const FEATURE_TIMING = { offlineSeconds: 60, startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 };
const GUIDELINES = { featureToUseForPolling: 'lineFeaturesUpdateRequestStatus', startDelaySeconds: 1, intervalSeconds: 1, durationSeconds: 2 };
/**
 * The request a network will refuse once it is applied (the fault `lineFeatureRejected`, armed at
 * the request): the model tells it apart by its id, so the status it later reads is FAILED.
 */
const REJECTED_REQUEST = 'lfr_rejected';
const ACCEPTED_REQUEST = 'lfr_accepted';

export const mobileLineFeatureModel = flowModel(mobileLineFeatureMachine, 'Mobile: turning a line feature on or off', {
  // Owen's hotspot, on: turn it off
  input: { lineId: OWEN_LINE, lineStatus: 'ACTIVE', feature: 'MOBILE_HOTSPOT', current: 'ENABLED', requested: 'DISABLED', pending: false },
  inputVariants: [
    // the same feature asked for the state it has: Confirm is refused (lineFeature.unchanged)
    { lineId: OWEN_LINE, lineStatus: 'ACTIVE', feature: 'MOBILE_HOTSPOT', current: 'ENABLED', requested: 'ENABLED', pending: false },
  ],
  events: steps('confirm', 'keep'),
  actors: {
    request: [
      answered('request', 'accepted', { requestId: ACCEPTED_REQUEST, pollingGuidelines: GUIDELINES }),
      {
        name: 'acceptedThenRejected',
        event: { type: 'xstate.done.actor.request', output: { requestId: REJECTED_REQUEST, pollingGuidelines: GUIDELINES } },
        cause: { kind: 'fault', operation: 'lineFeatureRejected', errorCode: 'CONFLICT' },
      },
      refusedBy('request', 'refused', 'updateLineFeatureState', 'lineFeature.lineNotActive'),
      faulted('request', 'failed', 'updateLineFeatureState', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
    status: [
      answered('status', 'pending', { requestId: ACCEPTED_REQUEST, status: 'PENDING', failureReason: null }),
      {
        name: 'completed',
        event: { type: 'xstate.done.actor.status', output: { requestId: ACCEPTED_REQUEST, status: 'COMPLETED', failureReason: null } },
        cause: { kind: 'serverClock', advanceSeconds: FEATURE_TIMING.offlineSeconds },
        possible: (context: { requestId: string | null }) => context.requestId === ACCEPTED_REQUEST,
      },
      {
        name: 'rejected',
        event: { type: 'xstate.done.actor.status', output: { requestId: REJECTED_REQUEST, status: 'FAILED', failureReason: 'lineFeature.networkRejected' } },
        cause: { kind: 'serverClock', advanceSeconds: FEATURE_TIMING.offlineSeconds },
        possible: (context: { requestId: string | null }) => context.requestId === REJECTED_REQUEST,
      },
      faulted('status', 'unreadable', 'lineFeaturesUpdateRequestStatus', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
  },
  world: { ...FLEET_OWNER, patch: { config: { lineFeatureChange: FEATURE_TIMING } } },
});

const THRESHOLD_TIERS = [
  { value: 50, label: '50%' },
  { value: 75, label: '75%' },
  { value: 90, label: '90%' },
];
const ALERTS_SAVED = { dataNotificationEnabled: true, dataNotificationsThreshold: 90 };

export const mobileDataAlertsModel = flowModel(mobileDataAlertsMachine, 'Mobile: data-usage notifications', {
  input: { settings: { dataNotificationEnabled: true, dataNotificationsThreshold: 75 }, tierOptions: THRESHOLD_TIERS },
  events: [
    { event: { type: 'alerts.set', draft: ALERTS_SAVED } },
    // 80% is not one of the tiers (dataNotifications.threshold)
    { event: { type: 'alerts.set', draft: { dataNotificationEnabled: true, dataNotificationsThreshold: 80 } } },
    ...steps('save', 'cancel'),
  ],
  project: (context) => ({
    valid: THRESHOLD_TIERS.some((t) => t.value === context.draft.dataNotificationsThreshold),
    tried: context.tried,
    output: context.output,
  }),
  actors: {
    updateDataNotifications: [
      answered('updateDataNotifications', 'saved', ALERTS_SAVED),
      faulted('updateDataNotifications', 'refused', 'updateMobileAccount', 'FORBIDDEN', {
        status: 200,
        issues: [{ path: [], code: 'custom', message: 'mobile.adminOnly' }],
      }),
      faulted('updateDataNotifications', 'failed', 'updateMobileAccount', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
  },
  world: FLEET_OWNER,
});

/**
 * A device the network knows (the iPhone 15's type allocation code) and not on the account; one whose
 * check digit is wrong; and a well-formed IMEI of a model the network does not know, which only the
 * server can refuse (imei.unknownDevice). The seed's own IMEIs are not valid ones, so none is typed.
 */
const IPHONE_15 = '35391766000000';
const NEW_IMEI = IPHONE_15 + imeiCheckDigit(IPHONE_15);
const BAD_IMEI = IPHONE_15 + ((Number(imeiCheckDigit(IPHONE_15)) + 1) % 10);
const UNKNOWN_MODEL = '99000000000000';
const UNKNOWN_IMEI = UNKNOWN_MODEL + imeiCheckDigit(UNKNOWN_MODEL);
/** What the server does with the IMEI sent decides the answer: a known model is swapped in, an unknown one refused. */
const sent = (imei: string) => (context: { draft: string }) => context.draft === imei;

export const mobileDeviceSwapModel = flowModel(mobileDeviceSwapMachine, 'Mobile: moving a line to another device', {
  input: { lineId: OWEN_LINE, accountImeis: [] },
  events: [...each('imei.set', 'draft', NEW_IMEI, BAD_IMEI, UNKNOWN_IMEI), ...steps('next', 'confirm', 'back', 'cancel')],
  // three drafts at most: the draft itself tells the server's answers apart
  project: (context) => ({ draft: context.draft, tried: context.tried, output: context.output }),
  actors: {
    swapDevice: [
      { ...answered('swapDevice', 'swapped', { lineId: OWEN_LINE, deviceId: 'dev_new', imei: NEW_IMEI }), possible: sent(NEW_IMEI) },
      {
        name: 'refused',
        event: {
          type: 'xstate.error.actor.swapDevice',
          error: { code: 'VALIDATION_FAILED', status: 400, issues: [{ path: ['imei'], code: 'custom', message: 'imei.unknownDevice' }] },
        },
        cause: { kind: 'answer' },
        possible: sent(UNKNOWN_IMEI),
      },
      { ...faulted('swapDevice', 'failed', 'swapDevice', 'SERVICE_UNAVAILABLE', { status: 200 }), possible: sent(NEW_IMEI) },
    ],
  },
  world: FLEET_OWNER,
});

/** A reading of a line against a 10 GB allowance with no throttle limit: `usedMb` used, the network throttling or not. */
const reading = (usedMb: number, throttled = false): { event: UsageStateEvent } => ({
  event: { type: 'reading', usedMb, allowanceMb: 10_240, throttleLimitMb: null, throttled },
});

export const mobileUsageStateModel = flowModel(mobileUsageStateMachine, 'Mobile: a line’s usage state and its alerts', {
  input: {},
  // one reading per state: 10%, 80%, 95%, 110% of the allowance, and throttled
  events: [reading(1_024), reading(8_192), reading(9_728), reading(11_264), reading(11_264, true)],
  // the states and transitions, not the readings and alerts kept, tell the machine's states apart
  project: () => null,
  actors: {},
  world: FLEET_OWNER,
});
