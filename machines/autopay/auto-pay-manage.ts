import { assign, setup } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import { mobileAutoPayCancelRefusal, type MobileCancelRefusal } from '../../src/domain/mobile-autopay';
import { autoPayCancelMachine, type AutoPayCancelOutput } from './auto-pay-cancel';
import { autoPayChangeDateMachine, type AutoPayChangeDateOutput } from './auto-pay-change-date';
import { autoPayChangeMethodMachine, type AutoPayChangeMethodOutput } from './auto-pay-change-method';
import type { AutoPayInfo } from './auto-pay.checks';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { flowTypes, stepsOf, type ScreenMeta } from '../parts/screen';

/**
 * Manage Auto Pay for an enrolled account (spec billing §2, §4): the summary, from which the
 * change of method, the change of debit date and the cancellation run as child flows, each
 * given the account this flow holds. A child's outcome is shown here; from it, "Manage again"
 * loads the account anew and shows the summary (a transition, not a page mounted again). When
 * Auto Pay is off (cancelled here, or turned off elsewhere) the flow ends, and the Auto Pay page
 * offers Enroll. The change of method is one write on the server: it never leaves Auto Pay off.
 */
export interface AutoPayManageInput {
  keyPrefix: string;
  info: AutoPayInfo;
}
export type ManageOutcome = 'enroll' | 'notEnrolled';
export interface AutoPayManageOutput {
  /** enroll: the user asked to enroll again; notEnrolled: Auto Pay was found off */
  outcome: ManageOutcome;
}

/** What the last child flow ended in, shown until the user moves on. */
export type ManageEnded =
  | { flow: 'changeMethod'; output: AutoPayChangeMethodOutput }
  | { flow: 'changeDate'; output: AutoPayChangeDateOutput }
  | { flow: 'cancel'; output: AutoPayCancelOutput };

export type AutoPayManageEvent = { type: 'changeMethod' } | { type: 'changeDate' } | { type: 'cancelAutoPay' } | { type: 'again' } | { type: 'enroll' };
export type ManageScreen = 'summary' | 'changeMethod' | 'changeDate' | 'ended' | 'loading' | 'unavailable';

interface Context extends AutoPayManageInput {
  /** each change of method pays with its own Idempotency-Key */
  runs: number;
  ended: ManageEnded | null;
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: ManageOutcome | null;
}
export type AutoPayManageContext = Context;

/**
 * Why the summary's Cancel is refused (spec billing §5 "Mobile Auto Pay is required"): the
 * server's rule, read from the account this flow holds. The change of method stays open.
 */
export const cancelRefusalOf = (info: AutoPayInfo): MobileCancelRefusal | null =>
  mobileAutoPayCancelRefusal({ hasMobile: info.availableServices.includes('MOBILE'), autoPay: info.billing.autoPay });

/** Auto Pay is off after this outcome: cancelled. */
const offAfter = (ended: ManageEnded | null) => ended?.flow === 'cancel' && ended.output.outcome === 'cancelled';

/**
 * How a child's end goes on: left without a change (`back`: Back or Cancel, Keep Auto Pay) it
 * returns to the summary; any other outcome is shown (`ended`).
 */
const endedUnless = <const TFlow extends ManageEnded['flow'], const TBack extends 'left' | 'kept'>(flow: TFlow, back: TBack) => {
  type Done = { event: { output: Extract<ManageEnded, { flow: TFlow }>['output'] } };
  return [
    { guard: { type: back, params: ({ event }: Done) => ({ outcome: event.output.outcome }) }, target: 'summary' as const },
    { target: 'ended' as const, actions: { type: 'end' as const, params: ({ event }: Done) => ({ ended: { flow, output: event.output } }) } },
  ];
};

