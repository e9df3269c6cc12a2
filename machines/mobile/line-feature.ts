import { assign, setup } from 'xstate';
import type { RebootResult } from '../../src/domain/equipment';
import {
  lineFeatureRefusal,
  type FeatureRequestStatus,
  type LineFeatureCode,
  type LineFeatureStatus,
  type RequestedFeatureStatus,
} from '../../src/domain/mobile-line-features';
import * as polling from '../parts/connection-polling';
import { notProvided } from '../parts/not-provided';
import { outcomeActions, type OutcomeContext } from '../parts/outcome';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';
import { changeFailure } from './change-failure';

/**
 * Turn a line's feature on or off (spec platform §7 "line feature state", "line-features update
 * request status"): asked once, then requested; the network applies it later, so the request
 * answers an id and its polling guidelines, and the status is read with the equipment restart's
 * polling pattern (machines/parts/connection-polling.ts: startDelaySeconds, then a read every
 * intervalSeconds until durationSeconds have passed, turned into a number of reads). Outcomes: done (the status read COMPLETED), failed (the request
 * refused or unavailable, a status read failing, or the status FAILED with the network's reason),
 * pending (the window is over and the change is still being applied: it may yet complete), kept
 * (the user kept things as they are). Confirm is refused while the domain says the change is not
 * allowed (src/domain/mobile-line-features.ts lineFeatureRefusal: the line not active, the feature
 * ineligible, a change of it still pending, or the state asked for the one it has).
 */
export interface MobileLineFeatureInput {
  lineId: string;
  /** the line's status (spec platform §3 lines: status) */
  lineStatus: string;
  feature: LineFeatureCode;
  current: LineFeatureStatus;
  requested: RequestedFeatureStatus;
  /** an earlier change of this feature is still being applied (the feature's pendingRequestId) */
  pending: boolean;
}

export type LineFeatureOutcome = 'done' | 'failed' | 'pending' | 'kept';

/** What the status read answers: PENDING, COMPLETED or FAILED, and the network's reason for a failure. */
export interface FeatureRequestState {
  requestId: string;
  status: FeatureRequestStatus;
  failureReason: string | null;
}

/** What the request answers: its id, and when to read its status (the reboot's guidelines' shape). */
export interface FeatureRequestAccepted {
  requestId: string;
  pollingGuidelines: NonNullable<RebootResult['pollingGuidelines']>;
}

type Context = MobileLineFeatureInput &
  polling.Timers &
  OutcomeContext<LineFeatureOutcome> & {
    requestId: string | null;
    /** why it failed: the server's refusal or the network's reason */
    reason: string | null;
  };

export interface MobileLineFeatureOutput {
  outcome: LineFeatureOutcome;
  lineId: string;
  feature: LineFeatureCode;
  requested: RequestedFeatureStatus;
  requestId: string | null;
  code: Context['code'];
  reason: string | null;
}

type LineFeatureEvent = { type: 'confirm' } | { type: 'keep' };

const failedWith = { type: 'noteChangeFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) };

export const mobileLineFeatureMachine = setup({
  types: flowTypes<{
    context: Context;
    events: LineFeatureEvent;
    input: MobileLineFeatureInput;
    output: MobileLineFeatureOutput;
    meta: { screen?: 'feature'; dialog?: 'confirm'; reason?: string | readonly string[] };
  }>(),
  actors: {
    requestLineFeature: notProvided<FeatureRequestAccepted, { lineId: string; feature: LineFeatureCode; status: RequestedFeatureStatus }>('requestLineFeature'),
    checkFeatureRequest: notProvided<FeatureRequestState, { requestId: string }>('checkFeatureRequest'),
  },
  delays: polling.delays,
  guards: {
    allowed: ({ context }: { context: Context }) =>
      lineFeatureRefusal({ status: context.lineStatus }, context.current, context.requested, context.pending) === null,
    hasStatus: (_, { state, status }: { state: FeatureRequestState; status: FeatureRequestStatus }) => state.status === status,
    lastCheck: polling.guards.lastCheck,
  },
  actions: {
    ...outcomeActions<LineFeatureOutcome, Context, LineFeatureEvent>(),
    ...polling.actions<Context, LineFeatureEvent>(),
    noteChangeFailure: assign<Context, LineFeatureEvent, { error: unknown }, LineFeatureEvent, never>((_, { error }) => changeFailure(error)),
  },
}).createMachine({
  id: 'mobileLineFeature',
  context: ({ input }) => ({ ...input, ...polling.idle, requestId: null, outcome: null, code: null, reason: null }),
  initial: 'confirming',
  states: {
    confirming: {
      meta: { screen: 'feature', dialog: 'confirm' },
      on: {
        confirm: {
          guard: 'allowed',
          target: 'requesting',
          meta: refusedFor('lineFeature.lineNotActive', 'lineFeature.ineligible', 'lineFeature.pending', 'lineFeature.unchanged'),
        },
        keep: 'kept',
      },
    },
    requesting: {
      meta: { screen: 'feature' },
      tags: ['busy'],
      invoke: {
        id: 'request',
        src: 'requestLineFeature',
        input: ({ context }) => ({ lineId: context.lineId, feature: context.feature, status: context.requested }),
        onDone: {
          target: 'waitingToStart',
          actions: assign(({ event }) => ({ requestId: event.output.requestId, ...polling.fromGuidelines(event.output.pollingGuidelines) })),
        },
        onError: { target: 'failed', actions: failedWith },
      },
    },
    waitingToStart: { meta: { screen: 'feature' }, tags: ['busy'], after: { startDelay: 'checking' } },
    checking: {
      meta: { screen: 'feature' },
      tags: ['busy'],
      invoke: {
        id: 'status',
        src: 'checkFeatureRequest',
        input: ({ context }) => ({ requestId: context.requestId! }),
        onDone: [
          { guard: { type: 'hasStatus', params: ({ event }) => ({ state: event.output, status: 'COMPLETED' as const }) }, target: 'done' },
          {
            guard: { type: 'hasStatus', params: ({ event }) => ({ state: event.output, status: 'FAILED' as const }) },
            target: 'failed',
            actions: assign(({ event }) => ({ reason: event.output.failureReason })),
          },
          { guard: 'lastCheck', target: 'pending' },
          { target: 'waiting', actions: 'countCheck' },
        ],
        onError: { target: 'failed', actions: failedWith },
      },
    },
    waiting: { meta: { screen: 'feature' }, tags: ['busy'], after: { interval: 'checking' } },
    done: { type: 'final', meta: { screen: 'feature' }, entry: { type: 'reach', params: { outcome: 'done' } } },
    failed: { type: 'final', meta: { screen: 'feature' }, entry: { type: 'reach', params: { outcome: 'failed' } } },
    pending: {
      type: 'final',
      description: 'The polling window is over and the network is still applying the change: it may yet complete.',
      meta: { screen: 'feature' },
      entry: { type: 'reach', params: { outcome: 'pending' } },
    },
    kept: { type: 'final', entry: { type: 'reach', params: { outcome: 'kept' } } },
  },
  output: ({ context }) => ({
    outcome: context.outcome!,
    lineId: context.lineId,
    feature: context.feature,
    requested: context.requested,
    requestId: context.requestId,
    code: context.code,
    reason: context.reason,
  }),
});
