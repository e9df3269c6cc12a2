import { setup } from 'xstate';
import { Imei, imeiSwapRefusal } from '../../src/domain/mobile-imei';
import { draftActions, endingWith, formSaveSetup, formSaveStart, refusableForm, saveOrRefuse, typedIn, type DraftFormContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { changeFailure, isRefusal, type ChangeFailure } from './change-failure';

/**
 * Move a line to another device (spec platform §7 "device swap"): the new device's IMEI typed and
 * checked by the domain (src/domain/mobile-imei.ts: 15 digits with a valid check digit, not a
 * device already on the account; the server runs the same rules), then confirmed, since the old
 * device loses the line at once; Back returns to the IMEI. Outcomes: swapped (the line and the
 * IMEI as stored), refused (the server refused it for a rule, with its reason), failed (the call
 * did not go through), cancelled.
 */
interface MobileDeviceSwapInput {
  lineId: string;
  /** the IMEIs of the account's devices, which cannot be swapped in again */
  accountImeis: string[];
}
/** What a swap answers that the flow keeps: the line, and the device now on it. */
interface DeviceSwapped {
  lineId: string;
  deviceId: string;
  imei: string;
}
type MobileDeviceSwapOutput = ({ outcome: 'swapped' } & DeviceSwapped) | ({ outcome: 'refused' | 'failed' } & ChangeFailure) | { outcome: 'cancelled' };
type MobileDeviceSwapEvent = { type: 'imei.set'; draft: string } | { type: 'next' } | { type: 'confirm' } | { type: 'back' } | { type: 'cancel' };

type Context = DraftFormContext<MobileDeviceSwapInput, MobileDeviceSwapOutput, string>;

/** The IMEI as the rules read it (spaces and dashes dropped), or null when it is not one. */
const imeiOf = (draft: string): string | null => {
  const parsed = Imei.safeParse(draft);
  return parsed.success ? parsed.data : null;
};

const swapForm = formSaveSetup<MobileDeviceSwapInput, Context, MobileDeviceSwapEvent, MobileDeviceSwapOutput, 'imei'>()({
  actors: { swapDevice: notProvided<DeviceSwapped, { lineId: string; imei: string }>('swapDevice') },
  invalid: (context) => {
    const imei = imeiOf(context.draft);
    return imei === null || imeiSwapRefusal(imei, context.accountImeis) !== null;
  },
  actions: draftActions<string, Context, MobileDeviceSwapEvent>(),
});

export const mobileDeviceSwapMachine = setup({
  ...swapForm,
  guards: { ...swapForm.guards, refusedByServer: (_: unknown, { error }: { error: unknown }) => isRefusal(changeFailure(error)) },
}).createMachine({
  id: 'mobileDeviceSwap',
  context: ({ input }) => ({ ...input, draft: '', ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'imei' },
      on: {
        'imei.set': typedIn<string>(),
        next: saveOrRefuse(refusedFor('imei.fields', 'imei.alreadyOnAccount'), 'confirming'),
        cancel: 'cancelled',
      },
      ...refusableForm,
    },
    confirming: {
      description: 'The old device loses the line as soon as the swap is made.',
      meta: { screen: 'imei', dialog: 'confirm' },
      on: { confirm: 'swapping', back: 'editing', cancel: 'cancelled' },
    },
    swapping: {
      meta: { screen: 'imei', dialog: 'confirm' },
      tags: ['busy'],
      invoke: {
        id: 'swapDevice',
        src: 'swapDevice',
        // the rules passed on the way here, so the draft is an IMEI
        input: ({ context }) => ({ lineId: context.lineId, imei: imeiOf(context.draft) ?? context.draft }),
        onDone: {
          target: 'swapped',
          actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'swapped' as const, ...event.output } }) },
        },
        onError: [
          {
            guard: { type: 'refusedByServer', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'refused' as const, ...changeFailure(event.error) } }) },
          },
          {
            target: 'failed',
            actions: { type: 'reach', params: ({ event }) => ({ output: { outcome: 'failed' as const, ...changeFailure(event.error) } }) },
          },
        ],
      },
    },
    swapped: { type: 'final', meta: { screen: 'imei' } },
    refused: { type: 'final', meta: { screen: 'imei' } },
    failed: { type: 'final', meta: { screen: 'imei' } },
    cancelled: { ...endingWith({ outcome: 'cancelled' }), meta: { screen: 'imei' } },
  },
  output: ({ context }) => context.output!,
});