export const autoPayManageMachine = setup({
  types: flowTypes<{
    context: Context;
    events: AutoPayManageEvent;
    input: AutoPayManageInput;
    output: AutoPayManageOutput;
    children: { changeMethod: 'autoPayChangeMethod'; changeDate: 'autoPayChangeDate'; cancel: 'autoPayCancel' };
    meta: ScreenMeta<ManageScreen, 'summary'>;
  }>(),
  actors: {
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    autoPayChangeMethod: autoPayChangeMethodMachine,
    autoPayChangeDate: autoPayChangeDateMachine,
    autoPayCancel: autoPayCancelMachine,
  },
  guards: {
    /** the user left the change (Back, Cancel): nothing to show, back to the summary */
    left: (_, params: { outcome: ManageEnded['output']['outcome'] }) => params.outcome === 'cancelled',
    /** Keep Auto Pay: the dialog closes over the summary */
    kept: (_, params: { outcome: ManageEnded['output']['outcome'] }) => params.outcome === 'kept',
    /** spec billing §4 "Cancel Auto Pay" keeps nothing to cancel when it is off */
    enrolled: (_, params: { loaded: AutoPayInfo }) => params.loaded.billing.autoPay.enrolled,
    /** spec billing §5: an Auto Pay that covers the mobile lines is changed, not cancelled */
    mayCancel: ({ context }) => cancelRefusalOf(context.info) === null,
    autoPayOff: ({ context }) => offAfter(context.ended),
    autoPayOn: ({ context }) => !offAfter(context.ended),
  },
  actions: {
    end: assign({ ended: (_, params: { ended: ManageEnded }) => params.ended }),
    reach: assign({ outcome: (_, params: { outcome: ManageOutcome }) => params.outcome }),
    /** each load starts afresh: no child outcome, no failure */
    clear: assign({ ended: null, code: null }),
    loaded: assign({ info: (_, params: { output: AutoPayInfo }) => params.output }),
    noteFailureCode: noteFailureCode<Context, AutoPayManageEvent>(),
  },
}).createMachine({
  id: 'autoPayManage',
  context: ({ input }) => ({ ...input, runs: 0, ended: null, code: null, outcome: null }),
  initial: 'summary',
  states: {
    summary: {
      meta: { screen: 'summary', step: 'summary' },
      on: { changeMethod: 'changingMethod', changeDate: 'changingDate', cancelAutoPay: { guard: 'mayCancel', target: 'cancelling' } },
    },
    changingMethod: {
      meta: { screen: 'changeMethod' },
      entry: assign({ runs: ({ context }) => context.runs + 1 }),
      invoke: {
        id: 'changeMethod',
        src: 'autoPayChangeMethod',
        input: ({ context }) => ({ keyPrefix: `${context.keyPrefix}-${context.runs}`, info: context.info }),
        onDone: endedUnless('changeMethod', 'left'),
      },
    },
    changingDate: {
      meta: { screen: 'changeDate' },
      invoke: {
        id: 'changeDate',
        src: 'autoPayChangeDate',
        input: ({ context }) => ({ info: context.info }),
        onDone: endedUnless('changeDate', 'left'),
      },
    },
    cancelling: {
      description: 'The cancel confirmation, a dialog over the summary.',
      meta: { screen: 'summary', step: 'summary' },
      invoke: {
        id: 'cancel',
        src: 'autoPayCancel',
        input: ({ context }) => ({ info: context.info }),
        onDone: endedUnless('cancel', 'kept'),
      },
    },
    ended: {
      meta: { screen: 'ended' },
      on: {
        // "Back to Manage Auto Pay", "Try again": the summary of what the server now holds
        again: { guard: 'autoPayOn', target: 'loading' },
        enroll: { guard: 'autoPayOff', target: 'enroll' },
      },
    },
    // turned off elsewhere meanwhile: the page offers Enroll
    ...loadStates<AutoPayInfo>()(
      ['loading', 'unavailable'],
      [{ guard: 'enrolled', target: 'summary' }, { target: 'notEnrolled' }],
      { id: 'load', src: 'loadAutoPayInfo' },
      { retry: 'again', entry: 'clear' },
    ),
    enroll: { type: 'final', entry: { type: 'reach', params: { outcome: 'enroll' } } },
    notEnrolled: { type: 'final', entry: { type: 'reach', params: { outcome: 'notEnrolled' } } },
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => ({ outcome: context.outcome! }),
});

/**
 * Manage Auto Pay's step bar (spec billing §2: 3 steps): its own summary, then the steps of the
 * change of method it invokes, as both definitions list them.
 */
export const manageSteps = [...stepsOf(autoPayManageMachine.root), ...stepsOf(autoPayChangeMethodMachine.root)];
export type ManageBarStep = (typeof manageSteps)[number];
