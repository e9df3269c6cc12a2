import { assign, setup } from 'xstate';
import { marketingRefusal, type MarketingChannel, type MarketingChoices, type MarketingRefusal, type MarketingSettings } from '../../src/domain/marketing';
import { endingWith, formSaveActions, formSaveStart, savingState, type FormSaveContext } from '../parts/form-save';
import { notProvided } from '../parts/not-provided';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';

/**
 * Marketing settings (spec platform §3 "Marketing opt-in", §7 `updateMarketingSettings`):
 * the channels the account agrees to be sent offers by. A channel the account's contacts cannot
 * receive (src/domain/marketing.ts marketingRefusal) is not switched on, and the reason is kept
 * for the screen; a Save the server refuses goes back to the form with why. Outcomes: saved (the
 * settings as stored), cancelled.
 */
export interface MarketingContact {
  type: 'EMAIL' | 'PHONE';
  contactMethod: 'EMAIL' | 'SMS' | 'VOICE';
  sms: boolean;
  verified: boolean;
  valid: boolean;
}
export interface MarketingSettingsEditInput {
  settings: MarketingSettings;
  contacts: MarketingContact[];
}
export type MarketingSettingsEditOutput = { outcome: 'saved'; settings: MarketingSettings } | { outcome: 'cancelled' };
export type MarketingSettingsEditEvent = { type: 'toggle'; channel: MarketingChannel } | { type: 'save' } | { type: 'cancel' };

interface Context extends MarketingSettingsEditInput, FormSaveContext<MarketingSettingsEditOutput> {
  channels: MarketingChoices;
  refusal: { channel: MarketingChannel; reason: MarketingRefusal } | null;
}

const refusalOf = (context: Context, channel: MarketingChannel) => marketingRefusal(channel, !context.channels[channel], context.contacts);

export const marketingSettingsEditMachine = setup({
  types: flowTypes<{
    context: Context;
    events: MarketingSettingsEditEvent;
    input: MarketingSettingsEditInput;
    output: MarketingSettingsEditOutput;
    screen: 'marketing';
  }>(),
  actors: {
    updateMarketingSettings: notProvided<MarketingSettings, { channels: MarketingChoices }>('updateMarketingSettings'),
  },
  guards: {
    allowed: ({ context }, params: { channel: MarketingChannel }) => refusalOf(context, params.channel) === null,
  },
  actions: formSaveActions<MarketingSettingsEditOutput, Context, MarketingSettingsEditEvent>(),
}).createMachine({
  id: 'marketingSettingsEdit',
  context: ({ input }) => ({ ...input, channels: { ...input.settings.channels }, refusal: null, ...formSaveStart }),
  initial: 'editing',
  states: {
    editing: {
      meta: { screen: 'marketing' },
      on: {
        toggle: [
          {
            guard: { type: 'allowed', params: ({ event }) => ({ channel: event.channel }) },
            actions: assign({ channels: ({ context, event }) => ({ ...context.channels, [event.channel]: !context.channels[event.channel] }), refusal: null }),
          },
          {
            meta: refusedFor('marketing.noContact'),
            actions: assign({ refusal: ({ context, event }) => ({ channel: event.channel, reason: refusalOf(context, event.channel)! }) }),
          },
        ],
        save: 'saving',
        cancel: 'cancelled',
      },
    },
    saving: savingState({
      screen: 'marketing',
      invoke: { id: 'updateMarketingSettings', src: 'updateMarketingSettings', input: ({ context }: { context: Context }) => ({ channels: context.channels }) },
      saved: (_: Context, settings: MarketingSettings): MarketingSettingsEditOutput => ({ outcome: 'saved', settings }),
    }),
    saved: { type: 'final' },
    cancelled: endingWith({ outcome: 'cancelled' }),
  },
  output: ({ context }) => context.output!,
});
